import type { APIRoute } from 'astro';
import { getPublishSchedule } from '../data/publish-schedule';

/** Read by the scheduled rebuild (workers/scheduled-build/): when a scheduled entry is due, the site is built again. */
export const GET: APIRoute = async () =>
  new Response(JSON.stringify(await getPublishSchedule()), { headers: { 'Content-Type': 'application/json' } });

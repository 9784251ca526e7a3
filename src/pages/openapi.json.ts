import type { APIRoute } from 'astro';
import { loadApiReference } from '../data/api-reference';

/** The OpenAPI document the reference is generated from, for tools and code generators. */
export const GET: APIRoute = async () => {
  const { document } = await loadApiReference();
  return new Response(JSON.stringify(document, null, 2), { headers: { 'Content-Type': 'application/json' } });
};

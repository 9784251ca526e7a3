/**
 * Rebuilds the live site when a scheduled post or press release is due, and once a day anyway
 * (/status's 90-day window and security.txt's Expires move with the day). On each cron run it
 * reads the live site's /publish-schedule.json: when that build was made and the moments after it
 * at which an entry goes live. A moment that has passed, or a day since the live build, calls the
 * Cloudflare Pages deploy hook once. The moments a call succeeded for are remembered, so a build
 * still running is never asked for twice; after a failed call nothing is remembered, and the next
 * run calls again.
 */

/** The part of a Workers KV namespace this worker uses. */
interface KeyValueStore {
  get(key: string): Promise<string | null>;
  put(key: string, value: string, options?: { expirationTtl?: number }): Promise<void>;
}

export interface Env {
  /** The live site, e.g. https://www.relaymark.com (`vars` in wrangler.jsonc). */
  SITE_URL: string;
  /** The Pages deploy hook: a secret (`npx wrangler secret put DEPLOY_HOOK_URL`), never in the repository. */
  DEPLOY_HOOK_URL: string;
  /** The moments a build was asked for, each kept for REMEMBERED_SECONDS. */
  TRIGGERED: KeyValueStore;
}

/** What the site's build writes (src/lib/publishing.ts): ISO moments. */
interface PublishSchedule {
  built: string;
  upcoming: string[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Long after a build has replaced the schedule that named the moment. */
const REMEMBERED_SECONDS = 30 * 24 * 60 * 60;

const isMoment = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value));

function scheduleFrom(body: unknown): PublishSchedule | undefined {
  const { built, upcoming } = (body ?? {}) as Partial<Record<keyof PublishSchedule, unknown>>;
  return isMoment(built) && Array.isArray(upcoming) && upcoming.every(isMoment) ? { built, upcoming } : undefined;
}

/**
 * The moments passed at `now` that the live build predates: each upcoming one, and the latest whole
 * day since that build (one a day, so a daily build that failed is asked for again the next day).
 */
function passedMoments({ built, upcoming }: PublishSchedule, now: number): string[] {
  const days = Math.floor((now - Date.parse(built)) / DAY_MS);
  const daily = days >= 1 ? [new Date(Date.parse(built) + days * DAY_MS).toISOString()] : [];
  return [...upcoming.filter((moment) => Date.parse(moment) <= now), ...daily];
}

async function rebuildIfDue(env: Env, now: number): Promise<void> {
  const url = new URL('/publish-schedule.json', env.SITE_URL);
  const response = await fetch(url, { cache: 'no-store' });
  const schedule = response.ok ? scheduleFrom(await response.json()) : undefined;
  if (!schedule) {
    console.error(`${url.href} answered ${response.status} without a schedule: no build asked for`);
    return;
  }
  const due: string[] = [];
  for (const moment of passedMoments(schedule, now)) if ((await env.TRIGGERED.get(moment)) === null) due.push(moment);
  if (due.length === 0) return;

  const hook = await fetch(env.DEPLOY_HOOK_URL, { method: 'POST' });
  if (!hook.ok) {
    console.error(`The deploy hook answered ${hook.status} for ${due.join(', ')}: calling again on the next run`);
    return;
  }
  const asked = new Date(now).toISOString();
  await Promise.all(due.map((moment) => env.TRIGGERED.put(moment, asked, { expirationTtl: REMEMBERED_SECONDS })));
  console.log(`Build asked for ${due.join(', ')}`);
}

export default {
  async scheduled(controller: { scheduledTime: number }, env: Env): Promise<void> {
    try {
      await rebuildIfDue(env, controller.scheduledTime);
    } catch (error) {
      console.error(`No build asked for this run, trying again on the next: ${String(error)}`);
    }
  },
};

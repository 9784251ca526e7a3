/** When this process started: every part of one build reads the same moment, even across midnight. */
const STARTED = new Date();

/** A build's moment is when it started; `astro dev` shows each page as of the time it is asked for. */
const now = () => (import.meta.env.DEV ? new Date() : STARTED);

/**
 * The moment of this build: the day /status's window ends on, which dated entries are
 * published, and security.txt's Expires. `BUILD_DATE=YYYY-MM-DD npm run build` builds the site
 * as if on that day (at midnight UTC), so date-dependent pages can be built and tested at a
 * fixed date; without it, the time the build started.
 */
export function buildDate(value: string | undefined = process.env.BUILD_DATE, at: Date = now()): Date {
  if (value === undefined || value === '') return at;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : null;
  if (!day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) {
    throw new Error(`BUILD_DATE must be a calendar day written YYYY-MM-DD (for example 2027-03-01), not "${value}"`);
  }
  return day;
}

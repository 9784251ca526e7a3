import { parseMoment } from './moments';

/** When this process started: every part of one build reads the same moment, even across midnight. */
const STARTED = new Date();

/** A build's moment is when it started; `astro dev` shows each page as of the time it is asked for. */
const now = () => (import.meta.env.DEV ? new Date() : STARTED);

/**
 * The moment of this build: the day /status's window ends on, which dated entries are
 * published, and security.txt's Expires. `BUILD_DATE` builds the site as if at another moment, so
 * date-dependent pages can be built and tested at a fixed one: a day (`2027-03-01`, at midnight
 * UTC) or a day and time with its zone (`2027-01-15T08:59+01:00`). Without it, the time the build
 * started.
 */
export function buildDate(value: string | undefined = process.env.BUILD_DATE, at: Date = now()): Date {
  if (value === undefined || value === '') return at;
  const written = parseMoment(value);
  if (!written) {
    throw new Error(
      `BUILD_DATE must be a calendar day written YYYY-MM-DD (for example 2027-03-01), or a day and time with its zone written YYYY-MM-DDTHH:MM+01:00 (for example 2027-01-15T08:59+01:00, or Z for UTC), not "${value}"`,
    );
  }
  return written.moment;
}

import type { FlashNotice } from './flash-notice';
import { WORDS_PER_MINUTE } from './reading-time';

/** The least time a notice stays before the page showing it is left: two seconds, however short. */
export const MIN_NOTICE_READING_MS = 2000;

/**
 * How long a notice must stay on screen to be read: its words at the site's reading pace, and
 * never less than MIN_NOTICE_READING_MS. For a page that shows a notice and then leaves.
 */
export function noticeReadingMs({ title, description = '' }: FlashNotice): number {
  const words = `${title} ${description}`.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(MIN_NOTICE_READING_MS, Math.ceil((words * 60_000) / WORDS_PER_MINUTE));
}

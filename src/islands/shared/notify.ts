import { toast } from 'sonner';
import { saveFlashNotice, type FlashNotice } from '../../lib/flash-notice';
import { noticeReadingMs } from '../../lib/notice-reading-time';
import { wait } from '../../lib/wait';

/** Shows a notice in the page's Notifications region, for `duration` ms when given (else sonner's default, 4 s). */
export function showNotice({ kind, title, description }: FlashNotice, duration?: number) {
  const options = { ...(description === undefined ? {} : { description }), ...(duration ? { duration } : {}) };
  if (kind === 'success') toast.success(title, options);
  else if (kind === 'error') toast.error(title, options);
  else toast(title, options);
}

/** How long a page waits for a notice it cannot carry to be drawn before it leaves anyway. */
const ON_SCREEN_LIMIT_MS = 2000;

/** Resolves once a notice with this title has been drawn (a frame after it is in the region), or after the limit. */
function onScreen(title: string): Promise<void> {
  const shown = () =>
    [...document.querySelectorAll('[data-sonner-toast]')].some((toast) => toast.textContent?.includes(title));
  return new Promise((resolve) => {
    const drawn = () => {
      observer.disconnect();
      clearTimeout(limit);
      requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
    };
    const observer = new MutationObserver(() => {
      if (shown()) drawn();
    });
    const limit = setTimeout(drawn, ON_SCREEN_LIMIT_MS);
    if (shown()) drawn();
    else observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

/**
 * Shows a notice and moves to another page, exactly once: it travels with the person and the
 * page they land on shows it (this page is about to be replaced, and a notice drawn here too
 * would appear twice). When storage is blocked or full and it cannot travel, this page shows it
 * and leaves only once it has been on screen long enough to read (noticeReadingMs). No other
 * channel carries it: words a link or another window could hand the next page (the address,
 * window.name) would let anyone put a notice on this site's pages.
 */
export async function showNoticeAndGo(notice: FlashNotice, href: string) {
  if (!saveFlashNotice(notice)) {
    // Kept open until the page goes, however long the reading takes.
    showNotice(notice, Infinity);
    await onScreen(notice.title);
    await wait(noticeReadingMs(notice));
  }
  window.location.assign(href);
}

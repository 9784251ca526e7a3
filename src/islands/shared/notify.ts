import { toast } from 'sonner';
import { saveFlashNotice, type FlashNotice } from '../../lib/flash-notice';

/** Shows a notice in the page's Notifications region. */
export function showNotice({ kind, title, description }: FlashNotice) {
  const options = description === undefined ? {} : { description };
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
 * and leaves once it is on screen.
 */
export async function showNoticeAndGo(notice: FlashNotice, href: string) {
  if (!saveFlashNotice(notice)) {
    showNotice(notice);
    await onScreen(notice.title);
  }
  window.location.assign(href);
}

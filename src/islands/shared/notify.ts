import { toast } from 'sonner';
import { saveFlashNotice, type FlashNotice } from '../../lib/flash-notice';

/** Shows a notice in the page's Notifications region. */
export function showNotice({ kind, title, description }: FlashNotice) {
  const options = description === undefined ? {} : { description };
  if (kind === 'success') toast.success(title, options);
  else if (kind === 'error') toast.error(title, options);
  else toast(title, options);
}

/**
 * Shows a notice and moves to another page; the notice travels with the person and
 * appears again on the page they land on, so it does not vanish with this one.
 */
export function showNoticeAndGo(notice: FlashNotice, href: string) {
  showNotice(notice);
  saveFlashNotice(notice);
  window.location.assign(href);
}

import { NOT_FOUND, type NoticeText } from './messages';

export type NotFoundKind = keyof typeof NOT_FOUND;

/** Which not-found message fits a missing path: unknown products and solutions get their own. */
export function notFoundKind(pathname: string): NotFoundKind {
  const path = pathname.replace(/\/+$/, '');
  if (/^\/products\/[^/]+/.test(path)) return 'product';
  if (/^\/solutions\/[^/]+/.test(path)) return 'solution';
  return 'page';
}

export function notFoundText(pathname: string): NoticeText {
  return NOT_FOUND[notFoundKind(pathname)];
}

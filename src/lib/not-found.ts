import type { NotFoundMessages } from '../schemas/site';

export type NotFoundKind = keyof NotFoundMessages;

/** Which not-found message fits a missing path: unknown products and solutions get their own. */
export function notFoundKind(pathname: string): NotFoundKind {
  // A language prefix (/es/products/x) does not change the kind.
  const path = pathname.replace(/\/+$/, '').replace(/^\/[a-z]{2}(?=\/)/, '');
  if (/^\/products\/[^/]+/.test(path)) return 'product';
  if (/^\/solutions\/[^/]+/.test(path)) return 'solution';
  return 'page';
}

/** The message for a missing path, from content/site/not-found.yaml. */
export function notFoundText(pathname: string, messages: NotFoundMessages): NotFoundMessages[NotFoundKind] {
  return messages[notFoundKind(pathname)];
}

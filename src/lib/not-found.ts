import type { NotFoundMessages } from '../schemas/site';

export type NotFoundKind = keyof NotFoundMessages;

/**
 * The sections whose missing addresses get a message of their own, by their first segment: an
 * unknown /products/x is an unknown product. Each has its own not-found page in every language
 * (src/pages/[...locale]/[section]/404.astro: dist/products/404.html), which a host that serves
 * the nearest 404.html (Cloudflare Pages) answers with, the message in its HTML.
 */
export const NOT_FOUND_SECTIONS = { products: 'product', solutions: 'solution' } as const satisfies Record<
  string,
  Exclude<NotFoundKind, 'page'>
>;

const isSection = (segment: string | undefined): segment is keyof typeof NOT_FOUND_SECTIONS =>
  segment !== undefined && Object.hasOwn(NOT_FOUND_SECTIONS, segment);

/** Which not-found message fits a missing path: unknown products and solutions get their own. */
export function notFoundKind(pathname: string): NotFoundKind {
  // A language prefix (/es/products/x) does not change the kind.
  const path = pathname.replace(/^\/[a-z]{2}(?=\/)/, '');
  // Any address inside a section's folder (/products/x, /products/x/y, /products/), the ones its
  // own 404.html answers on the host: /products alone is outside it.
  const section = /^\/([^/]+)\//.exec(path)?.[1];
  return isSection(section) ? NOT_FOUND_SECTIONS[section] : 'page';
}

/** The message for a missing path, from content/site/not-found.yaml. */
export function notFoundText(pathname: string, messages: NotFoundMessages): NotFoundMessages[NotFoundKind] {
  return messages[notFoundKind(pathname)];
}

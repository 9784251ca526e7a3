const seen = new WeakMap<object, Set<string>>();

/**
 * Whether this is the first time `key` is asked about for this page (any object that stands for one
 * render of a page, such as Astro's request): true once, then false. The page's entry goes with it.
 */
export function firstOnPage(page: object, key: string): boolean {
  let keys = seen.get(page);
  if (!keys) seen.set(page, (keys = new Set()));
  if (keys.has(key)) return false;
  keys.add(key);
  return true;
}

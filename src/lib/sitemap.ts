/** Groups the site's pages into the sections of the human-readable /sitemap. */

export interface SitemapPage {
  path: string;
  label: string;
}

export interface SitemapGroup {
  heading: string;
  /** `lang` of a heading not in the page's language (shown in English until translated). */
  lang?: string | undefined;
  pages: SitemapPage[];
}

/** Turns a route file and its parameters into a path: ("blog/[id]", { id: "x" }) -> "/blog/x". */
export function routePath(pattern: string, params: Record<string, string | number | undefined> = {}): string {
  const path = pattern
    .replace(/\[\.\.\.(\w+)\]/g, (_, name: string) => String(params[name] ?? ''))
    .replace(/\[(\w+)\]/g, (_, name: string) => String(params[name] ?? ''))
    .replace(/(^|\/)index$/, '')
    .replace(/\/+/g, '/')
    .replace(/\/$/, '');
  return `/${path}`.replace(/^\/+/, '/');
}

/** A readable fallback label for a page no content entry names: "/compose/sms" -> "Compose: Sms". */
export function labelFromPath(path: string): string {
  if (path === '/') return 'Home';
  return path
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase()))
    .join(': ');
}

/** A page's label: its own, or one made from its path. */
export const pageLabel = (path: string, labels: Map<string, string>): string => labels.get(path) ?? labelFromPath(path);

function matches(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * Puts each page into the first group whose prefix matches it; the rest go into a last
 * group. Groups keep the order of the configuration, pages within a group by path.
 */
export function groupPages(
  pages: SitemapPage[],
  groups: { heading: string; lang?: string | undefined; prefixes: string[] }[],
  otherHeading: string,
): SitemapGroup[] {
  const out = groups.map(({ heading, lang }) => ({ heading, lang, pages: [] as SitemapPage[] }));
  const other: SitemapPage[] = [];
  const seen = new Set<string>();
  for (const page of pages) {
    if (seen.has(page.path)) continue;
    seen.add(page.path);
    const index = groups.findIndex((group) => group.prefixes.some((prefix) => matches(page.path, prefix)));
    (index === -1 ? other : out[index]!.pages).push(page);
  }
  const byPath = (a: SitemapPage, b: SitemapPage) =>
    a.path === '/' ? -1 : b.path === '/' ? 1 : a.path.localeCompare(b.path);
  return [...out, { heading: otherHeading, pages: other }]
    .map((group) => ({ ...group, pages: group.pages.sort(byPath) }))
    .filter((group) => group.pages.length > 0);
}

import type { BuiltPage } from './built-site';
import { LOCALES, localizedPath } from '../../src/i18n/locales';
import { languageRoutes, templatesOf } from './page-templates';
import { riskiestPages } from './layout-risks';

/**
 * The routes a browser crawl visits, each with why, so that its cost does not grow with content:
 * the route that stands for each route file in each language, each language's home, and per route
 * file the pages whose content can break a layout most (layout-risks.ts). What a page's HTML says
 * is checked on every page in e2e/files/ instead (e2e/README.md, "The crawl").
 */
const STANDS_FOR = 'stands for';
const HOME = 'the home page in';

/**
 * Whether a crawled route stands for its route file or is its language's home, rather than being
 * chosen only because its content risks the layout (a long word, a wide table).
 */
export const standsForTemplate = (reasons: string[]) =>
  reasons.some((why) => why.startsWith(STANDS_FOR) || why.startsWith(HOME));

export function crawledRoutes(sitemap: string[], pages: Pick<BuiltPage, 'route' | 'html'>[]): Map<string, string[]> {
  const chosen = new Map<string, string[]>();
  const add = (route: string, why: string) => chosen.set(route, [...(chosen.get(route) ?? []), why]);
  for (const [key, route] of languageRoutes(sitemap)) add(route, `${STANDS_FOR} ${key}`);
  for (const locale of LOCALES) add(localizedPath(locale, '/'), `${HOME} ${locale}`);
  const listed = new Set(sitemap);
  const files = templatesOf(sitemap);
  const risky = riskiestPages(
    pages.filter((page) => listed.has(page.route)).map((page) => ({ ...page, group: files.get(page.route)! })),
  );
  for (const [route, reasons] of risky) reasons.forEach((why) => add(route, why));
  return chosen;
}

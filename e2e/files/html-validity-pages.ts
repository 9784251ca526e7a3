import { builtPages, htmlFiles, routeOf, sitemapRoutes } from '../support/built-site';
import { crawledRoutes } from '../support/crawl-routes';
import { rawHtmlPages } from '../support/raw-html-pages';

/** A page the Nu HTML Checker reads, and why. */
export interface CheckedPage {
  file: string;
  route: string;
  why: string[];
}

/**
 * The pages the Nu HTML Checker reads (html-validity.test.ts), so that its cost does not grow with
 * content. A page's HTML is its route file's template filled with content: content can make it
 * invalid through what the template makes of it, which the crawled routes show (the content that
 * tests a template most among them), or through raw HTML in Markdown, read on every page that
 * shows some:
 *
 * - the routes the browser crawl visits (crawl-routes.ts): the route that stands for each route
 *   file in each language, each language's home, and per route file the pages with the most
 *   tables, the longest code line, the longest word and the widest image;
 * - every page outside the sitemap: the not-found pages of each language (the site's and its sections');
 * - every page that shows a content Markdown file with raw HTML in it (raw-html-pages.ts), however
 *   many: Markdown alone writes only what its renderer makes, which the pages above check.
 */
export function htmlValidityPages(): CheckedPage[] {
  const sitemap = sitemapRoutes();
  const chosen = crawledRoutes(sitemap, builtPages());
  const add = (route: string, why: string) => chosen.set(route, [...(chosen.get(route) ?? []), why]);
  const files = htmlFiles();
  const routes = files.map((file) => routeOf(file));
  const listed = new Set(sitemap);
  for (const route of routes) if (!listed.has(route)) add(route, 'not in the sitemap (a not-found page)');
  for (const [route, sources] of rawHtmlPages(routes)) add(route, `raw HTML in ${sources.join(', ')}`);
  return files.flatMap((file, index) => {
    const why = chosen.get(routes[index]!);
    return why ? [{ file, route: routes[index]!, why }] : [];
  });
}

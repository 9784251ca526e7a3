import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sitemapRoutes } from './built-site';
import { HTML_LANG, LOCALES, localeFromPath, localizedPath, withoutLocale, type Locale } from '../../src/i18n/locales';
import { fill } from '../../src/lib/template';
import { contentYaml } from './content-files';
import { builtDocumentIn } from '../files/built-document';
import { all, one, textOf, titleOf, type Document } from './parsed-html';

/**
 * The paginated lists of a build (the blog, its categories, the press releases, the changelog, in
 * every language), read from its files as a browser with JavaScript off reads them
 * (parsed-html.ts), page by page along their "Next" links. Used on the build of today's content
 * (files/list-pages.test.ts) and on a copy with enough entries for several pages
 * (scenarios/marketer-build.spec.ts).
 */

const SITE = 'https://www.relaymark.com';

/** The words of a list's page links: the nav's name, "Page n of N", each link's name, Next and Previous. */
export interface PaginationCopy {
  label: string;
  status: string;
  pageLink: string;
  next: string;
  previous: string;
}

/** The copy of the page links in a language (content/site/templates.yaml, `pagination`). */
export const paginationCopy = (locale: Locale) =>
  contentYaml<{ pagination: PaginationCopy }>(locale === 'en' ? 'site/templates.yaml' : `site/${locale}/templates.yaml`)
    .pagination;

/** The first page of every list in every language: /blog, /es/blog/category/guides, /de/press, ... */
export function listRoutes(dist: string): string[] {
  return LOCALES.flatMap((locale) => {
    const categories = readdirSync(join(dist, localizedPath(locale, '/blog/category').slice(1)))
      .filter((file) => file.endsWith('.html'))
      .map((file) => `/blog/category/${file.slice(0, -'.html'.length)}`);
    return ['/blog', ...categories, '/press', '/changelog'].map((path) => localizedPath(locale, path));
  });
}

export interface ListPage {
  route: string;
  document: Document;
}

/** Every page of the list that starts at `first`, following each page's rel="next" link. */
export function pagesOf(dist: string, first: string): ListPage[] {
  const pages: ListPage[] = [];
  for (let route: string | undefined = first; route !== undefined;) {
    const document = builtDocumentIn(dist, route);
    if (!document) throw new Error(`${route} is linked as the next page of ${first} but was not built`);
    pages.push({ route, document });
    if (pages.length > 1000) throw new Error(`${first}: more than 1000 pages, or its "Next" links go round`);
    route = one(document, 'nav a[rel="next"]')?.attribs.href;
  }
  return pages;
}

/**
 * What is wrong with the pages of one list, as "route: problem" lines (none when all is right):
 * page 1 at the list's own URL and /1 not built, later pages at /2, /3, ...; on each page one h1,
 * the numbered links (a labelled nav, a list of plain links, the current page marked, "Page n of
 * N", Previous and Next) when there is more than one page; its own title and description,
 * canonical, hreflang alternates to the same page number, its place in the sitemap; only page 1
 * may be in site search. The page links' words are the list's language's (content/), unless given.
 */
export function listProblems(
  dist: string,
  pages: ListPage[],
  copy: PaginationCopy = paginationCopy(localeFromPath(pages[0]?.route ?? '')),
): string[] {
  const first = pages[0]?.route ?? '';
  const inSitemap = new Set(sitemapRoutes(dist));
  const problems: string[] = [];
  const check = (route: string, ok: boolean, what: string) => ok || problems.push(`${route}: ${what}`);
  const last = pages.length;
  check(first, !existsSync(join(dist, first.slice(1), '1.html')), 'a page /1 was built beside page 1');
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  pages.forEach(({ route, document }, index) => {
    const number = index + 1;
    check(
      route,
      route === (number === 1 ? first : `${first}/${number}`),
      `page ${number} is not at ${first}/${number}`,
    );
    check(route, all(document, 'h1').length === 1, 'not one h1');
    const title = titleOf(document);
    titles.add(title);
    descriptions.add(one(document, 'meta[name="description"]')?.attribs.content ?? '');
    if (number > 1) check(route, title.includes(String(number)), `title "${title}" has no number`);
    const canonical = one(document, 'link[rel="canonical"]')?.attribs.href;
    check(route, canonical === `${SITE}${route}`, `canonical is ${canonical}`);
    for (const other of LOCALES) {
      const alternate = one(document, `link[rel="alternate"][hreflang="${HTML_LANG[other]}"]`);
      const expected = `${SITE}${localizedPath(other, withoutLocale(route))}`;
      check(route, alternate?.attribs.href === expected, `hreflang ${other} is not ${expected}`);
    }
    check(route, inSitemap.has(route), 'not in the sitemap');
    // Site search finds each entry on its own page; page 1 of a list may stand for the list.
    check(route, number === 1 || one(document, '[data-pagefind-body]') === undefined, 'in site search');
    const navs = all(document, 'nav').filter((nav) => nav.attribs['aria-label'] === copy.label);
    if (last === 1) {
      check(route, navs.length === 0, 'page links on a list of one page');
      return;
    }
    const nav = navs[0];
    check(route, navs.length === 1, `not one nav named "${copy.label}"`);
    check(route, textOf(nav).includes(fill(copy.status, { page: number, pages: last })), 'no "Page n of N"');
    const links = all(nav, 'li > a');
    check(route, links.length > 0 && links.length === all(nav, 'a').length, 'links not in a list');
    const current = links.filter((link) => link.attribs['aria-current'] === 'page');
    check(route, current.length === 1 && current[0]?.attribs.href === route, 'current page not marked');
    const named = (name: string) => links.filter((link) => link.attribs['aria-label'] === name);
    check(route, named(fill(copy.pageLink, { page: 1 }))[0]?.attribs.href === first, 'no link to page 1');
    check(
      route,
      named(fill(copy.pageLink, { page: last }))[0]?.attribs.href === `${first}/${last}`,
      'no link to the last page',
    );
    const next = links.find((link) => link.attribs.rel === 'next');
    const previous = links.find((link) => link.attribs.rel === 'prev');
    check(route, number === last || textOf(next) === copy.next, `no "${copy.next}" link`);
    check(route, number === 1 || textOf(previous) === copy.previous, `no "${copy.previous}" link`);
    check(
      route,
      number === 1 || previous?.attribs.href === pages[index - 1]?.route,
      `"${copy.previous}" leads elsewhere`,
    );
  });
  check(first, titles.size === last, 'titles repeat between its pages');
  check(first, descriptions.size === last, 'descriptions repeat between its pages');
  return problems;
}

/** The entry links of a list's pages, in order: `selector` picks one link per entry. */
export const entryLinks = (pages: ListPage[], selector: string) =>
  pages.map(({ document }) => all(document, selector).map((link) => link.attribs.href ?? ''));

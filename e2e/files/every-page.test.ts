import { describe, expect, test } from 'vitest';
import { is, selectAll, selectOne } from 'css-select';
import { isTag, isText, type AnyNode, type Document, type Element } from 'domhandler';
import { sitemapRoutes } from '../../test-support/built-site';
import { LOCALES, localeFromPath, localizedPath, type Locale } from '../../src/i18n/locales';
import { LANDMARKS, readingProblems, SITE_LINKS, type Reading } from '../readable';
import { parsedPages } from './parsed-pages';
import { accessibleNameProblems } from './page-checks/accessible-names';
import { ariaReferenceProblems } from './page-checks/aria-references';
import { landmarkProblems } from './page-checks/landmarks';
import { pageLangProblems } from './page-checks/page-lang';

/**
 * What a page's HTML says, on every built page: each is parsed once here and read by every check
 * (e2e/README.md, "The crawl"). The browser crawl (every-page.spec.ts) adds what needs layout, on
 * the routes that stand for the site. A failure names the route and the check.
 */
const pages = parsedPages();
const byRoute = new Map(pages.map((page) => [page.route, page]));

/** The text of a node as read, without scripts, styles and templates. */
const readText = (node: AnyNode): string =>
  isText(node)
    ? node.data
    : isTag(node) && !is(node, 'script, style, template')
      ? node.children.map(readText).join('')
      : '';

/** What a visitor with JavaScript off reads (e2e/readable.ts), from the HTML. */
function readBuilt(document: Document): Reading {
  const hrefs = (selector: string) => {
    const landmark = selectOne<AnyNode, Element>(selector, document);
    return [
      ...new Set(landmark ? selectAll<AnyNode, Element>(SITE_LINKS, landmark).map((a) => a.attribs.href ?? '') : []),
    ];
  };
  const main = selectOne<AnyNode, Element>('main', document);
  return {
    h1: selectAll('h1', document).length,
    mainText: (main ? readText(main) : '').replace(/\s+/g, ' ').trim(),
    header: hrefs(LANDMARKS.header),
    footer: hrefs(LANDMARKS.footer),
  };
}

const homes = new Map<Locale, Reading>(
  LOCALES.map((locale) => [locale, readBuilt(byRoute.get(localizedPath(locale, '/'))!.document)]),
);

test('every page is read, in every language, the not-found pages too', () => {
  expect(pages.length).toBeGreaterThan(200);
  expect(new Set(pages.map((page) => localeFromPath(page.route)))).toEqual(new Set(LOCALES));
  expect(byRoute.has('/de/404')).toBe(true);
});

test('the home page of each language has the header and footer links every page repeats', () => {
  for (const [locale, home] of homes) {
    expect(home.header.length, locale).toBeGreaterThan(15);
    expect(home.footer.length, locale).toBeGreaterThan(15);
  }
});

test('every page reads with JavaScript off: one h1, its main text, and every header and footer link', () => {
  const routes = sitemapRoutes();
  expect(routes.length).toBeGreaterThan(60);
  const problems = routes.flatMap((route) => {
    const page = byRoute.get(route);
    if (!page) return [`${route}: listed in the sitemap, not built`];
    return readingProblems(readBuilt(page.document), homes.get(localeFromPath(route))!).map(
      (problem) => `${route}: readable: ${problem}`,
    );
  });
  expect(problems, problems.join('\n')).toEqual([]);
});

describe('every page', () => {
  const checks: [string, (document: Document, route: string) => string[]][] = [
    ['landmarks', landmarkProblems],
    ['accessible names', accessibleNameProblems],
    ['aria references', ariaReferenceProblems],
    ['html lang', pageLangProblems],
  ];
  test.each(checks)('%s', (check, problemsOf) => {
    const problems = pages.flatMap(({ route, document }) =>
      problemsOf(document, route).map((problem) => `${route}: ${check}: ${problem}`),
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

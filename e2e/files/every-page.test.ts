import { describe, expect, test } from 'vitest';
import { is, selectAll, selectOne } from 'css-select';
import { isTag, isText, type AnyNode, type Document, type Element } from 'domhandler';
import { sitemapRoutes } from '../support/built-site';
import { LOCALES, localeFromPath, localizedPath, type Locale } from '../../src/i18n/locales';
import { LANDMARKS, readingProblems, SITE_LINKS, type Reading } from '../support/readable';
import { builtDocument } from './built-document';
import { parsedPages } from './parsed-pages';
import { accessibleNameProblems } from './page-checks/accessible-names';
import { ariaReferenceProblems } from './page-checks/aria-references';
import { fieldLimitProblems } from './page-checks/field-limits';
import { landmarkNameProblems, landmarkProblems } from './page-checks/landmarks';
import { pageLangProblems } from './page-checks/page-lang';

/**
 * What a page's HTML says, on every built page: each is parsed once here, read by every check and
 * let go before the next, so only what the checks found is kept (e2e/README.md, "The crawl"). The
 * browser crawl (every-page.spec.ts) adds what needs layout, on the routes that stand for the
 * site. A failure names the route and the check.
 */

/** Not drawn by its HTML alone: scripts, styles, templates and what the hidden attribute hides. */
const NOT_DRAWN = 'script, style, template, [hidden]';

/** The text of a node as read, without what is not drawn. */
const readText = (node: AnyNode): string =>
  isText(node) ? node.data : isTag(node) && !is(node, NOT_DRAWN) ? node.children.map(readText).join('') : '';

/** Whether an element is drawn as far as its HTML says: neither it nor an ancestor is hidden. */
const drawn = (element: Element): boolean =>
  !is(element, NOT_DRAWN) && (element.parent === null || !isTag(element.parent) || drawn(element.parent));

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
    h1: selectAll<AnyNode, Element>('h1', document).filter(drawn).length,
    mainText: (main ? readText(main) : '').replace(/\s+/g, ' ').trim(),
    header: hrefs(LANDMARKS.header),
    footer: hrefs(LANDMARKS.footer),
  };
}

const homes = new Map<Locale, Reading>(
  LOCALES.map((locale) => [locale, readBuilt(builtDocument(localizedPath(locale, '/')))]),
);

const CHECKS: [string, (document: Document, route: string) => string[]][] = [
  ['landmarks', landmarkProblems],
  ['landmark names', landmarkNameProblems],
  ['accessible names', accessibleNameProblems],
  ['aria references', ariaReferenceProblems],
  ['html lang', pageLangProblems],
  ['field limits', fieldLimitProblems],
];

/** One pass over every page: the routes read, and what each check found ("readable" for the reading). */
function readEveryPage(): { routes: Set<string>; listed: Set<string>; found: Map<string, string[]> } {
  const sitemap = sitemapRoutes();
  const listed = new Set(sitemap);
  const routes = new Set<string>();
  const found = new Map<string, string[]>(['readable', ...CHECKS.map(([check]) => check)].map((check) => [check, []]));
  const report = (check: string, route: string, problems: string[]) =>
    found.get(check)!.push(...problems.map((problem) => `${route}: ${check}: ${problem}`));
  for (const { route, document } of parsedPages()) {
    routes.add(route);
    for (const [check, problemsOf] of CHECKS) report(check, route, problemsOf(document, route));
    if (listed.has(route))
      report('readable', route, readingProblems(readBuilt(document), homes.get(localeFromPath(route))!));
  }
  for (const route of sitemap)
    if (!routes.has(route)) found.get('readable')!.push(`${route}: listed in the sitemap, not built`);
  return { routes, listed, found };
}

const { routes, listed, found } = readEveryPage();

test('every page is read, in every language, the not-found pages too', () => {
  expect(routes.size).toBeGreaterThan(200);
  expect(new Set([...routes].map(localeFromPath))).toEqual(new Set(LOCALES));
  expect(routes.has('/de/404')).toBe(true);
});

test('the home page of each language has the header and footer links every page repeats', () => {
  for (const [locale, home] of homes) {
    expect(home.header.length, locale).toBeGreaterThan(15);
    expect(home.footer.length, locale).toBeGreaterThan(15);
  }
});

test('every page reads with JavaScript off: one h1, its main text, and every header and footer link', () => {
  expect(listed.size).toBeGreaterThan(60);
  const problems = found.get('readable')!;
  expect(problems, problems.join('\n')).toEqual([]);
});

describe('every page', () => {
  test.each(CHECKS.map(([check]) => check))('%s', (check) => {
    const problems = found.get(check)!;
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

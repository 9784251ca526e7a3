import { expect, test } from 'vitest';
import { selectAll, selectOne } from 'css-select';
import type { AnyNode, Element } from 'domhandler';
import { removeElement, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { builtPages, sitemapRoutes } from '../../test-support/built-site';
import { LOCALES, localeFromPath, localizedPath, type Locale } from '../../src/i18n/locales';
import { LANDMARKS, readingProblems, SITE_LINKS, type Reading } from '../readable';

/**
 * Every page as a visitor with JavaScript off reads it (e2e/readable.ts), from its HTML. The crawl
 * reads the pages that stand for their file in a browser too, where CSS could hide what is here.
 * htmlparser2 parses a page ten times faster than happy-dom (files/built-document.ts), which
 * counts here, where every page is read.
 */
const html = new Map(builtPages().map((page) => [page.route, page.html]));

function readBuilt(route: string): Reading {
  const document = parseDocument(html.get(route) ?? '');
  const hrefs = (selector: string) => {
    const landmark = selectOne<AnyNode, Element>(selector, document);
    return [
      ...new Set(landmark ? selectAll<AnyNode, Element>(SITE_LINKS, landmark).map((a) => a.attribs.href ?? '') : []),
    ];
  };
  const main = selectOne<AnyNode, Element>('main', document);
  if (main) selectAll('script, style, template', main).forEach(removeElement);
  return {
    h1: selectAll('h1', document).length,
    mainText: (main ? textContent(main) : '').replace(/\s+/g, ' ').trim(),
    header: hrefs(LANDMARKS.header),
    footer: hrefs(LANDMARKS.footer),
  };
}

const homes = new Map<Locale, Reading>(LOCALES.map((locale) => [locale, readBuilt(localizedPath(locale, '/'))]));

test('the home page of each language has the header and footer links every page repeats', () => {
  for (const [locale, home] of homes) {
    expect(home.header.length, locale).toBeGreaterThan(15);
    expect(home.footer.length, locale).toBeGreaterThan(15);
  }
});

test('every page reads with JavaScript off: one h1, its main text, and every header and footer link', () => {
  const routes = sitemapRoutes();
  expect(routes.length).toBeGreaterThan(60);
  const problems = routes.flatMap((route) =>
    readingProblems(readBuilt(route), homes.get(localeFromPath(route))!).map((problem) => `${route}: ${problem}`),
  );
  expect(problems).toEqual([]);
});

import { expect, test } from 'vitest';
import type { Element } from 'happy-dom';
import { sitemapRoutes } from '../../src/build/built-site';
import { LOCALES, localeFromPath, localizedPath, type Locale } from '../../src/i18n/locales';
import { LANDMARKS, readingProblems, SITE_LINKS, type Reading } from '../readable';
import { builtDocument } from './built-document';

/**
 * Every page as a visitor with JavaScript off reads it (e2e/readable.ts), from its HTML. The crawl
 * reads the pages that stand for their file in a browser too, where CSS could hide what is here.
 */
function readBuilt(route: string): Reading {
  const document = builtDocument(route);
  const hrefs = (landmark: Element | null) => [
    ...new Set([...(landmark?.querySelectorAll(SITE_LINKS) ?? [])].map((a) => a.getAttribute('href') ?? '')),
  ];
  const main = document.querySelector('main')?.cloneNode(true) as Element | undefined;
  for (const unread of main?.querySelectorAll('script, style, template') ?? []) unread.remove();
  const reading = {
    h1: document.querySelectorAll('h1').length,
    mainText: (main?.textContent ?? '').replace(/\s+/g, ' ').trim(),
    header: hrefs(document.querySelector(LANDMARKS.header)),
    footer: hrefs(document.querySelector(LANDMARKS.footer)),
  };
  document.defaultView?.close();
  return reading;
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

import { expect, test } from 'vitest';
import { htmlFiles, routeOf } from '../support/built-site';
import { localeFromPath, SOURCE_LOCALE } from '../../src/i18n/locales';
import { urlsNotInLanguage } from '../support/urls-in-language';
import { builtDocument } from './built-document';

// Every URL of a Spanish or German page is in that page's language (e2e/urls-in-language.ts).

/** Every Spanish and German page, its not-found page included. */
const translatedRoutes = htmlFiles()
  .map((file) => routeOf(file))
  .filter((route) => localeFromPath(route) !== SOURCE_LOCALE);

test('every translated page is checked, in both languages', () => {
  const languages = new Set(translatedRoutes.map(localeFromPath));
  expect([...languages].sort()).toEqual(['de', 'es']);
  expect(translatedRoutes).toContain('/es/404');
  expect(translatedRoutes.length).toBeGreaterThan(100);
});

test('every URL of a translated page is in its language, but links to English-only pages, marked hreflang="en"', () => {
  const problems = translatedRoutes.flatMap((route) => urlsNotInLanguage(builtDocument(route), route));
  expect(problems, problems.slice(0, 60).join('\n')).toEqual([]);
});

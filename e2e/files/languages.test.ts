import { Window } from 'happy-dom';
import { expect, test } from 'vitest';
import { builtPages } from '../../test-support/built-site';
import { localeFromPath, SOURCE_LOCALE } from '../../src/i18n/locales';

/** The pages of the translations, and the visible text of each that is not marked as English. */
const translated = builtPages()
  .filter((page) => localeFromPath(page.route) !== SOURCE_LOCALE)
  .map((page) => {
    const window = new Window();
    window.document.write(page.html);
    const { document } = window;
    for (const element of document.querySelectorAll(
      'script, style, template, [lang="en"], [translate="no"], code, pre',
    ))
      element.remove();
    const text = document.body.textContent.replace(/\s+/g, ' ');
    void window.happyDOM.close();
    return { route: page.route, text };
  });

test('every page of a translation writes its amounts in its language, never as English does ($0.01, 1,000)', () => {
  expect(translated.length).toBeGreaterThan(100);
  const english = translated.flatMap(({ route, text }) =>
    [...text.matchAll(/\$\s?\d[\d,]*\.\d+|\b[1-9]\d{0,2},\d{3}\b(?![.,]\d)/g)].map((match) => `${route}: ${match[0]}`),
  );
  expect(english).toEqual([]);
});

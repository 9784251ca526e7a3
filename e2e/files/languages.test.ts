import { is } from 'css-select';
import { isTag, isText, type AnyNode } from 'domhandler';
import { expect, test } from 'vitest';
import { builtPages } from '../support/built-site';
import { localeFromPath, SOURCE_LOCALE } from '../../src/i18n/locales';
import { one, parseHtml } from '../support/parsed-html';

/** What is not read as the page's own language: code, text marked English or not to translate. */
const NOT_IN_THE_PAGE_LANGUAGE = 'script, style, template, [lang="en"], [translate="no"], code, pre';

const textOutside = (node: AnyNode): string =>
  isText(node)
    ? node.data
    : isTag(node) && !is(node, NOT_IN_THE_PAGE_LANGUAGE)
      ? node.children.map(textOutside).join('')
      : '';

/** The pages of the translations, and the visible text of each that is not marked as English. */
const translated = builtPages()
  .filter((page) => localeFromPath(page.route) !== SOURCE_LOCALE)
  .map((page) => {
    const body = one(parseHtml(page.html), 'body');
    return { route: page.route, text: (body ? textOutside(body) : '').replace(/\s+/g, ' ') };
  });

test('every page of a translation writes its amounts in its language, never as English does ($0.01, 1,000)', () => {
  expect(translated.length).toBeGreaterThan(100);
  const english = translated.flatMap(({ route, text }) =>
    [...text.matchAll(/\$\s?\d[\d,]*\.\d+|\b[1-9]\d{0,2},\d{3}\b(?![.,]\d)/g)].map((match) => `${route}: ${match[0]}`),
  );
  expect(english).toEqual([]);
});

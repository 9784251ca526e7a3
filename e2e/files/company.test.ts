import { describe, expect, test } from 'vitest';
import { builtPages } from '../support/built-site';
import { LOCALES, localeFromPath, localizedPath } from '../../src/i18n/locales';
import { frontmatter } from '../support/content-files';
import { all, builtDocument, headingTexts, one, sectionOf, textOf } from './built-document';

// What the company pages say, read from the build.

test('/about tells the story, the values and the leadership', () => {
  const document = builtDocument('/about');
  expect(all(document, 'h1')).toHaveLength(1);
  expect(headingTexts(document, 2)).toContain('Our story');
  expect(all(sectionOf(document, 'values-heading'), 'li').length).toBeGreaterThanOrEqual(3);
  expect(all(sectionOf(document, 'leadership-heading'), 'li').length).toBeGreaterThanOrEqual(3);
});

test('/careers lists open roles with a way to apply', () => {
  const roles = all(sectionOf(builtDocument('/careers'), 'openings-heading'), 'li');
  expect(roles.length).toBeGreaterThan(0);
  expect(one(roles[0], 'a')?.attribs.href).toMatch(/^mailto:careers@relaymark\.com\?subject=/);
});

describe.each([
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
  ['/cookies', 'Cookie Policy'],
])('%s', (path, heading) => {
  test('is a real policy page', () => {
    const document = builtDocument(path);
    expect(headingTexts(document, 1)).toEqual([heading]);
    expect(all(document, 'time[datetime]')).toHaveLength(1);
    expect(headingTexts(one(document, 'main'), 2).length).toBeGreaterThanOrEqual(3);
  });
});

test('/resources has six cards, each leading to a real page', () => {
  const hrefs = all(builtDocument('/resources'), '[data-resource-cards] a').map((link) => link.attribs.href);
  expect([...hrefs].sort()).toEqual(
    ['api', 'community', 'documentation', 'help', 'tutorials', 'videos'].map((id) => `/resources/${id}`),
  );
  for (const href of hrefs) {
    const document = builtDocument(href!);
    expect(all(document, 'h1'), href!).toHaveLength(1);
    expect(all(document, 'main section[id] li').length, href!).toBeGreaterThan(1);
  }
});

test('/sitemap lists every page of the site, and each language’s sitemap every page in that language', () => {
  // A forwarder page (/developers, answered with a 301 by the host) is not a page to list, nor a
  // list's later page (/blog/2): its first page is listed, and sitemap.xml has every page.
  const pages = builtPages().filter(
    (built) => !/<meta http-equiv="refresh"/.test(built.html) && !/\/\d+$/.test(built.route),
  );
  for (const locale of LOCALES) {
    const document = builtDocument(localizedPath(locale, '/sitemap'));
    expect(all(document, 'h1'), locale).toHaveLength(1);
    const listed = new Set(all(document, '[data-sitemap] a').map((link) => link.attribs.href));
    const missing = pages
      .map((built) => built.route)
      .filter((path) => localeFromPath(path) === locale && !listed.has(path));
    expect(missing, locale).toEqual([]);
    const later = [...listed].filter((path) => /\/\d+$/.test(path ?? ''));
    expect(later, `${locale}: no later page of a list`).toEqual([]);
  }
  const english = builtDocument('/sitemap');
  expect(headingTexts(english, 1)).toEqual(['Sitemap']);
  for (const product of frontmatter<{ name: string }>('products'))
    expect(textOf(one(english, `[data-sitemap] a[href="/products/${product.id}"]`)), product.id).toBe(
      product.data.name,
    );
});

import { describe, expect, test } from 'vitest';
import { builtPages } from '../../test-support/built-site';
import { LOCALES, localeFromPath, localizedPath } from '../../src/i18n/locales';
import { frontmatter } from '../content-files';
import { builtDocument, headingTexts, sectionOf, textOf } from './built-document';

// What the company pages say, read from the build.

test('/about tells the story, the values and the leadership', () => {
  const document = builtDocument('/about');
  expect(document.querySelectorAll('h1')).toHaveLength(1);
  expect(headingTexts(document, 2)).toContain('Our story');
  expect(sectionOf(document, 'values-heading')?.querySelectorAll('li').length).toBeGreaterThanOrEqual(3);
  expect(sectionOf(document, 'leadership-heading')?.querySelectorAll('li').length).toBeGreaterThanOrEqual(3);
});

test('/careers lists open roles with a way to apply', () => {
  const roles = sectionOf(builtDocument('/careers'), 'openings-heading')?.querySelectorAll('li') ?? [];
  expect(roles.length).toBeGreaterThan(0);
  expect(roles[0]?.querySelector('a')?.getAttribute('href')).toMatch(/^mailto:careers@relaymark\.com\?subject=/);
});

describe.each([
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
  ['/cookies', 'Cookie Policy'],
])('%s', (path, heading) => {
  test('is a real policy page', () => {
    const document = builtDocument(path);
    expect(headingTexts(document, 1)).toEqual([heading]);
    expect(document.querySelectorAll('time[datetime]')).toHaveLength(1);
    expect(headingTexts(document.querySelector('main') ?? undefined, 2).length).toBeGreaterThanOrEqual(3);
  });
});

test('/resources has six cards, each leading to a real page', () => {
  const hrefs = [...builtDocument('/resources').querySelectorAll('[data-resource-cards] a')].map((link) =>
    link.getAttribute('href'),
  );
  expect([...hrefs].sort()).toEqual(
    ['api', 'community', 'documentation', 'help', 'tutorials', 'videos'].map((id) => `/resources/${id}`),
  );
  for (const href of hrefs) {
    const document = builtDocument(href!);
    expect(document.querySelectorAll('h1'), href!).toHaveLength(1);
    expect(document.querySelectorAll('main section[id] li').length, href!).toBeGreaterThan(1);
  }
});

test('/sitemap lists every page of the site, and each language’s sitemap every page in that language', () => {
  // A forwarder page (/developers, answered with a 301 by the host) is not a page to list.
  const pages = builtPages().filter((built) => !/<meta http-equiv="refresh"/.test(built.html));
  for (const locale of LOCALES) {
    const document = builtDocument(localizedPath(locale, '/sitemap'));
    expect(document.querySelectorAll('h1'), locale).toHaveLength(1);
    const listed = new Set([...document.querySelectorAll('[data-sitemap] a')].map((link) => link.getAttribute('href')));
    const missing = pages
      .map((built) => built.route)
      .filter((path) => localeFromPath(path) === locale && !listed.has(path));
    expect(missing, locale).toEqual([]);
  }
  const english = builtDocument('/sitemap');
  expect(headingTexts(english, 1)).toEqual(['Sitemap']);
  for (const product of frontmatter<{ name: string }>('products'))
    expect(textOf(english.querySelector(`[data-sitemap] a[href="/products/${product.id}"]`)), product.id).toBe(
      product.data.name,
    );
});

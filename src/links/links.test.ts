import { describe, expect, it } from 'vitest';
import { isTranslatedPath } from '../i18n/content-languages';
import type { FieldShape } from '../schemas/field-shape';
import { linkHreflang, linkInLanguage, linksInLanguage, wrongLanguageLinks } from './links';

describe('localized links', () => {
  it('knows which pages are translated', () => {
    for (const path of ['/', '/pricing', '/solutions/marketing/sms', '/blog', '/blog/category/guides', '/press'])
      expect(isTranslatedPath(path), path).toBe(true);
    for (const path of ['/blog/webhook-best-practices', '/press/x', '/changelog/y', '/developers/api', '/rss.xml'])
      expect(isTranslatedPath(path), path).toBe(false);
  });

  it('sends a link to the page in the same language, keeping its query and fragment', () => {
    expect(linkInLanguage('es', '/pricing#faq')).toBe('/es/pricing#faq');
    expect(linkInLanguage('de', '/')).toBe('/de');
    expect(linkInLanguage('de', '/search?q=sms')).toBe('/de/search?q=sms');
    expect(linkInLanguage('es', '/developers/api#sms')).toBe('/developers/api#sms');
    expect(linkInLanguage('es', '/es/pricing')).toBe('/es/pricing');
    expect(linkInLanguage('es', '/press/kit.pdf')).toBe('/press/kit.pdf');
    expect(linkInLanguage('es', 'https://example.com/pricing')).toBe('https://example.com/pricing');
    expect(linkInLanguage('es', '#main')).toBe('#main');
    expect(linkInLanguage('en', '/pricing')).toBe('/pricing');
  });

  it('marks a link from a translated page to an English-only page, and no other', () => {
    expect(linkHreflang('de', '/developers/api#sms')).toBe('en');
    expect(linkHreflang('es', '/blog/webhook-best-practices')).toBe('en');
    expect(linkHreflang('es', '/blog/category/guides')).toBeUndefined();
    expect(linkHreflang('es', '/es/pricing')).toBeUndefined();
    expect(linkHreflang('en', '/developers/api')).toBeUndefined();
  });
});

describe("an entry's link fields", () => {
  const shape: FieldShape = {
    kind: 'object',
    properties: {
      title: { kind: 'copy' },
      href: { kind: 'link' },
      slug: { kind: 'value' },
      related: { kind: 'array', items: { kind: 'object', properties: { href: { kind: 'link' } } } },
    },
  };
  const data = {
    title: '/pricing',
    href: '/pricing#faq',
    slug: '/pricing',
    related: [{ href: '/developers/api' }, { href: '/' }],
    extra: '/pricing',
  };

  it('lead to the page in the language of the page showing them; no other field changes', () => {
    expect(linksInLanguage(shape, data, 'de')).toEqual({
      title: '/pricing',
      href: '/de/pricing#faq',
      slug: '/pricing',
      related: [{ href: '/developers/api' }, { href: '/de' }],
      extra: '/pricing',
    });
  });

  it('stay as written on an English page', () => {
    expect(linksInLanguage(shape, data, 'en')).toBe(data);
  });
});

const built = new Set(['/', '/pricing', '/es', '/es/pricing', '/de/pricing', '/blog/post', '/developers/api']);
const isPage = (path: string) => built.has(path);
const reasons = (page: string, html: string) =>
  wrongLanguageLinks(page, html, isPage).map((p) => `${p.url}: ${p.reason}`);

describe('URLs of a translated page', () => {
  it('lead to pages in its language where they exist', () => {
    const html =
      '<a href="/pricing#faq">x</a><a href="/es/pricing">ok</a><a href="/blog/post" hreflang="en">English only</a>' +
      '<form action="/pricing"></form><a href="/pricing" hreflang="en" lang="en">English</a><a href="/de/pricing">de</a>';
    expect(reasons('/es/pricing', html)).toEqual([
      '/pricing#faq: a link leads to English, but /es/pricing exists',
      '/pricing: a form leads to English, but /es/pricing exists',
      '/de/pricing: a link leads to de',
    ]);
  });

  it('mark a link to a page in English only', () => {
    expect(reasons('/es', '<a href="/blog/post">x</a>')).toEqual([
      '/blog/post: a link leads to a page in English only without hreflang="en"',
    ]);
  });

  it("are read from an island's props, the JSON-LD, the canonical URL and og:url, quoted or not", () => {
    const html =
      '<link rel="canonical" href="https://www.relaymark.com/pricing"><meta property="og:url" content="https://www.relaymark.com/es/pricing">' +
      '<astro-island uid="a" props="{&quot;home&quot;:[0,&quot;/&quot;],&quot;x&quot;:[0,&quot;/developers/api&quot;]}"></astro-island>' +
      '<a href="/x" title="a > b" data-x=\'/pricing\'>x</a>' +
      '<script type="application/ld+json">{"@type":"Product","url":"https://www.relaymark.com/pricing","offers":{"url":"https://example.com/pricing"}}</script>';
    expect(reasons('/es', html)).toEqual([
      'https://www.relaymark.com/pricing: the canonical URL leads to English, but /es/pricing exists',
      "/: an island's props leads to English, but /es exists",
      'https://www.relaymark.com/pricing: the JSON-LD leads to English, but /es/pricing exists',
    ]);
  });

  it('may name other languages with hreflang, each in the language it names', () => {
    const html =
      '<link rel="alternate" hreflang="en" href="https://www.relaymark.com/pricing">' +
      '<link rel="alternate" hreflang="de" href="https://www.relaymark.com/pricing">' +
      '<link rel="alternate" hreflang="x-default" href="https://www.relaymark.com/pricing"><a href="/de/pricing" hreflang="de">de</a>';
    expect(reasons('/es/pricing', html)).toEqual([
      'https://www.relaymark.com/pricing: an hreflang alternate says hreflang="de" but leads to en',
    ]);
  });

  it('of a page not translated yet name the English page as itself; its English content links in English', () => {
    const html =
      '<link rel="canonical" href="https://www.relaymark.com/pricing"><a href="/pricing">header</a>' +
      '<main lang="en"><a href="/pricing">body</a><a href="/blog/post">body</a><a href="/de/pricing">x</a></main>' +
      '<script type="application/ld+json">{"@type":"WebPage","url":"https://www.relaymark.com/pricing"}</script>' +
      '<script type="application/ld+json">{"@type":"WebPage","url":"https://www.relaymark.com/"}</script>';
    expect(reasons('/es/pricing', html)).toEqual([
      '/pricing: a link leads to English, but /es/pricing exists',
      '/de/pricing: a link leads to de',
      'https://www.relaymark.com/: the JSON-LD leads to English, but /es exists',
    ]);
  });

  it('leave English pages alone', () => {
    expect(reasons('/pricing', '<a href="/es/pricing">x</a>')).toEqual([]);
  });
});

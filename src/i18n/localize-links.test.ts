import { describe, expect, it } from 'vitest';
import { isTranslatedPath, localizeHref, localizeHtmlLinks } from './localize-links';

describe('localized links', () => {
  it('knows which pages are translated', () => {
    for (const path of ['/', '/pricing', '/solutions/marketing/sms', '/blog', '/blog/category/guides', '/press'])
      expect(isTranslatedPath(path), path).toBe(true);
    for (const path of ['/blog/webhook-best-practices', '/press/x', '/changelog/y', '/developers/api', '/rss.xml'])
      expect(isTranslatedPath(path), path).toBe(false);
  });

  it('sends a link to the page in the same language, keeping its query and fragment', () => {
    expect(localizeHref('es', '/pricing#faq')).toBe('/es/pricing#faq');
    expect(localizeHref('de', '/')).toBe('/de');
    expect(localizeHref('de', '/search?q=sms')).toBe('/de/search?q=sms');
    expect(localizeHref('es', '/developers/api#sms')).toBe('/developers/api#sms');
    expect(localizeHref('es', '/es/pricing')).toBe('/es/pricing');
    expect(localizeHref('es', 'https://example.com/pricing')).toBe('https://example.com/pricing');
    expect(localizeHref('es', '#main')).toBe('#main');
    expect(localizeHref('en', '/pricing')).toBe('/pricing');
  });

  it('rewrites the links and forms of a page, marks links to English-only pages, and touches nothing else', () => {
    const html =
      '<a href="/pricing">/pricing</a><link rel="stylesheet" href="/_astro/a.css"><form action="/search" role="search">' +
      '<astro-island props="{&quot;href&quot;:[0,&quot;/pricing&quot;]}"></astro-island><a class="x" href="/blog/post">' +
      '<a href="/pricing" hreflang="en" lang="en">English</a><abbr title="/pricing">';
    expect(localizeHtmlLinks(html, 'de')).toBe(
      '<a href="/de/pricing">/pricing</a><link rel="stylesheet" href="/_astro/a.css"><form action="/de/search" role="search">' +
        '<astro-island props="{&quot;href&quot;:[0,&quot;/pricing&quot;]}"></astro-island><a hreflang="en" class="x" href="/blog/post">' +
        '<a href="/pricing" hreflang="en" lang="en">English</a><abbr title="/pricing">',
    );
  });
});

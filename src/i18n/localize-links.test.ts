import { describe, expect, it } from 'vitest';
import { linkInLanguage } from './link-in-language';
import { isTranslatedPath, linkHreflang } from './localize-links';

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

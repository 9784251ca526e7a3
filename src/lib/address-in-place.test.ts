import { describe, expect, it } from 'vitest';
import { languageLinkAfter } from './address-in-place';

describe('a language link once the address changed in place', () => {
  it('leads to the same compose tab in its language', () => {
    expect(languageLinkAfter('/compose/sms', '/compose/sms', '/compose/fax')).toBe('/compose/fax');
    expect(languageLinkAfter('/de/compose/sms', '/compose/sms', '/compose/fax')).toBe('/de/compose/fax');
    expect(languageLinkAfter('/es/compose/sms', '/compose/sms', '/compose/fax')).toBe('/es/compose/fax');
  });

  it('keeps the search, and follows a second one', () => {
    expect(languageLinkAfter('/es/search', '/search', '/search?q=webhook')).toBe('/es/search?q=webhook');
    expect(languageLinkAfter('/es/search?q=webhook', '/search?q=webhook', '/search?q=sms%20api')).toBe(
      '/es/search?q=sms%20api',
    );
    expect(languageLinkAfter('/search?q=sms', '/search?q=sms', '/search')).toBe('/search');
  });

  it('leaves a link that leads elsewhere, as an English-only page’s to a language’s home', () => {
    expect(languageLinkAfter('/de', '/blog/webhook-best-practices', '/blog/webhook-best-practices?x=1')).toBe('/de');
  });
});

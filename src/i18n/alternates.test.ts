import { describe, expect, it } from 'vitest';
import { alternatePages, hreflangAlternates } from './alternates';

describe('alternate languages of a page', () => {
  it('leads to the same page in each language', () => {
    expect(alternatePages('/es/pricing').map(({ path, current }) => [path, current])).toEqual([
      ['/pricing', false],
      ['/es/pricing', true],
      ['/de/pricing', false],
    ]);
    expect(alternatePages('/').map(({ path }) => path)).toEqual(['/', '/es', '/de']);
  });

  it("leads from an English-only page to each language's home", () => {
    expect(alternatePages('/blog/webhook-best-practices').map(({ path }) => path)).toEqual(['/', '/es', '/de']);
  });

  it('gives hreflang alternates, with x-default on English, only between translations', () => {
    expect(hreflangAlternates('/de/solutions/marketing/sms')).toEqual([
      { locale: 'en', path: '/solutions/marketing/sms' },
      { locale: 'es', path: '/es/solutions/marketing/sms' },
      { locale: 'de', path: '/de/solutions/marketing/sms' },
      { locale: 'x-default', path: '/solutions/marketing/sms' },
    ]);
    expect(hreflangAlternates('/developers/api')).toEqual([]);
  });
});

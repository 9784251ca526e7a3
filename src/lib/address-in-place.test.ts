import { describe, expect, it } from 'vitest';
import { languageLinksAfter } from './address-in-place';

const COMPOSE = ['/compose/sms', '/es/compose/sms', '/de/compose/sms'];
const SEARCH = ['/search', '/es/search', '/de/search'];

describe('the language links once the address changed in place', () => {
  it('lead to the same compose tab in each language, from any language', () => {
    expect(languageLinksAfter(COMPOSE, '/compose/sms', '/compose/fax')).toEqual([
      '/compose/fax',
      '/es/compose/fax',
      '/de/compose/fax',
    ]);
    expect(languageLinksAfter(COMPOSE, '/de/compose/sms', '/de/compose/voice')).toEqual([
      '/compose/voice',
      '/es/compose/voice',
      '/de/compose/voice',
    ]);
  });

  it('keep the search, and follow the next one, as the header and the footer list them', () => {
    const both = [...SEARCH, ...SEARCH];
    const first = languageLinksAfter(both, '/es/search', '/es/search?q=webhook');
    expect(first).toEqual(
      Array(2)
        .fill(SEARCH.map((href) => `${href}?q=webhook`))
        .flat(),
    );
    expect(languageLinksAfter(first, '/es/search?q=webhook', '/es/search?q=sms%20api')).toEqual(
      Array(2)
        .fill(SEARCH.map((href) => `${href}?q=sms%20api`))
        .flat(),
    );
    expect(languageLinksAfter(first, '/es/search?q=webhook', '/es/search')).toEqual(both);
  });

  it('stay where they lead when they share no path, as an English-only page’s lead to each home', () => {
    const homes = ['/blog/webhook-best-practices', '/es', '/de'];
    expect(languageLinksAfter(homes, homes[0]!, '/blog/webhook-best-practices?ref=1')).toEqual(homes);
  });
});

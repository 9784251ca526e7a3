import { describe, expect, it } from 'vitest';
import { statusText } from './site-search';

describe('statusText', () => {
  it('fills the term and the count', () => {
    expect(statusText('{count} results for “{term}”.', 'webhooks', 3)).toBe('3 results for “webhooks”.');
    expect(statusText('No results for “{term}”.', 'fax', 0)).toBe('No results for “fax”.');
  });
  it('shows the term exactly as typed: placeholders and replacement patterns in it are text', () => {
    expect(statusText('{count} results for “{term}”.', '{count}', 10)).toBe('10 results for “{count}”.');
    expect(statusText('{count} Ergebnisse für „{term}“.', '{term}', 2)).toBe('2 Ergebnisse für „{term}“.');
    for (const term of ['$&', "$'", '$`', '$$', '$1', '$<term>'])
      expect(statusText('No hay resultados para “{term}”.', term, 0)).toBe(`No hay resultados para “${term}”.`);
  });
});

import { describe, expect, it } from 'vitest';
import { nextPage, statusText, summaryText } from './site-search';

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

describe('summaryText', () => {
  const texts = {
    noResults: 'No results for “{term}”.',
    oneResult: '1 result for “{term}”.',
    results: '{count} results for “{term}”.',
  };
  it('counts every match, beyond the ten shown first', () => {
    expect(summaryText(texts, 'sms', 67)).toBe('67 results for “sms”.');
    expect(summaryText(texts, 'fax', 11)).toBe('11 results for “fax”.');
  });
  it('has its own sentence for one match and for none', () => {
    expect(summaryText(texts, 'postcard', 1)).toBe('1 result for “postcard”.');
    expect(summaryText(texts, 'zzz', 0)).toBe('No results for “zzz”.');
    expect(summaryText(texts, 'sms', 2)).toBe('2 results for “sms”.');
  });
});

describe('nextPage', () => {
  it('starts with the first ten, and leaves the button while more are left', () => {
    expect(nextPage(0, 67)).toEqual({ start: 0, end: 10, more: true });
    expect(nextPage(10, 67)).toEqual({ start: 10, end: 20, more: true });
  });
  it('ends at the last match, and the button goes', () => {
    expect(nextPage(60, 67)).toEqual({ start: 60, end: 67, more: false });
    expect(nextPage(10, 20)).toEqual({ start: 10, end: 20, more: false });
  });
  it('shows fewer than ten, or none, with no button', () => {
    expect(nextPage(0, 3)).toEqual({ start: 0, end: 3, more: false });
    expect(nextPage(0, 10)).toEqual({ start: 0, end: 10, more: false });
    expect(nextPage(0, 0)).toEqual({ start: 0, end: 0, more: false });
  });
});

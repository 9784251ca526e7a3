import { describe, expect, it } from 'vitest';
import { readingProblems, type Reading } from './readable';

const HOME = { header: ['/', '/pricing', '/blog'], footer: ['/privacy', '/terms'] };
const MAIN_TEXT = 'Send SMS, e-mail, voice and fax from one API, with delivery reports for every message you send.';
const page = (changes: Partial<Reading> = {}): Reading => ({
  h1: 1,
  mainText: MAIN_TEXT,
  header: ['/blog', '/', '/pricing'],
  footer: ['/terms', '/privacy'],
  ...changes,
});

describe('what a visitor with JavaScript off reads', () => {
  it('passes one h1, a main text, and the home page’s header and footer links in any order', () => {
    expect(readingProblems(page(), HOME)).toEqual([]);
  });

  it.each([
    ['no h1', { h1: 0 }, '0 h1 elements'],
    ['two h1s', { h1: 2 }, '2 h1 elements'],
    ['a main text of 80 characters', { mainText: 'x'.repeat(80) }, 'the main text is 80 characters'],
    ['an empty main', { mainText: '' }, 'the main text is 0 characters'],
    ['a header link missing', { header: ['/', '/blog'] }, 'the header links differ: missing /pricing'],
    ['a footer link more', { footer: ['/privacy', '/terms', '/cookies'] }, 'the footer links differ: extra /cookies'],
    [
      'a header link replaced',
      { header: ['/', '/pricing', '/es/blog'] },
      'the header links differ: missing /blog; extra /es/blog',
    ],
  ])('names %s', (_, changes, message) => {
    expect(readingProblems(page(changes), HOME)).toEqual([message]);
  });

  it('passes a main text of 81 characters', () => {
    expect(readingProblems(page({ mainText: 'x'.repeat(81) }), HOME)).toEqual([]);
  });

  it('names every problem of a page', () => {
    expect(readingProblems(page({ h1: 0, mainText: 'Short', header: [], footer: [] }), HOME)).toEqual([
      '0 h1 elements',
      'the main text is 5 characters',
      'the header links differ: missing /, /pricing, /blog',
      'the footer links differ: missing /privacy, /terms',
    ]);
  });
});

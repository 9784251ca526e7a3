import { describe, expect, it } from 'vitest';
import { GAP, numberedPage, pageNumbers } from './pagination';

describe('pageNumbers', () => {
  it('lists every page of a short list', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the first, the last and the neighbours of the current page, with gaps between', () => {
    expect(pageNumbers(5, 9)).toEqual([1, GAP, 4, 5, 6, GAP, 9]);
    expect(pageNumbers(30, 60)).toEqual([1, GAP, 29, 30, 31, GAP, 60]);
  });

  it('keeps the row as long near either end', () => {
    expect(pageNumbers(1, 60)).toEqual([1, 2, 3, 4, GAP, 60]);
    expect(pageNumbers(60, 60)).toEqual([1, GAP, 57, 58, 59, 60]);
  });

  it('shows a single page rather than a gap that would hide only it', () => {
    expect(pageNumbers(4, 9)).toEqual([1, 2, 3, 4, 5, GAP, 9]);
  });

  it('never links more than seven items, however long the list', () => {
    for (let current = 1; current <= 100; current += 1) expect(pageNumbers(current, 100).length).toBeLessThanOrEqual(7);
  });

  it('refuses a page outside the list', () => {
    expect(() => pageNumbers(0, 3)).toThrow(/page 0 of 3/);
    expect(() => pageNumbers(4, 3)).toThrow(/page 4 of 3/);
  });

  it('refuses a page number or a page count that is not a whole number', () => {
    expect(() => pageNumbers(1.5, 3)).toThrow('page 1.5 of 3 is not a page of the list');
    expect(() => pageNumbers(1, 2.5)).toThrow('page 1 of 2.5 is not a page of the list');
    expect(() => pageNumbers(Number.NaN, 3)).toThrow('page NaN of 3 is not a page of the list');
  });
});

describe('numberedPage', () => {
  const list = { title: 'Relaymark Blog | Messaging guides', description: 'Practical guides on messaging.' };
  const naming = { title: '{title} – page {page}', description: '{description} Page {page} of {pages}.' };

  it('leaves page 1 as the list names itself', () => {
    expect(numberedPage(list, { current: 1, last: 4 }, naming)).toEqual(list);
  });

  it('names a later page after the short title and in the description', () => {
    expect(numberedPage(list, { current: 3, last: 4 }, naming)).toEqual({
      title: 'Relaymark Blog – page 3 | Messaging guides',
      description: 'Practical guides on messaging. Page 3 of 4.',
    });
  });

  it('names a title without a separator whole', () => {
    expect(numberedPage({ ...list, title: 'Changelog' }, { current: 2, last: 2 }, naming).title).toBe(
      'Changelog – page 2',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { byMonth, newestFirst } from './changelog';

const entry = (id: string, date: string, title = id) => ({ id, data: { date: new Date(date), title } });
const entries = [
  entry('a', '2026-10-02'),
  entry('b', '2026-11-20', 'Beta'),
  entry('c', '2026-11-20', 'Alpha'),
  entry('d', '2026-09-30'),
  entry('e', '2026-11-01'),
];

describe('newestFirst', () => {
  it('sorts by date, newest first, and same-day entries by title', () => {
    expect(newestFirst(entries).map((e) => e.id)).toEqual(['c', 'b', 'e', 'a', 'd']);
  });

  it('does not change the list it is given', () => {
    const copy = [...entries];
    newestFirst(entries);
    expect(entries).toEqual(copy);
  });
});

describe('byMonth', () => {
  it('groups by calendar month (UTC), newest month first', () => {
    const groups = byMonth(entries);
    expect(groups.map((group) => [group.id, group.label, group.entries.map((e) => e.id)])).toEqual([
      ['2026-11', 'November 2026', ['c', 'b', 'e']],
      ['2026-10', 'October 2026', ['a']],
      ['2026-09', 'September 2026', ['d']],
    ]);
  });

  it('returns no groups for no entries', () => {
    expect(byMonth([])).toEqual([]);
  });
});

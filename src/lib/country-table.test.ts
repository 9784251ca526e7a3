import { describe, expect, it } from 'vitest';
import { filterCountries, sortCountries, type CountryRow } from './country-table';

const row = (id: string, name: string, smsOutbound: number, voicePerMinute = 0.03): CountryRow => ({
  id,
  name,
  smsOutbound,
  smsInbound: 0,
  voicePerMinute,
});
const rows = [
  row('DE', 'Germany', 0.085),
  row('TR', 'Türkiye', 0.021),
  row('CI', 'Côte d’Ivoire', 0.05),
  row('US', 'United States', 0.01, 0.05),
  row('GB', 'United Kingdom', 0.04, 0.05),
];
const ids = (list: CountryRow[]) => list.map((item) => item.id);

describe('filterCountries', () => {
  it('matches part of a name, ignoring case and accents', () => {
    expect(ids(filterCountries(rows, 'united'))).toEqual(['US', 'GB']);
    expect(ids(filterCountries(rows, ' TURK'))).toEqual(['TR']);
    expect(ids(filterCountries(rows, 'cote'))).toEqual(['CI']);
  });

  it('matches a whole country code', () => {
    expect(ids(filterCountries(rows, 'de'))).toEqual(['DE']);
    expect(ids(filterCountries(rows, 'gb'))).toEqual(['GB']);
  });

  it('keeps every row for an empty query and none for a miss', () => {
    expect(filterCountries(rows, '  ')).toHaveLength(rows.length);
    expect(filterCountries(rows, 'atlantis')).toEqual([]);
  });
});

describe('sortCountries', () => {
  it('sorts by name either way', () => {
    expect(ids(sortCountries(rows, 'name', 'ascending'))).toEqual(['CI', 'DE', 'TR', 'GB', 'US']);
    expect(ids(sortCountries(rows, 'name', 'descending'))).toEqual(['US', 'GB', 'TR', 'DE', 'CI']);
  });

  it('sorts by a rate, ties in name order, without changing the input', () => {
    expect(ids(sortCountries(rows, 'smsOutbound', 'ascending'))).toEqual(['US', 'TR', 'GB', 'CI', 'DE']);
    expect(ids(sortCountries(rows, 'smsOutbound', 'descending'))).toEqual(['DE', 'CI', 'GB', 'TR', 'US']);
    expect(ids(sortCountries(rows, 'voicePerMinute', 'descending'))).toEqual(['GB', 'US', 'CI', 'DE', 'TR']);
    expect(ids(rows)).toEqual(['DE', 'TR', 'CI', 'US', 'GB']);
  });
});

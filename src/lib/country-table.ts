/** Filtering and sorting of the country price table on /pricing/sms. */

export interface CountryRow {
  id: string;
  name: string;
  smsOutbound: number;
  smsInbound: number;
  voicePerMinute: number;
}

export type SortKey = 'name' | 'smsOutbound' | 'smsInbound' | 'voicePerMinute';
export type SortDirection = 'ascending' | 'descending';

/** Lower case without accents, so "cote" finds "Côte d’Ivoire" and "turkiye" finds "Türkiye". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en').trim();

/** Rows whose name contains the query, or whose code is the query ("de" finds Germany). */
export function filterCountries<T extends CountryRow>(rows: T[], query: string): T[] {
  const wanted = fold(query);
  if (!wanted) return rows;
  return rows.filter((row) => fold(row.name).includes(wanted) || row.id.toLowerCase() === wanted);
}

/** A sorted copy; ties (equal rates) stay in name order. */
export function sortCountries<T extends CountryRow>(rows: T[], key: SortKey, direction: SortDirection): T[] {
  const sign = direction === 'ascending' ? 1 : -1;
  const byName = (a: T, b: T) => a.name.localeCompare(b.name, 'en');
  return [...rows].sort((a, b) => (key === 'name' ? sign * byName(a, b) : sign * (a[key] - b[key]) || byName(a, b)));
}

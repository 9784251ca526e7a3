/**
 * Where a translated entry's data shows English (src/i18n/translation-merge.ts `inEnglish`), as the
 * loader stores it with the entry: each place a list of keys and list positions into the data. The
 * data layer takes it off again (src/data/shown-in-english.ts), so no page sees it.
 */
export type EnglishPlace = (string | number)[];

const FIELD = '__inEnglish';

/** The parsed entry data, carrying its places in English (the data as it was when there are none). */
export function withEnglishPlaces<Data>(data: Data, places: readonly EnglishPlace[]): Data {
  if (places.length === 0 || typeof data !== 'object' || data === null) return data;
  return { ...data, [FIELD]: places };
}

/** An entry's data without the places it carries, and those places. */
export function takeEnglishPlaces<Data>(data: Data): { data: Data; places: EnglishPlace[] } {
  if (typeof data !== 'object' || data === null || !(FIELD in data)) return { data, places: [] };
  const { [FIELD]: places, ...rest } = data as Record<string, unknown>;
  return { data: rest as Data, places: places as EnglishPlace[] };
}

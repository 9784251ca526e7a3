import { holdsCopy, listKey, type FieldShape } from '../schemas/field-shape';
import { isValueNotWording } from './value-text';

/** Where a text or item sits: as a translator reads it ("labels.menu", "developers[href=/developers/sdks]"), and as keys and list positions of the merged data. */
export interface Place {
  path: string;
  at: (string | number)[];
}

/** What a translation gets wrong against its English entry, at a key path: the build stops at it. */
export interface TranslationProblem {
  path: string;
  /**
   * `value`: it writes a value (a price, a link), which only English sets; `extra`: a field the
   * schema does not have; `unpaired`: a list item without the id (or href) of the English item it
   * translates; `repeated`: a second item with the same key; `form`: a text where English has a list or a group of texts, or the other way round.
   */
  problem: 'value' | 'extra' | 'unpaired' | 'repeated' | 'form';
}

/** A text or list item the page shows in English: the translation lacks it, or writes it as in English. */
export interface InEnglish {
  path: string;
  /** Its place in the merged data; none for a Markdown file's body, which the data does not hold. */
  at?: Place['at'];
  reason: 'missing' | 'same as English';
  /** The text left as in English. */
  text?: string;
}

export interface MergedTranslation {
  /** The English entry with the translation's wording in place; a value always comes from English. */
  data: unknown;
  problems: TranslationProblem[];
  /** What is shown in English, in the order of the English entry. */
  inEnglish: InEnglish[];
  /**
   * What the translation still writes that English no longer has (an item English removed, or a
   * key it changed, a text it dropped), by path: left out of the page, and reported, not stopped
   * at, so an English edit alone never stops the build.
   */
  leftOver: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

const absent = (value: unknown) => value === undefined || value === null;

const ROOT: Place = { path: '', at: [] };

const field = (place: Place, key: string): Place => ({
  path: place.path === '' ? key : `${place.path}.${key}`,
  at: [...place.at, key],
});

/** A list item's place, named by its key ("features[id=sso]"), or by its position when it has none. */
const item = (place: Place, index: number, key?: string, value?: unknown): Place => ({
  path: key === undefined ? `${place.path}[${index}]` : `${place.path}[${key}=${String(value)}]`,
  at: [...place.at, index],
});

/** Whether a translated value writes any wording at all (a text the schema marks as copy). */
function writesWording(shape: FieldShape, value: unknown): boolean {
  if (absent(value)) return false;
  if (shape.kind === 'copy') return typeof value === 'string' && value.trim() !== '';
  if (shape.kind === 'object')
    return isRecord(value) && Object.entries(shape.properties).some(([key, inner]) => writesWording(inner, value[key]));
  if (shape.kind === 'array') return Array.isArray(value) && value.some((entry) => writesWording(shape.items, entry));
  return false;
}

/** The key a list's items pair by across languages, or a developer's error for a list that has none. */
function keyOf(items: FieldShape, place: Place): string {
  const key = listKey(items);
  if (key === undefined)
    throw new Error(
      `The list "${place.path}" holds wording but its items have no \`id\` or link \`href\` to pair them across languages: give them one in its schema (src/schemas/)`,
    );
  return key;
}

/** The English texts a translation does not have: each list item whole, each other text on its own. */
function untranslated(shape: FieldShape, english: unknown, place: Place): InEnglish[] {
  if (absent(english) || !holdsCopy(shape)) return [];
  if (shape.kind === 'copy') return [{ ...place, reason: 'missing' }];
  if (shape.kind === 'object' && isRecord(english))
    return Object.entries(shape.properties).flatMap(([key, inner]) =>
      untranslated(inner, english[key], field(place, key)),
    );
  if (shape.kind === 'array' && Array.isArray(english)) {
    const key = keyOf(shape.items, place);
    return english.map((entry: unknown, index) => ({
      ...item(place, index, key, isRecord(entry) ? entry[key] : undefined),
      reason: 'missing' as const,
    }));
  }
  return [];
}

/** Where an English entry shows in a language that has no translation of it at all: every list item whole, every other text. */
export const untranslatedPlaces = (shape: FieldShape, english: unknown): Place['at'][] =>
  untranslated(shape, english, ROOT).flatMap(({ at }) => (at ? [at] : []));

/**
 * A list's items, each merged with the translated item that has its key (its `id`, or its link's
 * `href`), so adding, removing or moving an item in English moves no text. The translated item
 * writes its key, the one value it holds: which English item it translates. An English item no
 * translated item pairs with, or one whose translation writes no wording, is shown in English whole.
 */
function mergeItems(
  items: FieldShape,
  english: unknown[],
  translation: unknown[],
  keptAsIs: ReadonlySet<string>,
  place: Place,
): MergedTranslation {
  const key = keyOf(items, place);
  const keyOfItem = (entry: unknown) => (isRecord(entry) ? entry[key] : undefined);
  const englishKeys = new Set(english.map(keyOfItem));
  const problems: TranslationProblem[] = [];
  const inEnglish: InEnglish[] = [];
  const leftOver: string[] = [];
  const data = english.map((entry, index) => {
    const at = item(place, index, key, keyOfItem(entry));
    const counterpart = translation.find((candidate) => keyOfItem(candidate) === keyOfItem(entry));
    if (counterpart === undefined || !writesWording(items, counterpart)) {
      if (isRecord(counterpart)) {
        const merged = mergeTranslation(items, entry, withoutKey(counterpart, key), keptAsIs, at);
        problems.push(...merged.problems);
        leftOver.push(...merged.leftOver);
      }
      inEnglish.push({ ...at, reason: 'missing' });
      return entry;
    }
    const merged = mergeTranslation(items, entry, withoutKey(counterpart, key), keptAsIs, at);
    problems.push(...merged.problems);
    inEnglish.push(...merged.inEnglish);
    leftOver.push(...merged.leftOver);
    return merged.data;
  });
  const seen = new Set<unknown>();
  translation.forEach((entry, index) => {
    const value = keyOfItem(entry);
    const path = item(place, index, key, value).path;
    if (absent(value)) problems.push({ path: `${place.path}[${index}]`, problem: 'unpaired' });
    else if (!englishKeys.has(value)) leftOver.push(path);
    else if (seen.has(value)) problems.push({ path, problem: 'repeated' });
    seen.add(value);
  });
  return { data, problems, inEnglish, leftOver };
}

const withoutKey = (entry: unknown, key: string): unknown =>
  isRecord(entry) ? Object.fromEntries(Object.entries(entry).filter(([name]) => name !== key)) : entry;

/**
 * A translated entry as the site reads it: the English entry, with every text the schema marks as
 * copy taken from the translation. A translation writes wording only, so a value it writes is a
 * problem (`value`), as is a field no schema has (`extra`); the build stops at them. A text or list
 * item English no longer has is left out (`leftOver`). A text or list item it lacks is shown in
 * English (`inEnglish`), as is a text it leaves exactly as in English, unless that is a value-like
 * text or `keptAsIs` lists it (brand, product and code names).
 */
export function mergeTranslation(
  shape: FieldShape,
  english: unknown,
  translation: unknown,
  keptAsIs: ReadonlySet<string>,
  place: Place = ROOT,
): MergedTranslation {
  const result = (
    data: unknown,
    problems: TranslationProblem[] = [],
    inEnglish: InEnglish[] = [],
    leftOver: string[] = [],
  ): MergedTranslation => ({ data, problems, inEnglish, leftOver });
  if (!holdsCopy(shape)) return result(english, absent(translation) ? [] : [{ path: place.path, problem: 'value' }]);
  if (absent(translation)) return result(english, [], untranslated(shape, english, place));
  if (absent(english)) return result(english, [], [], [place.path]);

  if (shape.kind === 'copy') {
    const same =
      typeof english === 'string' &&
      english === translation &&
      !isValueNotWording(english) &&
      !keptAsIs.has(english.trim());
    return result(translation, [], same ? [{ ...place, reason: 'same as English', text: english }] : []);
  }
  if (shape.kind === 'array') {
    // An English file of the wrong form fails its own schema check.
    if (!Array.isArray(english)) return result(english);
    if (!Array.isArray(translation)) return result(english, [{ path: place.path, problem: 'form' }]);
    return mergeItems(shape.items, english, translation, keptAsIs, place);
  }
  if (shape.kind === 'object' && isRecord(english) && isRecord(translation)) {
    const data: Record<string, unknown> = { ...english };
    const problems: TranslationProblem[] = [];
    const inEnglish: InEnglish[] = [];
    const leftOver: string[] = [];
    for (const key of new Set([...Object.keys(english), ...Object.keys(translation)])) {
      const inner = shape.properties[key];
      if (!inner) {
        problems.push({ path: field(place, key).path, problem: 'extra' });
        continue;
      }
      const merged = mergeTranslation(inner, english[key], translation[key], keptAsIs, field(place, key));
      if (merged.data !== undefined) data[key] = merged.data;
      problems.push(...merged.problems);
      inEnglish.push(...merged.inEnglish);
      leftOver.push(...merged.leftOver);
    }
    return result(data, problems, inEnglish, leftOver);
  }
  return result(english, isRecord(english) ? [{ path: place.path, problem: 'form' }] : []);
}

/** The build's message for what a translation file gets wrong, a line per problem, naming the file, the key and the fix. */
export function describeTranslationProblems(
  translation: string,
  english: string,
  problems: readonly TranslationProblem[],
): string[] {
  return problems.map(({ path, problem }) => {
    const key = path === '' ? 'the entry' : `"${path}"`;
    if (problem === 'extra')
      return `${translation}: ${key} is not a field here (nor in ${english}): correct its name, or remove it (content/README.md, section 5, lists every field)`;
    if (problem === 'unpaired')
      return `${translation}: ${key} does not say which item of ${english} it translates: write that item's id (or its link's href) in it`;
    if (problem === 'repeated') return `${translation}: ${key} is there twice: keep one`;
    if (problem === 'form')
      return `${translation}: ${key} is not written as in ${english} (a list, a group of texts or a text): write it the same way`;
    return `${translation}: ${key} is a value, not wording: remove it here; ${english} sets it for every language`;
  });
}

/**
 * The build's warning for each text, item or entry a translation still writes that English no
 * longer has: the pages leave it out, so the build goes on.
 */
export const describeLeftOver = (translation: string, english: string, paths: readonly string[]): string[] =>
  paths.map(
    (path) =>
      `${translation}: ${path === '' ? 'the entry' : `"${path}"`} is no longer in ${english}, so the site leaves it out: remove it here, or give it the key English has now`,
  );

/** A place in a list file's entry, with the entry's id in front ("[id=basic].name"; the entry itself: "[id=basic]"). */
export const inListEntryPath = (id: unknown, path: string): string =>
  `[id=${String(id)}]${path === '' ? '' : `.${path}`}`;

/** A list file's entry's places, with the entry's id in front of each key. */
export const inListEntry = <Found extends { path: string }>(id: unknown, found: readonly Found[]): Found[] =>
  found.map((entry) => ({ ...entry, path: inListEntryPath(id, entry.path) }));

/**
 * The items of an English entry's lists that share their key (an `id`, or a link's `href`) with an
 * item before them in the same list ("developers[href=/developers/sdks]"): a translation could not
 * say which of them it translates.
 */
export function repeatedKeys(shape: FieldShape, data: unknown, path = ''): string[] {
  if (shape.kind === 'object' && isRecord(data))
    return Object.entries(shape.properties).flatMap(([name, inner]) =>
      repeatedKeys(inner, data[name], path === '' ? name : `${path}.${name}`),
    );
  if (shape.kind !== 'array' || !Array.isArray(data)) return [];
  const key = listKey(shape.items);
  const seen = new Set<unknown>();
  return data.flatMap((item: unknown, index) => {
    const value = key && isRecord(item) ? item[key] : undefined;
    const at = value === undefined ? `${path}[${index}]` : `${path}[${key}=${String(value)}]`;
    const repeated = value !== undefined && seen.has(value) ? [at] : [];
    seen.add(value);
    return [...repeated, ...repeatedKeys(shape.items, item, at)];
  });
}

/**
 * Where a translated entry's data shows English (`inEnglish` above, by its `at`), as the loader
 * stores it with the entry: each place a list of keys and list positions into the data. The
 * data layer takes it off again (src/data/localized.ts), so no page sees it.
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

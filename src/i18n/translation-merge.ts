import { holdsCopy, type FieldShape } from '../schemas/field-shape';
import { isValueNotWording } from './translation-diff';

/** What a translation gets wrong against its English entry, at a key path ("labels.menu", "steps[2].title"). */
export interface TranslationProblem {
  path: string;
  problem: 'missing' | 'extra' | 'value' | 'same as English';
  /** The text left as in English. */
  text?: string;
}

export interface MergedTranslation {
  /** The English entry with the translation's wording in place; a value always comes from English. */
  data: unknown;
  problems: TranslationProblem[];
}

const pathJoin = (at: string, key: string | number) =>
  typeof key === 'number' ? `${at}[${key}]` : at === '' ? key : `${at}.${key}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

const absent = (value: unknown) => value === undefined || value === null;

const idOf = (item: unknown): unknown => (isRecord(item) ? item.id : undefined);

/** Whether a list's items are paired by id: every item on both sides has one. */
const byId = (items: FieldShape, english: unknown[], translation: unknown[]) =>
  items.kind === 'object' &&
  'id' in items.properties &&
  english.every((item) => idOf(item) !== undefined) &&
  translation.every((item) => idOf(item) !== undefined);

/** A translated item may name the item it translates by the same id; the id is not a value it sets. */
const sameIdDropped = (english: unknown, translated: unknown): unknown =>
  isRecord(translated) && idOf(translated) !== undefined && idOf(translated) === idOf(english)
    ? Object.fromEntries(Object.entries(translated).filter(([key]) => key !== 'id'))
    : translated;

/**
 * A list's items, each merged with the translated item it pairs with: the one with its id when the
 * items have ids (so adding an item in English moves no text; the translated item keeps its `id`,
 * the one value it writes: which item it translates), else the one at its position.
 */
function mergeItems(
  items: FieldShape,
  english: unknown[],
  translation: unknown[],
  keptAsIs: ReadonlySet<string>,
  at: string,
): MergedTranslation {
  const matchById = byId(items, english, translation);
  const pathOf = (item: unknown, index: number) =>
    matchById ? `${at}[id=${String(idOf(item))}]` : pathJoin(at, index);
  const counterpart = (item: unknown, index: number) =>
    matchById ? translation.find((candidate) => idOf(candidate) === idOf(item)) : translation[index];
  const merged = english.map((item, index) =>
    mergeTranslation(items, item, sameIdDropped(item, counterpart(item, index)), keptAsIs, pathOf(item, index)),
  );
  const extra = translation
    .map((item, index) => ({ item, index }))
    .filter(({ item, index }) =>
      matchById ? !english.some((candidate) => idOf(candidate) === idOf(item)) : index >= english.length,
    )
    .map(({ item, index }) => ({ path: pathOf(item, index), problem: 'extra' as const }));
  return { data: merged.map(({ data }) => data), problems: [...merged.flatMap(({ problems }) => problems), ...extra] };
}

/**
 * A translated entry as the site reads it: the English entry, with every text the schema marks as
 * copy taken from the translation. A translation writes wording only, so what else it writes is a
 * problem (`value`), as is a text the English entry has and it lacks (`missing`), one the English
 * entry lacks (`extra`), and a text left exactly as in English (`same as English`) unless it is a
 * value-like text or `keptAsIs` lists it (brand, product and code names).
 */
export function mergeTranslation(
  shape: FieldShape,
  english: unknown,
  translation: unknown,
  keptAsIs: ReadonlySet<string>,
  at = '',
): MergedTranslation {
  if (!holdsCopy(shape))
    return { data: english, problems: absent(translation) ? [] : [{ path: at, problem: 'value' }] };
  if (absent(translation))
    return { data: english, problems: absent(english) ? [] : [{ path: at, problem: 'missing' }] };
  if (absent(english)) return { data: english, problems: [{ path: at, problem: 'extra' }] };

  if (shape.kind === 'copy') {
    const same =
      typeof english === 'string' &&
      english === translation &&
      !isValueNotWording(english) &&
      !keptAsIs.has(english.trim());
    return { data: translation, problems: same ? [{ path: at, problem: 'same as English', text: english }] : [] };
  }
  if (shape.kind === 'array') {
    if (!Array.isArray(english) || !Array.isArray(translation))
      return { data: english, problems: [{ path: at, problem: 'missing' }] };
    return mergeItems(shape.items, english, translation, keptAsIs, at);
  }
  if (shape.kind === 'object' && isRecord(english) && isRecord(translation)) {
    const data: Record<string, unknown> = { ...english };
    const problems: TranslationProblem[] = [];
    for (const key of new Set([...Object.keys(english), ...Object.keys(translation)])) {
      const field = shape.properties[key];
      if (!field || (!(key in english) && !holdsCopy(field))) {
        problems.push({ path: pathJoin(at, key), problem: key in english ? 'value' : 'extra' });
        continue;
      }
      const merged = mergeTranslation(field, english[key], translation[key], keptAsIs, pathJoin(at, key));
      if (merged.data !== undefined) data[key] = merged.data;
      problems.push(...merged.problems);
    }
    return { data, problems };
  }
  return { data: english, problems: [{ path: at, problem: 'missing' }] };
}

/** The build's message for what a translation file gets wrong, a line per problem, naming the file and the key. */
export function describeTranslationProblems(
  translation: string,
  english: string,
  problems: readonly TranslationProblem[],
): string[] {
  return problems.map(({ path, problem }) => {
    const key = path === '' ? 'the entry' : `"${path}"`;
    if (problem === 'missing') return `${translation}: ${key} is missing (${english} has it): translate it`;
    if (problem === 'extra') return `${translation}: ${key} is not in ${english}; remove it, or add it there first`;
    if (problem === 'value')
      return `${translation}: ${key} is a value, not wording: remove it here; ${english} sets it for every language`;
    return `${translation}: ${key} reads exactly as in English: translate it, or list the text in content/same-in-translation.yaml if it stays as it is`;
  });
}

/** A list file's entry's problems, with the entry's id in front of each key. */
export const inListEntry = (id: unknown, problems: readonly TranslationProblem[]): TranslationProblem[] =>
  problems.map((problem) => ({
    ...problem,
    path: `[id=${String(id)}]${problem.path === '' ? '' : `.${problem.path}`}`,
  }));

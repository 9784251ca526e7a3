import { existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader } from 'astro/loaders';
import { localizedId, translationPath } from '../i18n/entries';
import { LOCALES, SOURCE_LOCALE, type Locale } from '../i18n/locales';
import { parseYamlOf, readContentFile } from './entry-data';

/**
 * An entry of a YAML list file keeps its place in the list, as content/README.md promises: the
 * content store hands entries back sorted by id, so the loader stores the place with the entry's
 * data and the data layer (src/data/localized.ts) sorts by it and takes it off, so no page sees it.
 */
const FIELD = '__position';

/** The parsed entry data, carrying its place in its list. */
function withPosition<Data>(data: Data, position: number): Data {
  return typeof data === 'object' && data !== null ? { ...data, [FIELD]: position } : data;
}

/** An entry's data without the place it carries, and that place (undefined for an entry of a folder). */
export function takePosition<Data>(data: Data): { data: Data; position: number | undefined } {
  if (typeof data !== 'object' || data === null || !(FIELD in data)) return { data, position: undefined };
  const { [FIELD]: position, ...rest } = data as Record<string, unknown>;
  return { data: rest as Data, position: position as number };
}

/** Where each id that appears more than once in a YAML list sits: its 1-based line numbers. */
export function duplicateIds(source: string, entries: unknown): { id: string; lines: number[] }[] {
  if (!Array.isArray(entries)) return [];
  const ids = entries.map((entry: unknown) =>
    entry && typeof entry === 'object' && 'id' in entry ? String(entry.id) : undefined,
  );
  const repeated = [...new Set(ids.filter((id, index) => id !== undefined && ids.indexOf(id) !== index))];
  const lines = source.split('\n');
  return repeated.map((id) => ({
    id: id as string,
    lines: lines.flatMap((line, index) => {
      const match = /^\s*(?:-\s+)?id:\s*["']?(.*?)["']?\s*$/.exec(line);
      return match?.[1] === id ? [index + 1] : [];
    }),
  }));
}

/** Throws naming both lines of two entries of a YAML list that share an id. */
function checkIds(path: string, text: string, entries: unknown): void {
  const repeated = duplicateIds(text, entries);
  if (repeated.length > 0) {
    const list = repeated.map(({ id, lines }) => `"${id}" (lines ${lines.join(' and ')})`).join(', ');
    throw new Error(`${path}: two entries share the id ${list}. Give each entry its own id.`);
  }
}

/**
 * Parses a YAML list file, or throws naming the file and the line of a syntax error, or both
 * lines of two entries that share an id.
 */
export function checkYamlList(path: string, text: string): unknown {
  const entries = parseYamlOf(path, text);
  checkIds(path, text, entries);
  return entries;
}

/** A list file's entries: each with an id, as a list file's entries are paired across languages by it. */
function entriesOf(path: string): { id: string; item: Record<string, unknown> }[] {
  const { text, data } = readContentFile(path);
  checkIds(path, text, data);
  if (data === undefined || data === null) return [];
  if (!Array.isArray(data)) throw new Error(`${path}: write a list, each entry starting with "- id:"`);
  return data.map((item: unknown, index) => {
    const id = (item as { id?: unknown } | null)?.id;
    if (id === undefined || id === null || id === '')
      throw new Error(`${path}: entry ${index + 1} has no id. Give it one, e.g. "- id: basic"`);
    return { id: String(id), item: item as Record<string, unknown> };
  });
}

/**
 * A YAML list file (content/pricing/plans.yaml), and when `translated` its translations that are
 * written (content/pricing/de/plans.yaml): every entry a list item, under its id with the
 * language's prefix ("de/basic"). Each file is read once, and stops the load at a syntax error or a
 * repeated id, naming the file and the lines (Astro's `file()` loader would log them and load an
 * empty or merged collection). A translated entry carries its English item's place in the list,
 * for the data layer to sort by (takePosition); an English-only list is sorted where it is shown.
 */
export function yamlList(path: string, translated: boolean): Loader {
  const locales: readonly Locale[] = translated ? LOCALES : [SOURCE_LOCALE];
  return {
    name: 'yaml-list',
    load: async ({ config, store, parseData }) => {
      const root = fileURLToPath(config.root);
      const english = entriesOf(path);
      const position = new Map(english.map(({ id }, index) => [id, index]));
      const entries: Parameters<typeof store.set>[0][] = [];
      for (const locale of locales) {
        const file = translationPath(path, locale);
        if (file !== path && !existsSync(file)) continue;
        const filePath = resolve(root, file);
        for (const { id, item } of file === path ? english : entriesOf(file)) {
          const data = await parseData({ id, data: item, filePath });
          entries.push({
            id: localizedId(locale, id),
            data: translated ? withPosition(data, position.get(id) ?? english.length) : data,
            filePath: relative(root, filePath),
          });
        }
      }
      // Replaced only once every file has parsed: a mistake saved in `astro dev` keeps the last good entries.
      store.clear();
      for (const entry of entries) store.set(entry);
    },
  };
}

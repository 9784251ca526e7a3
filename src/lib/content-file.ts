/** A content file as the loaders read it: read and parsed once, and a YAML list file's entries by id. */

import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { CORE_SCHEMA, load } from 'js-yaml';

/** A content file as the loaders use it: its text, its data (a YAML file, or a Markdown file's front matter) and its body. */
export interface ContentFile {
  text: string;
  data: unknown;
  /** A Markdown file's body, without its front matter, trimmed. */
  body: string | undefined;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)([\s\S]*)$/;

/**
 * YAML's data, dates kept as written (the schemas check them: YAML's own dates would read
 * 2026-02-30 as 2 March), or an error naming the file and the line of the mistake.
 */
function parseYamlOf(path: string, yaml: string): unknown {
  try {
    return load(yaml, { schema: CORE_SCHEMA });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${path} is not valid YAML: ${reason}`);
  }
}

/** A content file's text as the loaders read it (`path` names it in a YAML mistake). */
export function parsed(path: string, text: string): ContentFile {
  if (!path.endsWith('.md')) return { text, data: parseYamlOf(path, text), body: undefined };
  const [, yaml = '', body] = FRONT_MATTER.exec(text) ?? [];
  return { text, data: parseYamlOf(path, yaml) ?? {}, body: body?.trim() };
}

/**
 * Each file as last read, with the moment it was written: a build reads and parses an English file
 * once though its entries, its translations' merges and every collection's `{channels}` need it,
 * while `astro dev` reads a saved file again.
 */
const known = new Map<string, { written: string; file: ContentFile }>();

/** A content file, read and parsed once for as long as it is unchanged (a YAML mistake stops here, naming `path`). */
export function readContentFile(path: string): ContentFile {
  const absolute = resolve(path);
  const { mtimeMs, size } = statSync(absolute);
  const written = `${mtimeMs} ${size}`;
  const cached = known.get(absolute);
  if (cached?.written === written) return cached.file;
  const file = parsed(path, readFileSync(absolute, 'utf8'));
  known.set(absolute, { written, file });
  return file;
}

/** A content file's data as its loader reads it: a Markdown file's front matter, or a YAML file. */
export const readEntryData = (path: string): unknown => readContentFile(path).data;

/** A Markdown file's body, without its front matter. */
export const readEntryBody = (path: string): string | undefined => readContentFile(path).body;

/** The item of a YAML list file with this id. */
export function listItem(list: unknown, id: unknown): unknown {
  return Array.isArray(list)
    ? list.find((item: unknown) => typeof item === 'object' && item !== null && 'id' in item && item.id === id)
    : undefined;
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
 * A YAML list file's entries, each with its id (a list file's entries are paired across languages by
 * it): stops at an entry without one, or two that share one, naming the file and the lines. For a
 * translation, `english` is its English file, where an item is added before it is translated.
 */
export function listEntries(path: string, english?: string): ListEntry[] {
  const { text, data } = readContentFile(path);
  return entriesOf(path, text, data, english);
}

/** listEntries of a list file's text, not yet saved: how the schema tests check a mistake without writing it. */
export const listEntriesIn = (path: string, text: string): ListEntry[] =>
  entriesOf(path, text, parseYamlOf(path, text));

/** An entry of a YAML list file: its id and the entry itself. */
interface ListEntry {
  id: string;
  item: Record<string, unknown>;
}

function entriesOf(path: string, text: string, data: unknown, english?: string): ListEntry[] {
  checkIds(path, text, data);
  if (data === undefined || data === null) return [];
  if (!Array.isArray(data)) throw new Error(`${path}: write a list, each entry starting with "- id:"`);
  return data.map((item: unknown, index) => {
    const id = (item as { id?: unknown } | null)?.id;
    if (id === undefined || id === null || id === '')
      throw new Error(
        english === undefined
          ? `${path}: entry ${index + 1} has no id. Give it one, e.g. "- id: basic"`
          : `${path}: entry ${index + 1} has no id. A translation translates the items of ${english}, each by its id: add the item there (in the editor, in the English tab), then translate it here, and remove this one`,
      );
    return { id: String(id), item: item as Record<string, unknown> };
  });
}

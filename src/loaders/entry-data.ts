import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { load as parseYaml } from 'js-yaml';

/** A content file as the loaders use it: its text, its data (a YAML file, or a Markdown file's front matter) and its body. */
export interface ContentFile {
  text: string;
  data: unknown;
  /** A Markdown file's body, without its front matter, trimmed. */
  body: string | undefined;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)([\s\S]*)$/;

/** YAML's data, or an error naming the file and the line of the mistake. */
export function parseYamlOf(path: string, yaml: string): unknown {
  try {
    return parseYaml(yaml);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${path} is not valid YAML: ${reason}`);
  }
}

function parsed(path: string, text: string): ContentFile {
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

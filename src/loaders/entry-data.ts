import { readFileSync } from 'node:fs';
import { load as parseYaml } from 'js-yaml';

/** A content file's data as its loader reads it: a Markdown file's front matter, or a YAML file. */
export function readEntryData(path: string): unknown {
  const source = readFileSync(path, 'utf8');
  if (!path.endsWith('.md')) return parseYaml(source);
  return parseYaml(/^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '') ?? {};
}

/** A Markdown file's body, without its front matter. */
export const readEntryBody = (path: string): string | undefined =>
  /^---\r?\n[\s\S]*?\r?\n---\r?\n?([\s\S]*)$/.exec(readFileSync(path, 'utf8'))?.[1]?.trim();

/** The item of a YAML list file with this id. */
export function listItem(list: unknown, id: unknown): unknown {
  return Array.isArray(list)
    ? list.find((item: unknown) => typeof item === 'object' && item !== null && 'id' in item && item.id === id)
    : undefined;
}

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import type { Translation } from './locales.ts';

/** The file listing the texts a translation keeps exactly as in English (brand, product and code names). */
export const KEPT_AS_IS_FILE = 'same-in-translation.yaml';

/** A content file as data: YAML as it parses, Markdown as its front matter plus its body. */
export function readContentFile(path: string): unknown {
  const source = readFileSync(path, 'utf8');
  if (!path.endsWith('.md')) return load(source);
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  const data = match ? load(match[1] ?? '') : {};
  const body = (match ? (match[2] ?? '') : source).trim();
  return { ...(typeof data === 'object' && data !== null ? data : {}), ...(body === '' ? {} : { body }) };
}

/** The texts kept as in English: those listed for every language, and those for this one. */
export function keptAsIs(contentDir: string, locale: Translation): Set<string> {
  const path = join(contentDir, KEPT_AS_IS_FILE);
  if (!existsSync(path)) return new Set();
  const lists = (load(readFileSync(path, 'utf8')) ?? {}) as Partial<Record<'every language' | Translation, string[]>>;
  return new Set([...(lists['every language'] ?? []), ...(lists[locale] ?? [])]);
}

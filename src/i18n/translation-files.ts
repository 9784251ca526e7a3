import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import type { Translation } from './locales.ts';

/** The file listing the texts a translation keeps exactly as in English (brand, product and code names). */
export const KEPT_AS_IS_FILE = 'same-in-translation.yaml';
/** The file's list of texts kept in every language; each language's own list is under its code (`es`, `de`). */
export const EVERY_LANGUAGE = 'everyLanguage';

/**
 * The texts kept as in English: those listed for every language, and those for this one. The
 * loaders pass their own `read`, which parses the file once per build.
 */
export function keptAsIs(
  contentDir: string,
  locale: Translation,
  read: (path: string) => unknown = (path) => load(readFileSync(path, 'utf8')),
): Set<string> {
  const path = join(contentDir, KEPT_AS_IS_FILE);
  if (!existsSync(path)) return new Set();
  const lists = (read(path) ?? {}) as Partial<Record<typeof EVERY_LANGUAGE | Translation, string[]>>;
  return new Set([...(lists[EVERY_LANGUAGE] ?? []), ...(lists[locale] ?? [])]);
}

import { existsSync, globSync } from 'node:fs';
import { join } from 'node:path';
import { localeOfFile } from '../i18n/entries';
import { SOURCE_LOCALE } from '../i18n/locales';
import type { ContentSource } from './content-source';

/** The English files a collection reads (paths from the project root), without their translations. */
export function englishFilesOf(source: ContentSource): string[] {
  if (source.kind === 'file') return existsSync(source.file) ? [source.file] : [];
  return globSync(source.pattern, { cwd: source.base })
    .map((file) => join(source.base, file))
    .filter((file) => /\.(md|ya?ml)$/.test(file) && localeOfFile(file) === SOURCE_LOCALE)
    .sort();
}

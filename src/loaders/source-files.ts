import { existsSync, globSync } from 'node:fs';
import { join } from 'node:path';
import { englishPath, localeOfFile, withTranslations } from '../i18n/entries';
import { SOURCE_LOCALE } from '../i18n/locales';
import type { ContentSource } from './content-source';

type FolderSource = ContentSource & { kind: 'folder' };

/** What a folder collection's loader reads: its language folders too when it is translated (a pattern starting `**` reaches them already). */
export const folderPattern = (source: FolderSource): string =>
  source.translated && !source.pattern.startsWith('**/') ? withTranslations(source.pattern) : source.pattern;

/** The content files a folder collection reads, in every language it has (paths from the project root). */
const filesOf = (source: FolderSource): string[] =>
  globSync(folderPattern(source), { cwd: source.base })
    .map((file) => join(source.base, file))
    .filter((file) => /\.(md|ya?ml)$/.test(file))
    .sort();

/** The English files a collection reads (paths from the project root), without their translations. */
export function englishFilesOf(source: ContentSource): string[] {
  if (source.kind === 'file') return existsSync(source.file) ? [source.file] : [];
  return filesOf(source).filter((file) => localeOfFile(file) === SOURCE_LOCALE);
}

/** A folder collection's translation files whose English file is gone: the site leaves them out. */
export const translationsWithoutEnglish = (source: ContentSource): string[] =>
  source.kind === 'file'
    ? []
    : filesOf(source).filter((file) => localeOfFile(file) !== SOURCE_LOCALE && !existsSync(englishPath(file)));

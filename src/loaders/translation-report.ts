import { existsSync } from 'node:fs';
import { translationPath } from '../i18n/entries';
import { isTranslatedCollection } from '../i18n/content-languages';
import { TRANSLATIONS, type Translation } from '../i18n/locales';
import { inListEntry, type InEnglish, type TranslationProblem } from '../i18n/translation-merge';
import { keptAsIs } from '../i18n/translation-files';
import { CONTENT } from '../lib/project-files';
import { fieldShape, type CollectionSchema } from '../schemas/field-shape';
import { sourceOf } from './content-source';
import { listItem, readEntryData } from '../lib/content-file';
import { entryTranslation } from './content-loader';
import { englishFilesOf } from './source-files';

export interface FileTranslation {
  /** Paths from the project root. */
  english: string;
  translation: string;
  locale: Translation;
  collection: string;
  /** What stops the build; undefined when the translation file does not exist: the English file is shown in that language. */
  problems?: TranslationProblem[];
  /**
   * What the pages show in English although the file exists: the texts and list items it lacks or
   * leaves as in English, and a list file's entries it does not have yet (`[id=whatsapp]`).
   */
  inEnglish: InEnglish[];
}

const idsOf = (list: unknown): unknown[] =>
  Array.isArray(list) ? list.map((item: unknown) => (item as { id?: unknown } | null)?.id) : [];

/** One translation file against its English file, as the build's loaders check it. */
function fileTranslation(
  collection: string,
  shape: ReturnType<typeof fieldShape>,
  list: boolean,
  english: string,
  locale: Translation,
  kept: ReadonlySet<string>,
): FileTranslation {
  const translation = translationPath(english, locale);
  const row = { english, translation, locale, collection, inEnglish: [] as InEnglish[] };
  if (!existsSync(translation)) return row;
  const [englishData, translatedData] = [readEntryData(english), readEntryData(translation)];
  if (!list) {
    const { problems, inEnglish } = entryTranslation(
      shape,
      { file: english, data: englishData },
      { file: translation, data: translatedData },
      kept,
    );
    return { ...row, problems, inEnglish };
  }
  const problems: TranslationProblem[] = [];
  const inEnglish: InEnglish[] = [];
  for (const id of idsOf(englishData)) {
    const item = listItem(translatedData, id);
    if (item === undefined) inEnglish.push({ path: `[id=${String(id)}]`, reason: 'missing' });
    else {
      const { id: _id, ...wording } = item as Record<string, unknown>;
      const merged = entryTranslation(
        shape,
        { file: english, data: listItem(englishData, id) },
        { file: translation, data: wording },
        kept,
      );
      problems.push(...inListEntry(id, merged.problems));
      inEnglish.push(...inListEntry(id, merged.inEnglish));
    }
  }
  for (const id of idsOf(translatedData))
    if (listItem(englishData, id) === undefined) problems.push({ path: `[id=${String(id)}]`, problem: 'extra' });
  return { ...row, problems, inEnglish };
}

/**
 * Every English file of every translated collection (src/i18n/content-languages.ts), in every
 * language, with what its translation gets wrong: what `npm run translations` lists and the build's
 * loaders stop at.
 */
export function translationReport(
  collections: Record<string, { loader?: unknown; schema?: unknown }>,
  kept: (locale: Translation) => ReadonlySet<string> = (locale) => keptAsIs(CONTENT, locale),
): FileTranslation[] {
  return Object.entries(collections).flatMap(([name, collection]) => {
    const source = sourceOf(collection.loader);
    if (!source || !isTranslatedCollection(name)) return [];
    const shape = fieldShape(collection.schema as CollectionSchema | undefined);
    return englishFilesOf(source).flatMap((english) =>
      TRANSLATIONS.map((locale) => fileTranslation(name, shape, source.kind === 'file', english, locale, kept(locale))),
    );
  });
}

import { existsSync } from 'node:fs';
import { englishPath, localeOfFile, translationPath } from '../i18n/entries';
import { isTranslatedCollection } from '../i18n/content-languages';
import { TRANSLATIONS, type Translation } from '../i18n/locales';
import { inListEntry, inListEntryPath, type InEnglish, type TranslationProblem } from '../i18n/translation-merge';
import { keptAsIs } from '../i18n/translation-files';
import { CONTENT } from '../lib/project-files';
import { fieldShape, type CollectionSchema } from '../schemas/field-shape';
import { sourceOf } from './content-source';
import { listItem, readEntryData } from '../lib/content-file';
import { entryTranslation } from './content-loader';
import { englishFilesOf, translationsWithoutEnglish } from './source-files';

export interface FileTranslation {
  /** Paths from the project root. */
  english: string;
  translation: string;
  locale: Translation;
  collection: string;
  /** What stops the build; undefined when the translation file does not exist: the English file is shown in that language. */
  problems?: TranslationProblem[];
  /** What it still writes that English no longer has (`''`: the whole file), by path: the pages leave it out. */
  leftOver: string[];
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
  const row = { english, translation, locale, collection, inEnglish: [] as InEnglish[], leftOver: [] as string[] };
  if (!existsSync(translation)) return row;
  const [englishData, translatedData] = [readEntryData(english), readEntryData(translation)];
  if (!list) {
    const { problems, inEnglish, leftOver } = entryTranslation(
      shape,
      { file: english, data: englishData },
      { file: translation, data: translatedData },
      kept,
    );
    return { ...row, problems, inEnglish, leftOver };
  }
  const problems: TranslationProblem[] = [];
  const inEnglish: InEnglish[] = [];
  const leftOver: string[] = [];
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
      leftOver.push(...merged.leftOver.map((path) => inListEntryPath(id, path)));
    }
  }
  for (const id of idsOf(translatedData))
    if (listItem(englishData, id) === undefined) leftOver.push(inListEntryPath(id, ''));
  return { ...row, problems, inEnglish, leftOver };
}

/** A translation file whose English file is gone, as a row: left out of the site as a whole. */
const withoutEnglish = (collection: string, translation: string): FileTranslation => ({
  english: englishPath(translation),
  translation,
  locale: localeOfFile(translation) as Translation,
  collection,
  problems: [],
  inEnglish: [],
  leftOver: [''],
});

/**
 * Every English file of every translated collection (src/i18n/content-languages.ts), in every
 * language, with what its translation gets wrong (what the build's loaders stop at) and still writes
 * though English no longer has it (what they leave out), and every translation whose English file
 * is gone: what `npm run translations` lists.
 */
export function translationReport(
  collections: Record<string, { loader?: unknown; schema?: unknown }>,
  kept: (locale: Translation) => ReadonlySet<string> = (locale) => keptAsIs(CONTENT, locale),
): FileTranslation[] {
  return Object.entries(collections).flatMap(([name, collection]) => {
    const source = sourceOf(collection.loader);
    if (!source || !isTranslatedCollection(name)) return [];
    const shape = fieldShape(collection.schema as CollectionSchema | undefined);
    return [
      ...englishFilesOf(source).flatMap((english) =>
        TRANSLATIONS.map((locale) =>
          fileTranslation(name, shape, source.kind === 'file', english, locale, kept(locale)),
        ),
      ),
      ...translationsWithoutEnglish(source).map((translation) => withoutEnglish(name, translation)),
    ];
  });
}

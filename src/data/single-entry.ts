import { getEntry, type CollectionEntry } from 'astro:content';
import { localizedId, translationPath } from '../i18n/entries';
import { LOCALES, SOURCE_LOCALE, type Locale } from '../i18n/locales';
import { SINGLE_FILES, singleFileId, type SingleFile, type TranslatedSingleFile } from '../content.config';
import { takeEnglishPlaces, untranslatedPlaces } from '../i18n/translation-merge';
import { linksInLanguage } from '../links/links';
import { markInEnglish, shapeOf } from './localized';

type EnglishOnly = Exclude<SingleFile, TranslatedSingleFile>;

/**
 * The data of a collection made of one YAML file (src/content.config.ts), in a language: its
 * translation, or the English file while none is written, with links to the pages in that
 * language. A file that is missing, or that broke its schema (Astro prints why first), stops the
 * build naming the file. What it shows in English is marked for `langOf()` (src/data/localized.ts).
 */
export async function singleEntry<C extends TranslatedSingleFile>(
  name: C,
  locale: Locale,
): Promise<CollectionEntry<C>['data']>;
export async function singleEntry<C extends EnglishOnly>(name: C): Promise<CollectionEntry<C>['data']>;
export async function singleEntry<C extends SingleFile>(
  name: C,
  locale: Locale = SOURCE_LOCALE,
): Promise<CollectionEntry<C>['data']> {
  const id = singleFileId(name);
  const translation = locale === SOURCE_LOCALE ? undefined : await getEntry(name, localizedId(locale, id));
  const entry = translation ?? (await getEntry(name, id));
  if (!entry) {
    const file = translationPath(`content/${SINGLE_FILES[name]}`, SOURCE_LOCALE);
    throw new Error(`${file} is missing or unreadable (see the error above)`);
  }
  const { data, places } = takeEnglishPlaces(entry.data as CollectionEntry<C>['data']);
  const inLanguage = linksInLanguage(shapeOf(name), data, locale);
  // With no translation written, every text and list item of the file is shown in English.
  markInEnglish(
    inLanguage,
    !translation && locale !== SOURCE_LOCALE ? untranslatedPlaces(shapeOf(name), data) : places,
  );
  return inLanguage;
}

/** The languages a single file is written in (its page's translations), English first. */
export async function singleEntryLanguages(name: TranslatedSingleFile): Promise<Locale[]> {
  const id = singleFileId(name);
  const written = await Promise.all(
    LOCALES.map(async (locale) => (await getEntry(name, localizedId(locale, id))) !== undefined),
  );
  return LOCALES.filter((_, index) => written[index]);
}

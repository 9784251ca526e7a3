import { getCollection, type CollectionEntry, type CollectionKey } from 'astro:content';
import { splitEntryId, translationPath } from '../i18n/entries';
import { SOURCE_LOCALE, type Locale } from '../i18n/locales';
import { inLanguage } from '../i18n/translated-data';

/** The collections whose entries are translated, each in a language folder beside the English files. */
export const TRANSLATED_COLLECTIONS = [
  'products',
  'solutions',
  'solution-pages',
  'pages',
  'resources',
  'developer-features',
  'testimonials',
  'activity',
  'schedules',
  'completed-schedules',
  'categories',
  'plans',
  'pay-as-you-go',
  'faq',
] as const satisfies readonly CollectionKey[];
export type TranslatedCollection = (typeof TRANSLATED_COLLECTIONS)[number];

/** Where the translation of an English entry belongs, for the build's error. */
function missingTranslation(entry: { id: string; filePath?: string | undefined }, locale: Locale): string {
  const file = entry.filePath ?? '';
  const translation = translationPath(file, locale);
  return file.endsWith('.md')
    ? `${translation} is missing: translate ${file} into it (content/README.md)`
    : `${translation} has no entry "${entry.id}": translate the one in ${file}`;
}

/**
 * A translated collection in one language. Ids are the English ones (a translation of
 * content/products/sms.md is "sms" too), so URLs and references stay the same in every
 * language. Every English entry must have its translation: one missing stops the build naming
 * the file to write.
 */
export async function getLocalized<C extends TranslatedCollection>(
  name: C,
  locale: Locale,
): Promise<CollectionEntry<C>[]> {
  const all = await getCollection(name);
  const inLocale = new Map<string, CollectionEntry<C>>();
  for (const entry of all) {
    const { locale: entryLocale, id } = splitEntryId(entry.id);
    if (entryLocale === locale) inLocale.set(id, { ...entry, id, data: inLanguage(entry.data, locale) });
  }
  if (locale !== SOURCE_LOCALE) {
    for (const entry of all) {
      if (splitEntryId(entry.id).locale === SOURCE_LOCALE && !inLocale.has(entry.id))
        throw new Error(missingTranslation(entry, locale));
    }
  }
  return [...inLocale.values()];
}

/** One entry of a translated collection in a language, or undefined when the English one does not exist either. */
export async function getLocalizedEntry<C extends TranslatedCollection>(
  name: C,
  id: string,
  locale: Locale,
): Promise<CollectionEntry<C> | undefined> {
  return (await getLocalized(name, locale)).find((entry) => entry.id === id);
}

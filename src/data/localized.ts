import { getCollection, type CollectionEntry } from 'astro:content';
import { collections } from '../content.config';
import type { TranslatedCollection } from '../i18n/content-languages';
import { splitEntryId } from '../i18n/entries';
import { HTML_LANG, LOCALES, SOURCE_LOCALE, type Locale } from '../i18n/locales';
import { takeEnglishPlaces, type EnglishPlace } from '../i18n/translation-merge';
import { linksInLanguage } from '../links/links';
import { takePosition } from '../loaders/content-loader';
import { fieldShape, type CollectionSchema, type FieldShape } from '../schemas/field-shape';

const shapes = new Map<string, FieldShape>();

/** A collection's field shape (src/schemas/field-shape.ts), worked out once: which fields are links. */
export function shapeOf(collection: keyof typeof collections): FieldShape {
  const known = shapes.get(collection);
  if (known) return known;
  const shape = fieldShape(collections[collection].schema as CollectionSchema | undefined);
  shapes.set(collection, shape);
  return shape;
}

/** An entry as a page in a language shows it, and the language its words are in. */
export type LocalizedEntry<C extends TranslatedCollection> = CollectionEntry<C> & {
  /** The page's language, or English while the entry is not translated yet. */
  lang: Locale;
  /** The languages the entry is written in, English first: its page's translations (hreflang). */
  languages: Locale[];
  /** `lang` for the entry's words where they are not in the page's language (English, not translated yet). */
  contentLang: Locale | undefined;
  /**
   * `lang` for its Markdown body where the translation's is the English one: it has none, and the
   * loader put the English one in its place (src/loaders/english-body.ts), or it copies it.
   */
  bodyLang: Locale | undefined;
  /** A YAML list file's entry: its place in the file (getLocalizedList). */
  position: number | undefined;
};

const bodyInEnglish = (translation: { body?: string | undefined }, english: { body?: string | undefined }) =>
  Boolean(english.body?.trim()) && translation.body?.trim() === english.body?.trim();

/** Each translated collection in each language, as this build read it (outside `astro dev`). */
const built = new Map<string, Promise<readonly object[]>>();

async function readLocalized<C extends TranslatedCollection>(name: C, locale: Locale): Promise<LocalizedEntry<C>[]> {
  const all = await getCollection(name);
  const translations = new Map<string, CollectionEntry<C>>();
  const written = new Map<string, Set<Locale>>();
  const english: CollectionEntry<C>[] = [];
  for (const entry of all) {
    const { locale: entryLocale, id } = splitEntryId(entry.id);
    written.set(id, (written.get(id) ?? new Set()).add(entryLocale));
    if (entryLocale === SOURCE_LOCALE) english.push(entry);
    else if (entryLocale === locale) translations.set(id, entry);
  }
  return english.map((entry) => {
    const translation = translations.get(entry.id);
    const shown = translation ?? entry;
    const { data: stored, position } = takePosition(shown.data);
    const { data, places } = takeEnglishPlaces(stored);
    const inLanguage = linksInLanguage(shapeOf(name), data, locale);
    if (!translation && locale !== SOURCE_LOCALE) markWhollyInEnglish(inLanguage);
    markInEnglish(inLanguage, places);
    return {
      ...shown,
      id: entry.id,
      lang: translation ? locale : SOURCE_LOCALE,
      contentLang: translation || locale === SOURCE_LOCALE ? undefined : SOURCE_LOCALE,
      bodyLang: translation && bodyInEnglish(translation, entry) ? SOURCE_LOCALE : undefined,
      languages: LOCALES.filter((language) => written.get(entry.id)?.has(language)),
      position,
      data: inLanguage,
    };
  });
}

/**
 * A translated collection in one language: every English entry, in its translation where one is
 * written, else in English (marked by `lang`), so an entry written in English only is published in
 * every language. What a page shows in English, a whole entry or a text or list item its translation
 * lacks, is marked for `langOf()` (below). Ids are the English ones (a translation of content/products/sms.md is "sms"
 * too), so URLs and references stay the same, and links lead to the pages in `locale`.
 *
 * A build reads each collection in each language once: content does not change while it renders,
 * and the header, footer and every post card ask for the same lists on every page. While `astro dev`
 * runs, an entry may change between two pages, so each page reads them.
 */
export function getLocalized<C extends TranslatedCollection>(
  name: C,
  locale: Locale,
): Promise<readonly LocalizedEntry<C>[]> {
  if (import.meta.env.DEV) return readLocalized(name, locale);
  const key = `${name}\n${locale}`;
  let entries = built.get(key) as Promise<readonly LocalizedEntry<C>[]> | undefined;
  if (!entries) built.set(key, (entries = readLocalized(name, locale)));
  return entries;
}

/**
 * A translated YAML list file in one language, in the order its entries are written in the file
 * (content/README.md promises this; the content store hands them back sorted by id): the loader
 * stored each entry's place (src/loaders/content-loader.ts).
 */
export async function getLocalizedList<C extends TranslatedCollection>(
  name: C,
  locale: Locale,
): Promise<LocalizedEntry<C>[]> {
  const place = (entry: LocalizedEntry<C>) => entry.position ?? Number.MAX_SAFE_INTEGER;
  return [...(await getLocalized(name, locale))].sort((a, b) => place(a) - place(b));
}

/** One entry of a translated collection in a language, or undefined when the English one does not exist either. */
export async function getLocalizedEntry<C extends TranslatedCollection>(
  name: C,
  id: string,
  locale: Locale,
): Promise<LocalizedEntry<C> | undefined> {
  return (await getLocalized(name, locale)).find((entry) => entry.id === id);
}

/**
 * The parts of the entry data handed to pages that show English in a translated page: a whole
 * object (an entry or a list item the translation lacks), or some texts of an object. Kept beside
 * the objects, not in them, so data passed on (to an island, into JSON) stays as content wrote it.
 */
const marks = new WeakMap<object, true | Set<string | number>>();

const ENGLISH = HTML_LANG[SOURCE_LOCALE];

/** An entry's data, or an object in it, shown in English as a whole in the page's language. */
export function markWhollyInEnglish(part: object): void {
  marks.set(part, true);
}

/**
 * Marks the places of `data` (keys and list positions, as src/i18n/translation-merge.ts found them)
 * that a translation left in English: an object there is in English as a whole, a text on its own.
 */
export function markInEnglish(data: unknown, places: readonly EnglishPlace[]): void {
  for (const place of places) {
    let parent: unknown = data;
    for (const key of place.slice(0, -1)) parent = (parent as Record<string | number, unknown> | undefined)?.[key];
    const last = place.at(-1);
    if (typeof parent !== 'object' || parent === null || last === undefined) continue;
    const value = (parent as Record<string | number, unknown>)[last];
    if (typeof value === 'object' && value !== null) markWhollyInEnglish(value);
    else {
      const fields = marks.get(parent);
      if (fields === true) continue;
      marks.set(parent, (fields ?? new Set()).add(last));
    }
  }
}

/** `lang` for the element that shows `part` of an entry's data (an entry, a list item): "en" where it is in English as a whole. */
export function langOf(part: object): string | undefined {
  return marks.get(part) === true ? ENGLISH : undefined;
}

/**
 * `lang` for the element that shows these texts of `part`: "en" where one of them is in English on
 * its own. A text of a part in English as a whole is not marked again: the part's element says it.
 */
export function langOfText(part: object, ...fields: (string | number)[]): string | undefined {
  const mark = marks.get(part);
  return mark instanceof Set && fields.some((field) => mark.has(field)) ? ENGLISH : undefined;
}

/** `lang` for the element that shows a list item by these texts alone (a bullet point): the item or one of them in English. */
export const langOfItem = (item: object, ...fields: (string | number)[]): string | undefined =>
  langOf(item) ?? langOfText(item, ...fields);

/** Bullet points (items of a list of texts) as a list shows them: each text, marked where it is in English. */
export const bulletPoints = (items: readonly { text: string }[]): { text: string; lang: string | undefined }[] =>
  items.map((item) => ({ text: item.text, lang: langOfItem(item, 'text') }));

/**
 * A list item as an island's props carry it: as it is, or with `lang` where a translated page shows
 * it (or one of these texts of it) in English, since an island cannot ask langOf().
 */
export function withLang<Item extends object>(item: Item, ...fields: string[]): Item & { lang?: string } {
  const lang = langOfItem(item, ...fields);
  return lang ? { ...item, lang } : item;
}

import type { EnglishPlace } from '../i18n/translation-merge';
import { HTML_LANG, SOURCE_LOCALE } from '../i18n/locales';

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

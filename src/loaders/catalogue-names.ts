import { existsSync, readdirSync } from 'node:fs';
import { readEntryData } from '../lib/content-file';
import { translationPath } from '../i18n/entries';
import type { Locale } from '../i18n/locales';
import { CONTENT } from '../lib/project-files';

const PRODUCTS = `${CONTENT}/products`;

/**
 * The products' channel names ("SMS") in catalogue order (the English `order`), in a language: each
 * product's translation names its channel, and a product not yet translated keeps its English name.
 * Read from content/products when content loads, so copy in any collection can name the catalogue.
 */
export function channelNames(locale: Locale): string[] {
  return readdirSync(PRODUCTS)
    .filter((file) => file.endsWith('.md'))
    .map((file) => {
      const english = readEntryData(`${PRODUCTS}/${file}`) as Record<string, unknown>;
      const translated = translationPath(`${PRODUCTS}/${file}`, locale);
      const name =
        (existsSync(translated) ? (readEntryData(translated) as Record<string, unknown>).channel : undefined) ??
        english.channel;
      return { name: String(name ?? file), order: Number(english.order ?? 0) };
    })
    .sort((a, b) => a.order - b.order)
    .map((product) => product.name);
}

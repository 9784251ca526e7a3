import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { load as parseYaml } from 'js-yaml';
import { translationPath } from '../i18n/entries';
import type { Locale } from '../i18n/locales';
import { CONTENT } from '../lib/project-files';

const PRODUCTS = `${CONTENT}/products`;

const frontMatter = (path: string) => {
  const source = readFileSync(path, 'utf8');
  const data = parseYaml(/^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '') as Record<string, unknown> | null;
  return data ?? {};
};

/**
 * The products' channel names ("SMS") in catalogue order (the English `order`), in a language: each
 * product's translation names its channel, and a product not yet translated keeps its English name.
 * Read from content/products when content loads, so copy in any collection can name the catalogue.
 */
export function channelNames(locale: Locale): string[] {
  return readdirSync(PRODUCTS)
    .filter((file) => file.endsWith('.md'))
    .map((file) => {
      const english = frontMatter(`${PRODUCTS}/${file}`);
      const translated = translationPath(`${PRODUCTS}/${file}`, locale);
      const name = (existsSync(translated) ? frontMatter(translated).channel : undefined) ?? english.channel;
      return { name: String(name ?? file), order: Number(english.order ?? 0) };
    })
    .sort((a, b) => a.order - b.order)
    .map((product) => product.name);
}

import { readdirSync, readFileSync } from 'node:fs';
import { load as parseYaml } from 'js-yaml';
import { CONTENT } from '../lib/project-files';

const PRODUCTS = `${CONTENT}/products`;

/**
 * The products' channel names ("SMS") in catalogue order, read from the front matter of content/products/*.md
 * when the content config loads, so copy in any collection can name the catalogue.
 */
export function channelNames(): string[] {
  return readdirSync(PRODUCTS)
    .filter((file) => file.endsWith('.md'))
    .map((file) => {
      const source = readFileSync(`${PRODUCTS}/${file}`, 'utf8');
      const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '';
      const data = parseYaml(frontMatter) as { channel?: unknown; order?: unknown } | null;
      return { name: String(data?.channel ?? file), order: Number(data?.order ?? 0) };
    })
    .sort((a, b) => a.order - b.order)
    .map((product) => product.name);
}

import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { load } from 'js-yaml';
import { byOrder } from '../../src/lib/collections-order';
import { SOURCE_LOCALE, type Locale } from '../../src/i18n/locales';

/** The project's content/ folder. */
export const CONTENT = resolve(import.meta.dirname, '../..', 'content');

/** The frontmatter of every Markdown file in a content folder, keyed by file name (the entry id). */
export function frontmatter<T>(folder: string): { id: string; data: T }[] {
  return readdirSync(join(CONTENT, folder))
    .filter((name) => name.endsWith('.md'))
    .map((name) => {
      const text = readFileSync(join(CONTENT, folder, name), 'utf8');
      const yaml = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
      return { id: name.replace(/\.md$/, ''), data: load(yaml) as T };
    });
}

export { slugify as slug } from '../../src/lib/slug';

/** A content YAML file, parsed (content/ + file). */
export const contentYaml = <T>(file: string): T => load(readFileSync(join(CONTENT, file), 'utf8')) as T;

/** A content YAML file in a language: the English file (`account/schedule.yaml`) or its translation beside it (`account/es/schedule.yaml`). */
export const contentYamlIn = <T>(locale: Locale, file: string): T =>
  contentYaml<T>(locale === SOURCE_LOCALE ? file : join(dirname(file), locale, basename(file)));

/**
 * The blog's posts (content/blog/*.md) and their categories, in the order the files list them. A
 * `date` with a time and no seconds is text to YAML: it is read as the moment it names.
 */
export const blogPosts = () =>
  frontmatter<{
    title: string;
    date: Date | string;
    author: string;
    category: string;
    featured?: boolean;
    image: { src: string; alt: string };
  }>('blog').map((post) => ({ ...post, data: { ...post.data, date: new Date(post.data.date) } }));
export const blogCategories = () => [...new Set(blogPosts().map((post) => post.data.category))];

/** The ids of content/products/*.md, in the order the site lists them (their `order` field). */
export const PRODUCT_IDS = byOrder(frontmatter<{ order: number }>('products')).map((entry) => entry.id);
/** The ids of content/solutions/*.md, in the order the site lists them (their `order` field). */
export const SOLUTION_IDS = byOrder(frontmatter<{ order: number }>('solutions')).map((entry) => entry.id);

/** A product's name as its page and its tags show it ("SMS"). */
export const productName = (id: string) =>
  (frontmatter<{ name: string }>('products').find((product) => product.id === id)?.data.name ?? '').trim();

/** The changelog's entries (content/changelog/*.md). */
export const changelogEntries = () =>
  frontmatter<{
    title: string;
    date: Date;
    type: 'new' | 'improved' | 'fixed' | 'deprecated';
    products: string[];
    summary: string;
  }>('changelog');

/** The changelog page's own words (content/changelog/page.yaml). */
export const changelogPage = () =>
  contentYaml<{
    heading: string;
    typeLabels: Record<ReturnType<typeof changelogEntries>[number]['data']['type'], string>;
    rssTitle: string;
  }>('changelog/page.yaml');

import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { load } from 'js-yaml';

const CONTENT = resolve(import.meta.dirname, '..', 'content');

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

export { slugify as slug } from '../src/lib/slug';

/** A content YAML file, parsed (content/ + file). */
export const contentYaml = <T>(file: string): T => load(readFileSync(join(CONTENT, file), 'utf8')) as T;

/** The blog's posts (content/blog/*.md) and their categories, in the order the files list them. */
export const blogPosts = () =>
  frontmatter<{
    title: string;
    author: string;
    category: string;
    featured?: boolean;
    image: { src: string; alt: string };
  }>('blog');
export const blogCategories = () => [...new Set(blogPosts().map((post) => post.data.category))];

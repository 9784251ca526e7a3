import { localizedFile } from '../loaders/localized-file';
import { readFileSync } from 'node:fs';
import { defineCollection } from 'astro:content';
import { glob } from '../loaders/glob';
import { z } from 'astro/zod';
import { strictFile } from '../loaders/strict-file';
import { copy, pseudo } from './copy';
import { load as parseYaml } from 'js-yaml';
import { slugify } from '../lib/slug';
import { CONTENT, isoDate, publicFile } from './fields';
import { forEditor } from './editor-meta';

const CATEGORIES_FILE = `${CONTENT}/blog/categories.yaml`;

const categories = defineCollection({
  loader: localizedFile(CATEGORIES_FILE),
  schema: z.object({
    id: z.string().regex(/^[a-z0-9-]+$/, 'An id is lower-case letters, digits and hyphens: it is the page address'),
    name: copy({ max: 40 }),
    description: copy({ min: 50, max: 170 }),
  }),
});

/** Category names as written in content/blog/categories.yaml: a post may only use these. */
function categoryNames(): string[] {
  const list: unknown = parseYaml(readFileSync(CATEGORIES_FILE, 'utf8'));
  if (!Array.isArray(list)) return [];
  return list.map((item: { id?: unknown; name?: unknown }) => {
    const name = String(item?.name);
    if (item?.id !== slugify(name))
      throw new Error(`${CATEGORIES_FILE}: the id of "${name}" must be "${slugify(name)}" (its page address)`);
    return name;
  });
}

/** `draft: true` keeps an entry out of the production build; `npm run dev` still shows it, marked. */
const draft = z.boolean().default(false);

const blog = defineCollection({
  loader: glob({ pattern: '*.md', base: `${CONTENT}/blog` }),
  schema: z.object({
    title: copy({ max: 120 }),
    excerpt: copy({ min: 50, max: 300 }),
    date: isoDate,
    draft,
    author: copy(),
    category: forEditor(
      z
        .string()
        .refine((name) => categoryNames().includes(name), {
          error: (issue) =>
            `Unknown category "${String(issue.input)}". Known categories: ${categoryNames().join(', ')}. ` +
            'Use one of these, or add the new category to content/blog/categories.yaml first.',
        })
        .transform(pseudo)
        .describe('One of the categories in content/blog/categories.yaml: add a new category there first.'),
      { kind: 'reference', collection: 'categories', valueField: 'name' },
    ),
    image: z.object({ src: publicFile, alt: copy() }),
    featured: z.boolean().default(false),
  }),
});

const press = defineCollection({
  loader: glob({ pattern: '*.md', base: `${CONTENT}/press` }),
  schema: z.object({
    title: copy({ max: 140 }),
    date: isoDate,
    draft,
    excerpt: copy({ min: 50, max: 300 }),
    pdf: publicFile.optional(),
  }),
});

const news = defineCollection({
  loader: strictFile(`${CONTENT}/press-coverage/news.yaml`),
  schema: z.object({ id: z.string(), title: copy(), source: copy(), date: isoDate, link: z.url() }),
});

export const blogAndPressCollections = {
  blog,
  categories,
  press,
  'press-coverage': news,
};

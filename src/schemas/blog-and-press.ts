import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { strictFile } from '../loaders/strict-file';
import { copy } from './copy';
import { CONTENT, isoDate, publicFile } from './fields';

const blog = defineCollection({
  loader: glob({ pattern: '*.md', base: `${CONTENT}/blog` }),
  schema: z.object({
    title: copy(),
    excerpt: copy(),
    date: isoDate,
    author: copy(),
    category: copy(),
    image: z.object({ src: publicFile, alt: copy() }),
    featured: z.boolean().default(false),
  }),
});

const press = defineCollection({
  loader: glob({ pattern: '*.md', base: `${CONTENT}/press` }),
  schema: z.object({
    title: copy(),
    date: isoDate,
    excerpt: copy(),
    pdf: publicFile.optional(),
  }),
});

const news = defineCollection({
  loader: strictFile(`${CONTENT}/press-coverage/news.yaml`),
  schema: z.object({ id: copy(), title: copy(), source: copy(), date: isoDate, link: z.url() }),
});

export const blogAndPressCollections = {
  blog,
  press,
  'press-coverage': news,
};

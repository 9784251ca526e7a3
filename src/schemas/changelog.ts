import { defineCollection } from 'astro:content';
import { glob } from '../loaders/glob';
import { singleFileLoader } from './single-files';
import { z } from 'astro/zod';
import { copy } from './copy';
import { CONTENT, isoDate, linkItem, productId, seo } from './fields';

/** content/changelog/: one Markdown file per entry (/changelog/{file name}) and page.yaml, the page copy. */

export const CHANGE_TYPES = ['new', 'improved', 'fixed', 'deprecated'] as const;

export const changelogEntrySchema = z.object({
  title: copy({ max: 110 }),
  date: isoDate,
  type: z.enum(CHANGE_TYPES),
  /** Ids of the products the change touches: file names in content/products. */
  products: z.array(productId).min(1),
  /** One or two sentences: shown in the list and the RSS feed, and the meta description. */
  summary: copy({ min: 50, max: 170 }),
});

export const changelogPageSchema = z.object({
  ...seo,
  heading: copy(),
  intro: copy(),
  /** The browser title of an entry's page: {title} is the entry's title. */
  entryTitle: copy(),
  rssTitle: copy(),
  rssLabel: copy(),
  /** The badge text of each type of change. */
  typeLabels: z.object({ new: copy(), improved: copy(), fixed: copy(), deprecated: copy() }),
  /** Screen-reader names of the badge and the product tags. */
  typeHeading: copy(),
  productsHeading: copy(),
  back: linkItem,
});

export type ChangeType = (typeof CHANGE_TYPES)[number];
export type ChangelogEntry = z.infer<typeof changelogEntrySchema>;
export type ChangelogPage = z.infer<typeof changelogPageSchema>;

export const changelogCollections = {
  changelog: defineCollection({
    loader: glob({ pattern: '*.md', base: `${CONTENT}/changelog` }),
    schema: changelogEntrySchema,
  }),
  page: defineCollection({
    loader: singleFileLoader('page'),
    schema: changelogPageSchema,
  }),
};

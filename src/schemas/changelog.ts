import { z } from 'astro/zod';
import { copy } from './copy';
import { isoDate, linkItem, productId, seo } from './fields';

/** content/changelog/: one Markdown file per entry (/changelog/{file name}) and page.yaml, the page copy. */

export const CHANGE_TYPES = ['new', 'improved', 'fixed', 'deprecated'] as const;

export const changelogEntrySchema = z.object({
  title: copy({ max: 110 }).describe(
    'What changed, as a sentence, e.g. `Fax retries wait longer between attempts`. The entry’s main heading and its title in the feed.',
  ),
  date: isoDate.describe('The day the change shipped.'),
  type: z
    .enum(CHANGE_TYPES)
    .describe('The coloured badge on the entry. The badge texts are in the changelog page copy.'),
  /** Ids of the products the change touches: file names in content/products. */
  products: z
    .array(productId)
    .min(1)
    .describe(
      'The products the change touches, shown as tags linking to their pages. For a change to webhooks or an SDK, list the products it affects.',
    ),
  /** One or two sentences: shown in the list and the RSS feed, and the meta description. */
  summary: copy({ min: 50, max: 170 }).describe(
    'One or two sentences: shown in the list and the feed, and as the page’s description in search results.',
  ),
});

export const changelogPageSchema = z.object({
  ...seo,
  heading: copy().describe('The page’s main heading.'),
  intro: copy().describe('The paragraph under the heading.'),
  /** The browser title of an entry's page: {title} is the entry's title. */
  entryTitle: copy().describe('The browser title of an entry’s page; `{title}` is replaced by the entry’s title.'),
  rssTitle: copy().describe('The name of the changelog’s RSS feed.'),
  rssLabel: copy().describe('The text of the subscribe link to the feed.'),
  /** The badge text of each type of change. */
  typeLabels: z
    .object({ new: copy(), improved: copy(), fixed: copy(), deprecated: copy() })
    .describe('The badge text of each type of change.'),
  /** Screen-reader names of the badge and the product tags. */
  typeHeading: copy().describe('Read out by screen readers before an entry’s badge.'),
  productsHeading: copy().describe('Read out by screen readers before an entry’s product tags.'),
  back: linkItem.describe('The link under each entry.'),
});

export type ChangeType = (typeof CHANGE_TYPES)[number];
export type ChangelogEntry = z.infer<typeof changelogEntrySchema>;
export type ChangelogPage = z.infer<typeof changelogPageSchema>;

export const changelogSchemas = {
  changelog: changelogEntrySchema,
  page: changelogPageSchema,
};

import type { SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import { copy, pseudo } from './copy';
import { slugify } from '../lib/slug';
import { CONTENT } from '../lib/project-files';
import { readEntryData } from '../lib/content-file';
import { altText, isoDate, publicFile } from './fields';
import { COVER_MIN_WIDTH } from '../images/image-layouts';
import { forEditor } from './editor-meta';
import { datedEntry, publishDate } from './publish-date';

const CATEGORIES_FILE = `${CONTENT}/blog/categories.yaml`;

const categories = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'An id is lower-case letters, digits and hyphens: it is the page address')
    .describe(
      'The category’s address: the name in lowercase, with hyphens instead of spaces (`Customer Stories` → `customer-stories`).',
    ),
  name: copy({ max: 40 }).describe('The category name, as posts write it in their `category` field, e.g. `Guides`.'),
  description: copy({ min: 50, max: 170 }).describe(
    'The paragraph under the heading of the category page. Its browser title and search description are in the site templates, under `blogCategory`.',
  ),
});

/** Category names as written in content/blog/categories.yaml (read once while it is unchanged): a post may only use these. */
function categoryNames(): string[] {
  const list = readEntryData(CATEGORIES_FILE);
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

const blog = ({ image }: SchemaContext) =>
  datedEntry({
    title: copy({ max: 120 }).describe('Headline of the article, shown as the page’s main heading.'),
    excerpt: copy({ min: 50, max: 300 }).describe('One or two sentences shown on `/blog` cards and in the RSS feed.'),
    date: publishDate.describe(
      'When the post goes live, and the date it shows; posts are sorted by it. A date alone means from the start of that day (midnight UTC); add a time and its zone to go live at that time, e.g. `2027-01-15T09:00+01:00`. A date in the future schedules the post: it goes live by itself soon after that moment.',
    ),
    draft: draft.describe('Keeps the post off the live site; the preview still shows it, marked Draft.'),
    author: copy().describe('Author’s full name, e.g. `Priya Raman`.'),
    category: forEditor(
      z
        .string()
        .refine((name) => categoryNames().includes(name), {
          error: (issue) =>
            `Unknown category "${String(issue.input)}". Known categories: ${categoryNames().join(', ')}. ` +
            'Use one of these, or add the new category to content/blog/categories.yaml first.',
        })
        .transform(pseudo)
        .describe(
          'One of the categories in content/blog/categories.yaml, spelled exactly as there: add a new category there first.',
        ),
      { kind: 'reference', collection: 'categories', valueField: 'name' },
    ),
    image: z
      .object({
        src: image().describe(
          `The cover: a photo (JPEG, PNG, WebP or AVIF) or an illustration (SVG) in \`content/blog/images/\`, written \`./images/file-name.jpg\`. A photo is at least ${COVER_MIN_WIDTH} pixels wide; the build makes the small, modern copies each screen needs, so a camera's photo is fine.`,
        ),
        alt: altText,
      })
      .describe('The article’s cover image, and its share image (the picture shown when the post is shared).'),
    featured: z
      .boolean()
      .default(false)
      .describe('Shows the post in Featured articles on `/blog`. Keep two posts featured at a time.'),
  });

const press = datedEntry({
  title: copy({ max: 140 }).describe('Headline of the release.'),
  date: publishDate.describe(
    'When the release goes live, and the date it shows; releases are listed newest first. A date alone means from the start of that day (midnight UTC); add a time and its zone to go live at that time, e.g. `2027-01-15T09:00+01:00`. A date in the future schedules the release: it goes live by itself soon after that moment.',
  ),
  draft: draft.describe('Keeps the release off the live site; the preview still shows it, marked Draft.'),
  excerpt: copy({ min: 50, max: 300 }).describe('One or two sentences shown in the list on `/press`.'),
  pdf: publicFile
    .optional()
    .describe(
      'A downloadable PDF version, kept in `public/press/` and linked as `/press/file-name.pdf` (the editor saves an upload there). The file must exist. Leave empty if there is no PDF.',
    ),
});

const news = z.object({
  id: z.string().describe('Unique id, e.g. `developer-weekly-post-api`.'),
  title: copy().describe('The article’s headline, as the publication wrote it.'),
  source: copy().describe('The publication’s name, e.g. `Developer Weekly`.'),
  date: isoDate.describe('Publication date.'),
  link: z
    .url({ protocol: /^https$/, error: 'Write the article’s full address, starting with https://' })
    .describe('The article’s full address, starting with `https://`. A path like `/press` is not accepted.'),
});

export const blogAndPressSchemas = {
  blog,
  categories,
  press,
  'press-coverage': news,
};

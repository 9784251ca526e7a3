import { existsSync, readdirSync } from 'node:fs';
import { z } from 'astro/zod';
import { ICON_CATALOGUE_URL, isIconName } from '../lib/icons';
import { CONTENT, publicFilePath } from '../lib/project-files';
import { copy } from './copy';
import { forEditor } from './editor-meta';

/** Field types shared by the content schemas. */

/** Product ids are the file names in content/products; solutions may only recommend these. */
const productIds = readdirSync(`${CONTENT}/products`)
  .filter((name) => name.endsWith('.md'))
  .map((name) => name.replace(/\.md$/, ''));

export const productId = forEditor(
  z.string().refine((id) => productIds.includes(id), {
    error: (issue) => `Unknown product id "${String(issue.input)}". Known ids: ${productIds.join(', ')}`,
  }),
  { kind: 'reference', collection: 'products', valueField: '{{slug}}' },
);

/** A link: marked in the schema's metadata, so a page in another language gets it in its language (src/i18n/). */
export const link = z
  .string()
  .regex(/^(\/|https?:\/\/|mailto:|tel:|#)/, 'A link starts with /, https://, mailto:, tel: or #')
  .meta({ link: true });
/** How a date is written: the build's message for any other form, and the editor's hint. */
export const DATE_HINT = 'Write dates as YYYY-MM-DD, for example 2026-06-23';

/** 2026-02-30 has the right shape but is not a day of the calendar. */
const isRealDate = (value: string) => {
  const date = new Date(value);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/** YAML reads 2026-06-23 as a date; anything else (21/11/2026, "next Monday") is refused with the format to use. */
export const isoDate = forEditor(
  z.preprocess(
    (value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value),
    z
      .string({ error: DATE_HINT })
      .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_HINT)
      .refine((value) => !/^\d{4}-\d{2}-\d{2}$/.test(value) || isRealDate(value), {
        error: (issue) => `${String(issue.input)} is not a real date. ${DATE_HINT}`,
      })
      .transform((value) => new Date(value)),
  ),
  { kind: 'date' },
);

/** Search engines show about 60 characters of a title and 160 of a description. */
const TITLE_MAX = 70;
/** `title` is the browser tab and search result title; `description` is shown on the page and used as the meta description. */
export const seo = {
  title: copy({ max: TITLE_MAX }).describe('The browser tab and search result title.'),
  description: copy({ min: 50, max: 170 }).describe('Shown on the page and as the search result summary.'),
};

/** A path under public/ (written without "public") whose file must exist, so no page links a missing file. */
export const publicFile = forEditor(
  z
    .string()
    .startsWith('/')
    .refine((path) => existsSync(publicFilePath(path)), {
      error: (issue) => `No file public${String(issue.input)}: add the file to public/ or fix the path`,
    }),
  { kind: 'public-file' },
);

/** An image's text alternative: what it shows, for people who cannot see it (and for search engines). */
export const altText = copy({
  empty:
    'Describe the image in `alt`, e.g. `A calendar with a highlighted date and a chat bubble`: screen readers read it out in its place',
}).describe(
  'A description of the image for people using screen readers, e.g. `A calendar with a highlighted date and a chat bubble`.',
);

export const linkItem = z.object({
  label: copy().describe('The words on the button or link.'),
  href: link.describe('Where it leads: a path on this site such as `/register`, or a full web address.'),
});
export const testimonial = z.object({
  content: copy().describe('The quote itself, without quotation marks.'),
  author: copy().describe('The person’s name.'),
  title: copy().describe('Their job title and company, e.g. `CTO, Parcelpoint`. Not the page’s search title.'),
});
/**
 * A list item's id: the key its translations name it by, so adding, removing or moving an item in
 * English moves no translated text (content/README.md, "Translating").
 */
export const itemId = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'Use lowercase letters, digits and hyphens, e.g. `sms-credits`')
  .describe(
    'A short name for the item, unique in its list, e.g. `sms-credits`. A translation writes the same id to say which item it translates: keep it once the item is translated.',
  );

/**
 * Whether a text has a price, a percentage or a number with separators typed into it: each
 * language writes one its own way, so the number goes in a field of its own and the text says where.
 */
export const typesANumber = (text: string): boolean => /\$\s?\d|\d\s?\$|\d\s?%|\d[.,]\d/.test(text);

/** An item of a list of texts (a bullet point): its id and its wording. */
export const textItem = z.object({ id: itemId, text: copy().describe('The text.') });

export const step = z
  .object({
    id: itemId,
    title: copy().describe('Short step heading, e.g. `Send your first message`.'),
    body: copy().describe('One or two sentences explaining the step.'),
    number: z
      .number()
      .nonnegative()
      .optional()
      .describe(
        'A number put in `{number}` in the heading or the text, e.g. `1600`: each language writes it its own way.',
      ),
  })
  .refine((step) => (step.number !== undefined) === `${step.title} ${step.body}`.includes('{number}'), {
    error: 'Write {number} in the heading or the text exactly when the step has a number',
    path: ['number'],
  });

export const titledText = z.object({ title: copy(), text: copy() });
/** An item of a list of titled texts (values, perks, security measures). */
export const titledTextItem = z.object({ id: itemId, ...titledText.shape });
/** A pop-up notice: its title and the sentence under it. */
export const notice = z.object({ title: copy(), description: copy() });
/** A heading, a paragraph and two buttons: a page's call to action (and the home page's hero). */
export const callToAction = z.object({
  heading: copy().describe('The heading.'),
  text: copy().describe('The paragraph under the heading.'),
  primary: linkItem.describe('The main button.'),
  secondary: linkItem.describe('The second button.'),
});
/** An icon by its Lucide name; an unknown name fails the build and says where to look names up. */
export const iconName = forEditor(
  z.string().refine(isIconName, {
    error: (issue) =>
      `Unknown icon "${String(issue.input)}". Pick any icon name from ${ICON_CATALOGUE_URL}, for example mail`,
  }),
  { kind: 'icon' },
);

/** Every page: its search title and description, its one <h1> and the paragraph under it. */
export const pageBase = {
  ...seo,
  heading: copy().describe('The page’s main heading.'),
  intro: copy().optional().describe('The paragraph under the heading.'),
};

/** An anchor on a page (/trust#disclosure): lowercase letters, digits and hyphens. */
export const anchor = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/, 'Use lowercase letters, digits and hyphens, e.g. disclosure');

/** How a figure reads: a plain number, a percentage (`99.99` for 99.99%), or US dollars with cents. */
export const figureUnit = z
  .enum(['number', 'percent', 'usd'])
  .default('number')
  .describe(
    'How the number reads: `number` (e.g. 12,543), `percent` (write `99.99` for 99.99%) or `usd` (US dollars with cents, e.g. $1,250.00). Each language writes it its own way.',
  );

/** A percentage written as the number of percent, e.g. 98.2 for 98.2%. */
export const percent = z.number().min(0).max(100, 'Write a percentage as a number of percent, e.g. 98.2 for 98.2%');

/** 24-hour "HH:MM". */
const isTime = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
/** A time of day, e.g. "16:12" for 4:12 PM. */
export const timeOfDay = z
  .string()
  .refine(isTime, 'Write a time of day as HH:MM in 24-hour time, for example 16:12 for 4:12 PM');

const DATE_TIME_HINT = 'Write date-times as YYYY-MM-DDTHH:MM in 24-hour time, for example 2026-12-01T09:00';
/** A day and a wall-clock time (no time zone: the time shown), e.g. 2026-12-01T09:00; kept in UTC like isoDate. */
export const isoDateTime = z.preprocess(
  (value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 16) : value),
  z
    .string({ error: DATE_TIME_HINT })
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, DATE_TIME_HINT)
    .refine(
      (value) => !/^\d{4}-\d{2}-\d{2}T/.test(value) || (isRealDate(value.slice(0, 10)) && isTime(value.slice(11))),
      {
        error: (issue) => `${String(issue.input)} is not a real date and time. ${DATE_TIME_HINT}`,
      },
    )
    .transform((value) => new Date(`${value}Z`)),
);

import { readdirSync } from 'node:fs';
import { z } from 'astro/zod';
import { copy } from './copy';

/**
 * Field types shared by the schema modules in this folder. (src/content.config.ts still has
 * its own copies of productId, link and isoDate; they behave the same.)
 */

/** Product ids are the file names in content/products. */
export const productIds = readdirSync(new URL('../../content/products', import.meta.url))
  .filter((name) => name.endsWith('.md'))
  .map((name) => name.replace(/\.md$/, ''));

export const productId = z.string().refine((id) => productIds.includes(id), {
  error: (issue) => `Unknown product id "${String(issue.input)}". Known ids: ${productIds.join(', ')}`,
});

export const link = z
  .string()
  .regex(/^(\/|https?:\/\/|mailto:|tel:|#)/, 'A link starts with /, https://, mailto:, tel: or #');

export const linkItem = z.object({ label: copy(), href: link });

/** YAML reads 2026-06-23 as a date; anything else must be written that way too. */
export const isoDate = z.union([
  z.date(),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Write dates as YYYY-MM-DD, for example 2026-06-23')
    .transform((value) => new Date(value)),
]);

/** `title` is the browser tab and search result title; `description` the meta description. */
export const seo = { title: copy(), description: copy({ min: 50, max: 170 }) };

/** An anchor on a page (/trust#disclosure): lowercase letters, digits and hyphens. */
export const anchor = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/, 'Use lowercase letters, digits and hyphens, e.g. disclosure');

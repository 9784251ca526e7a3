import { withTranslations } from '../i18n/entries';
import { defineCollection } from 'astro:content';
import { glob } from '../loaders/glob';
import { z } from 'astro/zod';
import { copy } from './copy';
import { forEditor } from './editor-meta';
import { CONTENT, iconName, productId, seo, step, testimonial } from './fields';

const products = defineCollection({
  loader: glob({ pattern: withTranslations('*.md'), base: `${CONTENT}/products` }),
  schema: z.object({
    name: copy(),
    /** The channel's short name ("SMS"), used in lists of channels and the footer. */
    channel: copy(),
    order: z.number().int(),
    icon: iconName,
    tagline: copy({ max: 80 }),
    features: z.array(copy()).min(3),
    steps: z.array(step).min(3),
    priceNote: copy(),
    ...seo,
  }),
});

const solutions = defineCollection({
  loader: glob({ pattern: withTranslations('*.md'), base: `${CONTENT}/solutions` }),
  schema: z.object({
    name: copy(),
    order: z.number().int(),
    benefits: z.array(copy()).min(3),
    useCase: copy(),
    successStory: z.object({ company: copy(), industry: copy(), summary: copy(), result: copy() }),
    recommendedProducts: z.array(productId).min(1),
    getStartedLink: z.boolean().default(true),
    ...seo,
  }),
});

const solutionPages = defineCollection({
  loader: glob({ pattern: '**/*.md', base: `${CONTENT}/solution-pages` }),
  schema: z.object({
    name: copy(),
    parent: forEditor(z.string(), { kind: 'reference', collection: 'solutions', valueField: '{{slug}}' }),
    benefits: z.array(copy()).min(3),
    testimonial,
    ...seo,
  }),
});

export const catalogueCollections = {
  products,
  solutions,
  'solution-pages': solutionPages,
};

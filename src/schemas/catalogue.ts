import { z } from 'astro/zod';
import { copy } from './copy';
import { forEditor } from './editor-meta';
import { iconName, productId, seo, step, testimonial, textItem, typesANumber } from './fields';
import { usd } from './pricing';

const products = z
  .object({
    name: copy().describe(
      'Display name of the product, e.g. `SMS API`. Used in the header menu, home page grid, footer and product page.',
    ),
    /** The channel's short name ("SMS"), used in lists of channels and the footer. */
    channel: copy().describe(
      'The channel’s short name, e.g. `SMS`, `Email`, `Post`. Used in lists of channels (`{channels}`) and the footer’s Products column.',
    ),
    order: z
      .number()
      .int()
      .describe(
        'Position when products are listed together (menus, home page grid, footer, `{channels}`). Lower numbers come first.',
      ),
    icon: iconName.describe('The icon shown next to the product, e.g. `message-square-text`, `mail`, `phone`.'),
    tagline: copy({ max: 80 }).describe('One-line summary shown under the product name in the header’s Products menu.'),
    features: z
      .array(textItem)
      .min(3)
      .describe('Key features. The home page card shows the first three, so put the strongest first.'),
    steps: z.array(step).min(3).describe('The “How it works” steps, in order.'),
    priceNote: copy().describe(
      'Short price line, with `{price}` where the price goes, e.g. `from {price} per message`: never the price itself.',
    ),
    fromPrice: usd.describe(
      'US dollars put in `{price}` in `priceNote`, without `$`, e.g. `0.01`: each language writes the price its own way.',
    ),
    ...seo,
  })
  .superRefine((product, context) => {
    // The price is written once, in fromPrice: a price typed into the wording would stay behind in
    // every language when it changes.
    if (typesANumber(product.priceNote))
      context.addIssue({
        code: 'custom',
        path: ['priceNote'],
        message:
          'Write the price in `fromPrice` and `{price}` where it goes, e.g. `from {price} per message`: each language writes a price its own way',
      });
    else if (!product.priceNote.includes('{price}'))
      context.addIssue({
        code: 'custom',
        path: ['priceNote'],
        message:
          'Write `{price}` where the price goes, e.g. `from {price} per message`: the page puts `fromPrice` there',
      });
  });

const solutions = z.object({
  name: copy().describe('Display name, e.g. `Marketing`.'),
  order: z
    .number()
    .int()
    .describe('Position in the Solutions menu and the home page solution cards. Lower numbers come first.'),
  benefits: z.array(textItem).min(3).describe('Benefits shown as a list on the solution page.'),
  useCase: copy().describe('A short, concrete example scenario of the solution in use.'),
  successStory: z
    .object({
      company: copy().describe('Customer company name.'),
      industry: copy().describe('Their industry, e.g. `Financial services`.'),
      summary: copy().describe('What they did with Relaymark, in one or two sentences.'),
      result: copy().describe('The measurable outcome, e.g. `No-shows fell by 30%.`'),
    })
    .describe('A customer success story.'),
  recommendedProducts: z
    .array(productId)
    .min(1)
    .describe('Products recommended on the solution page, by product id (a file name in `content/products/`).'),
  getStartedLink: z
    .boolean()
    .default(true)
    .describe(
      'Whether the page’s Get Started button links to `/register`. Turn off to show the button without a link (as on Authentication).',
    ),
  ...seo,
});

const solutionPages = z.object({
  name: copy().describe('Display name, e.g. `SMS Marketing`.'),
  parent: forEditor(z.string(), { kind: 'reference', collection: 'solutions', valueField: '{{slug}}' }).describe(
    'The parent solution’s id, matching the folder name, e.g. `marketing`.',
  ),
  benefits: z.array(textItem).min(3).describe('Benefits shown on the page.'),
  testimonial: testimonial.describe('A sample customer quote.'),
  ...seo,
});

export const catalogueSchemas = {
  products,
  solutions,
  'solution-pages': solutionPages,
};

import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { strictFile } from '../loaders/strict-file';
import { copy } from './copy';
import { CONTENT, link, productId } from './fields';

const price = z.union([z.number().nonnegative(), z.literal('Custom')]);

const pricingPlans = defineCollection({
  loader: strictFile(`${CONTENT}/pricing/plans.yaml`),
  schema: z.object({
    id: z.string(),
    name: copy(),
    description: copy(),
    monthlyPrice: price,
    yearlyPrice: price,
    features: z.array(copy()).min(1),
    recommended: z.boolean().default(false),
    buttonText: copy(),
    buttonLink: link,
  }),
});

const payAsYouGo = defineCollection({
  loader: strictFile(`${CONTENT}/pricing/pay-as-you-go.yaml`),
  schema: z.object({
    /** The product this rate belongs to: a file name in content/products. */
    id: productId,
    channel: copy(),
    price: z.number().positive(),
    unit: copy(),
    discountFrom: z.number().int().positive(),
    discountLabel: copy(),
    /** The estimator's label for this channel's monthly volume, e.g. "SMS messages per month". */
    volumeLabel: copy(),
  }),
});

const pricingFaq = defineCollection({
  loader: strictFile(`${CONTENT}/pricing/faq.yaml`),
  schema: z.object({ id: z.string(), question: copy(), answer: copy() }),
});

export const pricingCollections = {
  plans: pricingPlans,
  'pay-as-you-go': payAsYouGo,
  faq: pricingFaq,
};

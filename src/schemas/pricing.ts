import { z } from 'astro/zod';
import { isCountryCode } from '../lib/countries';
import { copy } from './copy';
import { callToAction, itemId, link, linkItem, pageBase, productId, typesANumber } from './fields';

/** A price in US dollars, written without `$` or commas. */
export const usd = z.number().nonnegative();

/**
 * A plan's price, written as a number of US dollars, with a switch for a quote-based plan
 * (`customPrice: true`, no price): the editor shows a number field and a Custom switch. The pages
 * read each price as US dollars or 'Custom' (and show their language's word for it).
 */
type PlanPrice = number | 'Custom';

/** The switch of a quote-based plan. */
export const customPrice = z.boolean().default(false);

/** A price in US dollars, left out on a Custom price plan. */
export const optionalPrice = usd.optional();

type Priced<Field extends string> = { customPrice: boolean } & { [Name in Field]?: number | undefined };

/**
 * The build's messages for a plan's prices, by field: each one written (`how` says how), or none
 * on a Custom price plan.
 */
export function checkPrices<Field extends string>(
  plan: Priced<NoInfer<Field>>,
  how: Record<Field, string>,
  context: z.RefinementCtx,
): void {
  for (const [field, example] of Object.entries(how) as [Field, string][]) {
    if (plan.customPrice && plan[field] !== undefined)
      context.addIssue({
        code: 'custom',
        path: [field],
        message: `A Custom price plan shows no price: remove ${field}, or set customPrice to false`,
      });
    if (!plan.customPrice && plan[field] === undefined)
      context.addIssue({
        code: 'custom',
        path: [field],
        message: `Write the price ${example} in US dollars, or set customPrice: true for a quote-based plan`,
      });
  }
}

/** A price as the pages read it. */
export const priceOf = (custom: boolean, dollars: number | undefined): PlanPrice =>
  custom || dollars === undefined ? 'Custom' : dollars;

/** A plan card's bullet point: wording, with a price, a count or a percentage filled in where it names one. */
export const planFeature = z
  .object({
    id: itemId,
    text: copy().describe(
      'The bullet point. Write `{price}`, `{count}` or `{percent}` where the number goes, e.g. `SMS from {price}`, `{count} user` or `{percent} uptime SLA`: never the number itself.',
    ),
    plural: copy()
      .optional()
      .describe('With a count: the bullet point for any number other than one, e.g. `{count} users`.'),
    price: usd.optional().describe('US dollars put in `{price}`, without `$`, e.g. `0.04`.'),
    count: z.number().int().nonnegative().optional().describe('The number put in `{count}`, e.g. `5` or `1000`.'),
    percent: z
      .number()
      .min(0)
      .max(100)
      .optional()
      .describe('The percentage put in `{percent}`, as a number of percent, e.g. `99.99`.'),
  })
  .superRefine((feature, context) => {
    for (const field of ['price', 'count', 'percent'] as const)
      if (feature.text.includes(`{${field}}`) !== (feature[field] !== undefined))
        context.addIssue({
          code: 'custom',
          path: [field],
          message: `Write {${field}} in the text exactly when the bullet point has a ${field}`,
        });
    if ((feature.count !== undefined) !== (feature.plural !== undefined))
      context.addIssue({
        code: 'custom',
        path: ['plural'],
        message: 'A bullet point with a count needs its plural wording, e.g. `{count} users`',
      });
    if (typesANumber(feature.text))
      context.addIssue({
        code: 'custom',
        path: ['text'],
        message:
          'Write the number in `price`, `count` or `percent` and its placeholder in the text: each language writes a number its own way',
      });
  });

export const planSchema = z
  .object({
    id: z.string().describe('Unique id, e.g. `professional`.'),
    name: copy().describe('Plan name on the card, e.g. `Professional`.'),
    description: copy().describe('One sentence about who the plan is for.'),
    customPrice: customPrice.describe(
      'Switch on for a quote-based plan: the card shows the page’s word for Custom instead of prices, and both prices are left out.',
    ),
    monthlyPrice: optionalPrice.describe(
      'Price per month in US dollars, without `$` (e.g. `99`). Required unless Custom price is on.',
    ),
    yearlyPrice: optionalPrice.describe(
      'Price per year in US dollars (e.g. `950`). Required unless Custom price is on. The yearly saving is computed from both prices.',
    ),
    features: z
      .array(planFeature)
      .min(1)
      .describe(
        'What’s included, one bullet point each, with its number in `count` (or `percent`, `price`), e.g. `{count} SMS credits` with count `5000`.',
      ),
    recommended: z
      .boolean()
      .default(false)
      .describe('Highlights the card as the recommended plan. Use it on one plan only.'),
    buttonText: copy().describe('The card’s button label, e.g. `Start free trial` or `Contact sales`.'),
    buttonLink: link.describe('Where the button goes, e.g. `/register` or `/contact`.'),
  })
  .superRefine((plan, context) => {
    checkPrices(plan, { monthlyPrice: 'per month, e.g. 99,', yearlyPrice: 'per year, e.g. 950,' }, context);
    const { monthlyPrice: monthly, yearlyPrice: yearly } = plan;
    // In cents, so that 12 × 0.1 is 1.2 exactly.
    if (monthly !== undefined && yearly !== undefined && Math.round(yearly * 100) > Math.round(monthly * 100) * 12) {
      const twelve = Math.round(monthly * 1200) / 100;
      context.addIssue({
        code: 'custom',
        path: ['yearlyPrice'],
        message: `A year costs more than twelve months (12 × ${monthly} = ${twelve}): check the prices; at ${twelve} or less a year, the card shows the saving`,
      });
    }
  })
  .transform(({ customPrice: custom, monthlyPrice, yearlyPrice, ...plan }) => ({
    ...plan,
    monthlyPrice: priceOf(custom, monthlyPrice),
    yearlyPrice: priceOf(custom, yearlyPrice),
  }));

const payAsYouGoRateSchema = z.object({
  /** The product this rate belongs to: a file name in content/products. */
  id: productId.describe('The product this rate belongs to. Each product may have one rate.'),
  channel: copy().describe('Channel name as shown in the table, e.g. `SMS`.'),
  price: z.number().positive().describe('Starting price in US dollars, without `$`, e.g. `0.01` or `0.005`.'),
  unit: copy().describe('What the price is for, e.g. `per message`, `per minute`, `per letter`.'),
  discountFrom: z
    .number()
    .int()
    .positive()
    .describe('Monthly volume at which volume discounts start, e.g. `10000`. No commas.'),
  discountLabel: copy().describe(
    'How that threshold is described in the table, e.g. `Volume discounts from 10K+ messages a month`. Keep it consistent with Discount from.',
  ),
  /** The estimator's label for this channel's monthly volume, e.g. "SMS messages per month". */
  volumeLabel: copy().describe('The label of this channel’s box in the cost estimator, e.g. `SMS messages per month`.'),
});

const SENDER_TYPES = ['long-code', 'short-code', 'toll-free', 'alphanumeric'] as const;

/** US dollars per unit; above $10 is a typo (a price in cents, or a missing decimal point). */
const rate = z.number().nonnegative().max(10, 'Write rates in US dollars, e.g. 0.0450 for 4.5 cents');

/** One destination country: its ISO code (the page names it in English) and sample rates. */
const countryRateSchema = z.object({
  id: z
    .string()
    .refine(isCountryCode, {
      error: (issue) =>
        `"${String(issue.input)}" is not an ISO 3166-1 alpha-2 country code: use two capital letters, e.g. GB for the United Kingdom, DE for Germany`,
    })
    .describe('The ISO 3166-1 country code, e.g. `GB` (not `UK`). Each country may appear once.'),
  smsOutbound: rate
    .positive()
    .describe('US dollars per SMS segment sent there. Not below the SMS “from” price of the pay-as-you-go rates.'),
  smsInbound: rate.describe('US dollars per SMS segment received.'),
  voicePerMinute: rate
    .positive()
    .describe('US dollars per minute of a call there. Not below the Voice “from” price of the pay-as-you-go rates.'),
  senders: z
    .array(z.enum(SENDER_TYPES))
    .min(1)
    .describe('Sender types available there. Their visible names are in the SMS rates page copy, under `senderTypes`.'),
});

const pricingFaq = z.object({
  id: z.string().describe('Unique id, e.g. `credit-rollover`.'),
  question: copy().describe('The question, ending with `?`.'),
  answer: copy().describe('The answer.'),
});

export const pricingSchemas = {
  plans: planSchema,
  'pay-as-you-go': payAsYouGoRateSchema,
  faq: pricingFaq,
  countries: countryRateSchema,
};

/** The copy of a country <select> (the estimator on /pricing, the segment calculator). */
const countryChoice = {
  countryLabel: copy(),
  /** The option chosen first: a country code from content/pricing/countries.yaml. */
  defaultCountry: z
    .string()
    .regex(/^[A-Z]{2}$/, 'Write a two-letter country code in capitals, e.g. US')
    .describe('The country chosen first: a country code from the prices by country, e.g. `US`.'),
};

/** content/pages/pricing.md (kind: pricing): every text of /pricing except the prices. */
export const pricingPageSchema = z.object({
  kind: z.literal('pricing'),
  ...pageBase,
  billing: z.object({
    legend: copy(),
    monthly: copy(),
    yearly: copy(),
    /** "{percent}" is computed from each plan's prices. */
    save: copy().describe('`{percent}` is computed from the plan prices: never write the percentage yourself.'),
    /** On the switch when plans save different amounts: "{percent}" is the largest. */
    saveUpTo: copy().describe('On the switch when plans save different amounts; `{percent}` is the largest saving.'),
    perMonth: copy(),
    perYear: copy(),
    custom: copy().describe(
      'Shown instead of the prices of a plan with `customPrice: true` (content/pricing/plans.yaml).',
    ),
    customNote: copy(),
  }),
  recommendedLabel: copy(),
  plansHeading: copy(),
  payg: z.object({
    heading: copy(),
    text: copy(),
    caption: copy(),
    columns: z.object({ channel: copy(), price: copy(), discounts: copy() }),
    fromLabel: copy(),
    countriesLink: linkItem,
  }),
  estimator: z.object({
    heading: copy(),
    text: copy(),
    legend: copy(),
    ...countryChoice,
    totalLabel: copy(),
    /** Shown where the total will be, until the estimator has loaded. */
    pending: copy(),
    /** Shown instead of the boxes when JavaScript is off. */
    noScript: copy(),
    invalidTotal: copy(),
    lineLabel: copy(),
    discountHint: copy(),
    note: copy(),
    errors: z.object({
      empty: copy(),
      negative: copy(),
      decimal: copy(),
      notNumber: copy(),
      tooLarge: copy(),
    }),
  }),
  faqHeading: copy(),
  cta: callToAction,
});

/** content/pages/pricing/sms.md (kind: sms-rates): the copy of /pricing/sms. */
export const smsRatesPageSchema = z.object({
  kind: z.literal('sms-rates'),
  ...pageBase,
  sampleNote: copy(),
  caption: copy(),
  columns: z.object({
    country: copy(),
    smsOutbound: copy(),
    smsInbound: copy(),
    voice: copy(),
    senders: copy(),
  }),
  /** One label per sender type of content/pricing/countries.yaml. */
  senderTypes: z
    .object({ 'long-code': copy(), 'short-code': copy(), 'toll-free': copy(), alphanumeric: copy() })
    .describe('The visible name of each sender type.'),
  filter: z.object({
    label: copy(),
    /** "{shown}" and "{total}" are filled in. */
    summary: copy().describe('`{shown}` and `{total}` are filled in: keep them as written.'),
    /** "{query}" is filled in. */
    empty: copy().describe('`{query}` is filled in: keep it as written.'),
    noScript: copy(),
  }),
  related: z.object({ heading: copy(), links: z.array(linkItem).min(1) }),
});

/** content/pages/tools/sms-segment-calculator.md (kind: sms-segment-calculator). */
export const segmentCalculatorPageSchema = z.object({
  kind: z.literal('sms-segment-calculator'),
  ...pageBase,
  formHeading: copy(),
  messageLabel: copy(),
  messageHint: copy(),
  ...countryChoice,
  resultsHeading: copy(),
  pending: copy(),
  noScript: copy(),
  labels: z.object({ encoding: copy(), characters: copy(), units: copy(), segments: copy(), cost: copy() }),
  encodings: z.object({ gsm7: copy(), ucs2: copy() }),
  /** "{units}" of "{limit}" that fit in the message's segments. */
  unitsValue: copy(),
  /** "{segments}", "{rate}" and "{cost}" are filled in. */
  costValue: copy(),
  ucs2: z.object({ heading: copy(), none: copy(), previewHeading: copy() }),
  explanationHeading: copy(),
  related: z.object({ heading: copy(), links: z.array(linkItem).min(1) }),
});

export type Plan = z.infer<typeof planSchema>;
export type PayAsYouGoRate = z.infer<typeof payAsYouGoRateSchema>;
type CountryRate = z.infer<typeof countryRateSchema>;
export type PricingPage = z.infer<typeof pricingPageSchema>;
export type SmsRatesPage = z.infer<typeof smsRatesPageSchema>;
export type SegmentCalculatorPage = z.infer<typeof segmentCalculatorPageSchema>;
/** A country row as pages and islands use it: its rates plus its English name. */
export type NamedCountryRate = CountryRate & { name: string };

import { z } from 'astro/zod';
import { usd } from './fields';

/**
 * A plan's price, written as a number of US dollars, with a switch for a quote-based plan
 * (`customPrice: true`, no price): the editor shows a number field and a Custom switch. The pages
 * read each price as US dollars or 'Custom' (and show their language's word for it).
 */
export type PlanPrice = number | 'Custom';

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

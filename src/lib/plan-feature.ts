import { formatNumber, formatPercent } from './figures';
import { formatPrice } from './money';
import { plural } from './plural';
import { fill } from './template';

/**
 * A bullet point of a plan card: its wording, with `{price}` (US dollars), `{count}` and `{percent}`
 * filled in; with a count, `text` is the wording for one and `plural` for any other number.
 */
interface PlanFeature {
  text: string;
  plural?: string | undefined;
  price?: number | undefined;
  count?: number | undefined;
  percent?: number | undefined;
}

/** "SMS from $0.04", "5 users", "99.99% uptime SLA"; "SMS desde 0,04 US$", "5 usuarios" (`lang` is the page's BCP 47 tag). */
export function formatPlanFeature(feature: PlanFeature, lang: string): string {
  const values: Record<string, string> = {};
  if (feature.price !== undefined) values.price = formatPrice(feature.price, lang);
  if (feature.percent !== undefined) values.percent = formatPercent(feature.percent, lang);
  if (feature.count === undefined) return fill(feature.text, values);
  values.count = formatNumber(feature.count, lang);
  return plural(feature.count, { one: feature.text, other: feature.plural ?? feature.text }, values, lang);
}

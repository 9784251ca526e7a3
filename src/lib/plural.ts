import { fill } from './template';

/** A text from content/ in its singular and plural forms; {count} is filled in. */
export interface PluralText {
  one: string;
  other: string;
}

const rules = new Intl.PluralRules('en-US');

/** "1 segment", "2 segments": picks the form for the number and fills in {count}. */
export function plural(count: number, text: PluralText, values: Record<string, string | number> = {}): string {
  return fill(rules.select(count) === 'one' ? text.one : text.other, { count, ...values });
}

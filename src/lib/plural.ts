import { fill } from './template';

/** A text from content/ in its singular and plural forms; {count} is filled in. */
export interface PluralText {
  one: string;
  other: string;
}

const rules = new Map<string, Intl.PluralRules>();

/**
 * "1 segment", "2 segments": picks the form for the number in the language `lang` (a BCP 47 tag)
 * and fills in {count}, or the value given for it (the number formatted for the page).
 */
export function plural(
  count: number,
  text: PluralText,
  values: Record<string, string | number> = {},
  lang = 'en-US',
): string {
  let rule = rules.get(lang);
  if (!rule) {
    rule = new Intl.PluralRules(lang);
    rules.set(lang, rule);
  }
  return fill(rule.select(count) === 'one' ? text.one : text.other, { count, ...values });
}

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

/** "SMS, Email and Voice": names joined the way the site's copy writes lists (no serial comma). */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** A count as copy writes it: words up to twelve, digits above. */
export const countWord = (count: number): string => NUMBER_WORDS[count] ?? String(count);

/**
 * Fills the catalogue placeholders a marketer may write in any copy field: `{channels}` (the
 * product names in catalogue order) and `{channelCount}` (how many there are, as a word).
 */
export function fillChannelPlaceholders(text: string, productNames: readonly string[]): string {
  return text
    .replaceAll('{channels}', joinNames(productNames))
    .replaceAll('{channelCount}', countWord(productNames.length));
}

/** Number words of the translated languages, as their copy writes counts up to twelve. */
const TRANSLATED_NUMBER_WORDS: Record<string, readonly string[]> = {
  es: ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce'],
  de: ['null', 'eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf'],
};

/**
 * A translated text's catalogue placeholders in its own language. The schemas fill `{channels}` and
 * `{channelCount}` the English way while checking lengths; this turns those fillings into the
 * language's list ("SMS, Email y MMS") and number word ("seis").
 */
export function localizeChannelPlaceholders(text: string, productNames: readonly string[], language: string): string {
  const words = TRANSLATED_NUMBER_WORDS[language];
  if (!words) return text;
  const list = new Intl.ListFormat(language, { type: 'conjunction' }).format(productNames);
  const count = words[productNames.length] ?? String(productNames.length);
  return text
    .replaceAll(joinNames(productNames), list)
    .replace(new RegExp(`\\b${countWord(productNames.length)}\\b`, 'g'), count);
}

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

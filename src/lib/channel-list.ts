/**
 * Fills the catalogue placeholders a marketer may write in any copy field, in the text's own
 * language: `{channels}` (the products' channel names in catalogue order, joined as that language
 * writes a list) and `{channelCount}` (how many there are, as that language writes the number).
 */
export function fillChannelPlaceholders(text: string, channelNames: readonly string[], languageTag: string): string {
  if (!text.includes('{channel')) return text;
  return text
    .replaceAll('{channels}', new Intl.ListFormat(languageTag, { type: 'conjunction' }).format(channelNames))
    .replaceAll('{channelCount}', new Intl.NumberFormat(languageTag).format(channelNames.length));
}

const formatters = new Map<string, Intl.NumberFormat>();

/** US dollars in the page's language (`lang`, a BCP 47 tag), with at least `minDigits` decimals (sub-cent prices need 3). */
export function formatUsd(amount: number, minDigits = 2, lang = 'en-US'): string {
  const key = `${lang} ${minDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(lang, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: minDigits,
      maximumFractionDigits: Math.max(minDigits, 3),
    });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}

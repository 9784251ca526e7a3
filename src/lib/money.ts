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

/** A list price: whole dollars without cents ("$49"), any other amount to the cent or tenth of a cent ("$0.04", "$0.003"). */
export function formatPrice(amount: number, lang: string): string {
  return formatUsd(amount, Number.isInteger(amount) ? 0 : 2, lang);
}

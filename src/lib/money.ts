const formatters = new Map<number, Intl.NumberFormat>();

/** US dollars, with at least `minDigits` decimals (sub-cent prices need 3). */
export function formatUsd(amount: number, minDigits = 2): string {
  let formatter = formatters.get(minDigits);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: minDigits,
      maximumFractionDigits: Math.max(minDigits, 3),
    });
    formatters.set(minDigits, formatter);
  }
  return formatter.format(amount);
}

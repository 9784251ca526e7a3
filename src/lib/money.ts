/** Money as the pages show it: US dollars in the page's language, and what yearly billing saves. */

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

/*
 * The "Save N%" labels of yearly billing, computed from the plans' own prices so that a
 * price change can never leave a false label behind.
 */

/** Dollars to whole cents, so the arithmetic below stays exact. */
const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * The saving of paying yearly instead of twelve monthly payments, in whole percent, rounded
 * down so the label never claims more than the prices give (588 -> 470 is 20.07%: 20).
 * 0 when yearly billing saves nothing.
 */
export function yearlySavingPercent(monthly: number, yearly: number): number {
  const twelveMonths = cents(monthly) * 12;
  const saved = twelveMonths - cents(yearly);
  if (twelveMonths <= 0 || saved <= 0) return 0;
  return Math.floor((saved * 100) / twelveMonths);
}

interface BillingSaving {
  /** The largest saving of any plan. */
  percent: number;
  /** True when every plan with prices saves the same, so "Save N%" is true of each one. */
  uniform: boolean;
}

/** What the yearly switch can promise for these plans; null when no plan saves anything. */
export function billingSaving(plans: { monthly: number; yearly: number }[]): BillingSaving | null {
  const percents = plans.map(({ monthly, yearly }) => yearlySavingPercent(monthly, yearly));
  const percent = Math.max(0, ...percents);
  if (percent === 0) return null;
  return { percent, uniform: percents.every((value) => value === percent) };
}

/**
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

export interface BillingSaving {
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

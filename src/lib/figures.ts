import { formatUsd } from './money';

/** How a figure from content reads: a plain number, a percentage (written as `99.99`), or US dollars with cents. */
export type FigureUnit = 'number' | 'percent' | 'usd';

/** `lang` is the page's BCP 47 tag ("en-US", "es", "de-DE"). */
export function formatNumber(value: number, lang: string): string {
  return new Intl.NumberFormat(lang).format(value);
}

/** A percentage written in content as a number of percent (98.2 for 98.2%); `signed` shows + before a rise. */
export function formatPercent(percent: number, lang: string, { signed = false } = {}): string {
  return new Intl.NumberFormat(lang, {
    style: 'percent',
    maximumFractionDigits: 2,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(percent / 100);
}

export function formatFigure(value: number, unit: FigureUnit, lang: string): string {
  if (unit === 'percent') return formatPercent(value, lang);
  if (unit === 'usd') return formatUsd(value, 2, lang);
  return formatNumber(value, lang);
}

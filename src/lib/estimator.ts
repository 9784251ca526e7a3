/**
 * The pay-as-you-go cost estimator on /pricing: reads what a person typed as a monthly
 * volume and turns volumes and per-unit prices into a monthly cost. It never produces
 * NaN or Infinity: every input is either a whole number in range or a named error.
 */

/** Above this monthly volume per channel the estimator asks people to talk to sales. */
export const MAX_MONTHLY_VOLUME = 100_000_000;

export type VolumeError = 'empty' | 'negative' | 'decimal' | 'notNumber' | 'tooLarge';
export type VolumeResult = { ok: true; value: number } | { ok: false; error: VolumeError };

const GROUPED = /^[+-]?\d{1,3}(?:[,\s\u00a0\u202f]\d{3})+(?:\.\d+)?$/;
const NUMBER = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** "2.500,5" in a language that writes a decimal comma reads as "2,500.5". */
function asEnglishNumber(text: string, lang: string): string {
  const decimal = new Intl.NumberFormat(lang).formatToParts(1.5).find((part) => part.type === 'decimal')?.value;
  if (decimal !== ',') return text;
  return text.replace(/[.,]/g, (separator) => (separator === '.' ? ',' : '.'));
}

/**
 * Reads a monthly volume: whole numbers only, thousands separators allowed as the page's language
 * writes them ("10,000" in English, "10.000" in Spanish and German).
 */
export function parseVolume(raw: string, lang = 'en-US'): VolumeResult {
  let text = asEnglishNumber(raw.trim(), lang);
  if (text === '') return { ok: false, error: 'empty' };
  if (GROUPED.test(text)) text = text.replace(/[,\s\u00a0\u202f]/g, '');
  // "2,5" is a decimal written with a comma, not two thousand and five.
  if (/^[+-]?\d+,\d{1,2}$/.test(text)) return { ok: false, error: text.startsWith('-') ? 'negative' : 'decimal' };
  const match = NUMBER.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return { ok: false, error: 'notNumber' };
  const [, sign, whole = '', fraction = ''] = match;
  const digits = whole.replace(/^0+(?=\d)/, '');
  const isZero = /^0*$/.test(whole) && /^0*$/.test(fraction);
  if (sign === '-' && !isZero) return { ok: false, error: 'negative' };
  if (/[1-9]/.test(fraction)) return { ok: false, error: 'decimal' };
  if (digits.length > String(MAX_MONTHLY_VOLUME).length) return { ok: false, error: 'tooLarge' };
  const value = Number(digits || '0');
  if (!Number.isSafeInteger(value) || value > MAX_MONTHLY_VOLUME) return { ok: false, error: 'tooLarge' };
  return { ok: true, value };
}

/** Prices are held in millionths of a dollar, so sums are exact integers (no 0.1 + 0.2 drift). */
export function toMicros(price: number): number {
  if (!Number.isFinite(price) || price < 0) throw new RangeError(`Invalid price: ${price}`);
  return Math.round(price * 1_000_000);
}

export interface EstimateLine {
  id: string;
  price: number;
  volume: number;
}

export interface Estimate {
  lines: { id: string; micros: number }[];
  totalMicros: number;
}

/** The monthly cost of each channel and in total, from whole volumes and per-unit prices. */
export function estimate(lines: EstimateLine[]): Estimate {
  const costed = lines.map(({ id, price, volume }) => {
    if (!Number.isSafeInteger(volume) || volume < 0 || volume > MAX_MONTHLY_VOLUME) {
      throw new RangeError(`Invalid volume for ${id}: ${volume}`);
    }
    return { id, micros: toMicros(price) * volume };
  });
  return { lines: costed, totalMicros: costed.reduce((sum, line) => sum + line.micros, 0) };
}

/** US dollars rounded to the nearest cent (half a cent rounds up): 1_234_565 micros -> "$1.23". */
export function formatMicros(micros: number, lang = 'en-US'): string {
  const cents = Math.floor((micros + 5_000) / 10_000);
  return new Intl.NumberFormat(lang, { style: 'currency', currency: 'USD' }).format(cents / 100);
}

/** A per-unit price as written in content: 0.005 -> "$0.005", 0.1 -> "$0.10". */
export function formatUnitPrice(price: number, lang = 'en-US'): string {
  return new Intl.NumberFormat(lang, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  }).format(price);
}

/**
 * SMS length, encoding and segments, the way carriers count them.
 *
 * GSM-7: 160 septets in a single message, 153 per segment once split (the rest is the
 * concatenation header). Characters of the extension table take an escape plus the
 * character (2 septets) and an escape pair is never split across segments.
 * Anything outside GSM-7 switches the whole message to UCS-2: 70 UTF-16 units in a
 * single message, 67 per segment, and a surrogate pair (an emoji) is never split.
 */

const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM_EXTENSION = new Set('^{}\\[~]|€\f');

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsCount {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2) the message uses. */
  units: number;
  segments: number;
  /** How many units fit in one message before it is split, for this encoding. */
  singleLimit: number;
  perSegment: number;
}

const LIMITS = {
  'GSM-7': { single: 160, multi: 153 },
  'UCS-2': { single: 70, multi: 67 },
} as const;

/** Splits the text into the sizes of its indivisible pieces, for the given encoding. */
function pieces(text: string, encoding: SmsEncoding): number[] {
  const sizes: number[] = [];
  for (const char of text) {
    if (encoding === 'UCS-2') sizes.push(char.length);
    else sizes.push(GSM_EXTENSION.has(char) ? 2 : 1);
  }
  return sizes;
}

export function isGsm7(text: string): boolean {
  for (const char of text) if (!GSM_BASIC.has(char) && !GSM_EXTENSION.has(char)) return false;
  return true;
}

export function countSms(text: string): SmsCount {
  const encoding: SmsEncoding = isGsm7(text) ? 'GSM-7' : 'UCS-2';
  const { single, multi } = LIMITS[encoding];
  const sizes = pieces(text, encoding);
  const units = sizes.reduce((sum, size) => sum + size, 0);
  let segments = 0;
  if (units > 0 && units <= single) segments = 1;
  else if (units > single) {
    let used: number = multi;
    for (const size of sizes) {
      if (used + size > multi) {
        segments += 1;
        used = 0;
      }
      used += size;
    }
  }
  return { encoding, units, segments, singleLimit: single, perSegment: multi };
}

const graphemeSegmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The characters a person sees: "👋🏽" and "é" written as e + accent are one each. */
export function graphemes(text: string): string[] {
  return Array.from(graphemeSegmenter.segment(text), ({ segment }) => segment);
}

export function characterCount(text: string): number {
  return graphemes(text).length;
}

/** Each distinct character that is not in GSM-7 and so switches the message to UCS-2, in order of first use. */
export function ucs2Characters(text: string): string[] {
  return [...new Set(graphemes(text).filter((character) => !isGsm7(character)))];
}

/** The text cut into runs of GSM-7 characters and of characters that force UCS-2, for highlighting. */
export function ucs2Runs(text: string): { text: string; ucs2: boolean }[] {
  const runs: { text: string; ucs2: boolean }[] = [];
  for (const character of graphemes(text)) {
    const ucs2 = !isGsm7(character);
    const last = runs.at(-1);
    if (last && last.ucs2 === ucs2) last.text += character;
    else runs.push({ text: character, ucs2 });
  }
  return runs;
}

/** "U+1F44B U+1F3FD" for a character, so an invisible or look-alike one can still be identified. */
export function codePoints(character: string): string {
  return Array.from(
    character,
    (point) => `U+${point.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`,
  ).join(' ');
}

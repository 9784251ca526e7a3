import { z } from 'astro/zod';
import { fillChannelPlaceholders } from '../lib/channel-list';
import { channelNames } from './catalogue-names';

/**
 * Visitor copy: a text a visitor reads or hears. Marking fields with `copy()` instead of
 * `z.string()` is what lets the pseudo-localised build (PSEUDO_LOCALE=1) wrap every such
 * text in ⟦ ⟧, so a crawl of that build finds any text that did not come from content/.
 */
export const PSEUDO_LOCALE = process.env.PSEUDO_LOCALE === '1';

export const pseudo = (text: string): string => (PSEUDO_LOCALE ? `⟦${text}⟧` : text);

const catalogue = channelNames();

/** `{channels}` and `{channelCount}` are filled from content/products before the length checks. */
const withCatalogue = (value: unknown) =>
  typeof value === 'string' ? fillChannelPlaceholders(value, catalogue) : value;

export function copy(limits: { min?: number; max?: number } = {}) {
  let text = z
    .string()
    .trim()
    .min(limits.min ?? 1, 'Write some text here, or remove the field if it is optional');
  if (limits.max !== undefined) text = text.max(limits.max, `Keep this under ${limits.max} characters`);
  return z.preprocess(withCatalogue, text).transform(pseudo);
}

/**
 * Visitor copy: a text a visitor reads or hears. Marking fields with `copy()` instead of
 * `z.string()` is what lets the pseudo-localised build (PSEUDO_LOCALE=1) wrap every such
 * text in ⟦ ⟧, so a crawl of that build finds any text that did not come from content/.
 */
export const PSEUDO_LOCALE = process.env.PSEUDO_LOCALE === '1';

export const pseudo = (text: string): string => (PSEUDO_LOCALE ? `⟦${text}⟧` : text);

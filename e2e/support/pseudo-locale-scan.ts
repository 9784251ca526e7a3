import type { Page } from '@playwright/test';
import { LANGUAGE_TAG } from '../../src/i18n/locales';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every month's name, long and short, in every language of the site ("November", "Okt.", "noviembre"). */
const MONTH_NAMES = [
  ...new Set(
    Object.values(LANGUAGE_TAG).flatMap((tag) =>
      (['long', 'short'] as const).flatMap((month) =>
        Array.from({ length: 12 }, (_, index) =>
          new Intl.DateTimeFormat(tag, { month, timeZone: 'UTC' }).format(new Date(Date.UTC(2026, index, 15))),
        ),
      ),
    ),
  ),
].map(escaped);
const MONTH = `(?:${MONTH_NAMES.join('|')})`;

/**
 * How long ago, in every language of the site, as Intl words it ("2 minutes ago", "hace 1 hora",
 * "gestern"), with any number and with or without a capital first letter.
 */
const TIMES_AGO = [
  ...new Set(
    Object.values(LANGUAGE_TAG).flatMap((tag) => {
      const relative = new Intl.RelativeTimeFormat(tag, { numeric: 'auto' });
      return (['minute', 'hour', 'day'] as const)
        .flatMap((unit) => [0, 1, 2, 5].map((amount) => relative.format(-amount, unit)))
        .flatMap((text) => [text, text.charAt(0).toLocaleUpperCase(tag) + text.slice(1)]);
    }),
  ),
].map((text) => escaped(text).replace(/\d+/g, String.raw`\d[\d.,]*`));
const TIME_OF_DAY = String.raw`\d{1,2}:\d{2}(?:\s?[AP]M)?`;

/**
 * What may appear on a page of the pseudo-localised build without the ⟦ ⟧ marks: text that is
 * data, not copy. Everything else a visitor can read or hear must come from content/.
 */
export const NOT_COPY: { why: string; pattern: string }[] = [
  // Figures, prices, percentages, times and counts computed or formatted from data.
  {
    why: 'numbers, prices (0,01 US$ in Spanish), percentages, times',
    pattern: String.raw`^(?:[\d\s.,:;%$€£¢+\-–—/()×x~≈<>=#]|US\$)*$`,
  },
  // Separators and symbols: "·", "/", "→", "©", "|", "…".
  { why: 'punctuation and symbols only', pattern: String.raw`^[\p{P}\p{S}\s]+$` },
  // Addresses and numbers from data (contact details, the signed-in e-mail, recipients).
  { why: 'e-mail addresses from data', pattern: String.raw`^\S+@\S+\.\S+$` },
  { why: 'phone numbers from data', pattern: String.raw`^\+?[\d\s().-]{7,}$` },
  // Dates formatted by Intl from a content date ("Nov 21, 2026", "November 2026").
  {
    why: 'dates formatted from data',
    pattern: String.raw`^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)?[a-z]*,?\s*(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+\d{1,2}(,\s*\d{4})?$|^\d{1,2}\s+(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\s+\d{4}$|^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\s+\d{4}$`,
  },
  // The same in Spanish and German ("10 de noviembre de 2026", "10. November 2026", "Oktober 2026").
  {
    why: 'dates formatted from data, in the page’s language',
    pattern: String.raw`^(?=.*${MONTH})(?:\d{1,2}\.?,?|\d{4}|de|${MONTH}\.?,?|\s)+$`,
  },
  // A day and a time formatted by Intl ("Dec 1, 2026, 9:00 AM", "1 dic 2026, 9:00", "1. Dez. 2026, 09:00").
  {
    why: 'dates with a time of day formatted from data, in the page’s language',
    pattern: String.raw`^(?=.*${MONTH})(?=.*${TIME_OF_DAY}$)(?:\d{1,2}\.?,?|\d{4},?|${MONTH}\.?,?|${TIME_OF_DAY}|\s)+$`,
  },
  // How long ago, formatted by Intl from an amount in content ("2 minutes ago", "Ayer, 16:12").
  {
    why: 'times ago formatted from data, in the page’s language',
    pattern: String.raw`^(?:${TIMES_AGO.join('|')})(?:,\s*${TIME_OF_DAY})?$`,
  },
];

export interface Untranslated {
  where: string;
  text: string;
}

/**
 * Where the scans look, shared by the browser's (`untranslatedTexts`) and the HTML's
 * (`untranslatedInHtml`). Code (pre, code, kbd, samp) and names marked translate="no" (error
 * codes, headers, languages) are not copy.
 */
export const SCAN = {
  skipped: 'script, style, noscript, template, pre, code, kbd, samp, svg title, [translate="no"]',
  /** A text inside ⟦ ⟧ within its block is copy: a Markdown text split by inline code (⟦Pass `cursor` as the …⟧). */
  blocks: 'p, li, td, th, dd, dt, h1, h2, h3, h4, h5, h6, caption, figcaption, blockquote, label, summary',
  named: ['aria-label', 'alt', 'placeholder', 'title', 'aria-roledescription'],
  namedSkipped: 'pre, code, [translate="no"]',
  notCopy: NOT_COPY,
};

/** More ⟦ than ⟧ before a text within its block: the text sits inside marked copy. */
export const opensMarks = (preceding: string) => preceding.split('⟦').length > preceding.split('⟧').length;

/**
 * Every visible text node and accessible name of the page that is neither marked ⟦ ⟧ nor
 * allowed above, as the browser shows the page now (hidden elements are skipped).
 */
export async function untranslatedTexts(page: Page): Promise<Untranslated[]> {
  return page.evaluate((scan) => {
    const patterns = scan.notCopy.map((entry) => new RegExp(entry.pattern, 'u'));
    const isCopy = (text: string) => /[⟦⟧]/.test(text) || patterns.some((pattern) => pattern.test(text));
    // opensMarks, restated: a function cannot be passed into the page, and its CSP allows no eval.
    const opens = (preceding: string) => preceding.split('⟦').length > preceding.split('⟧').length;
    const found: { where: string; text: string }[] = [];
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
        element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''
      }`;
    const insideMarks = (node: Node, parent: Element) => {
      const block = parent.closest(scan.blocks) ?? parent;
      const before = document.createRange();
      before.setStart(block, 0);
      before.setEndBefore(node);
      return opens(before.toString());
    };

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || parent.closest(scan.skipped)) continue;
      if (!parent.checkVisibility({ visibilityProperty: true })) continue;
      if (!isCopy(text) && !insideMarks(node, parent)) found.push({ where: describe(parent), text });
    }

    const named = document.querySelectorAll(scan.named.map((attribute) => `[${attribute}]`).join(', '));
    for (const element of named) {
      if (element.closest(scan.namedSkipped) || element.matches('svg title')) continue;
      if (!element.checkVisibility({ visibilityProperty: true }) && element.tagName !== 'NAV') continue;
      for (const attribute of scan.named) {
        const value = element.getAttribute(attribute)?.trim();
        if (value && !isCopy(value)) found.push({ where: `${describe(element)}@${attribute}`, text: value });
      }
    }

    if (!isCopy(document.title)) found.push({ where: 'title', text: document.title });
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    if (description && !isCopy(description)) found.push({ where: 'meta description', text: description });
    return found;
  }, SCAN);
}

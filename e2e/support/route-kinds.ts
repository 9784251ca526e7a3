import { TRANSLATIONS } from '../../src/i18n/locales';

/** The sample account area, in every language: its pages may load their scripts at once; marketing pages may not. */
export const ACCOUNT_ROUTES = new RegExp(
  `^(?:/(?:${TRANSLATIONS.join('|')}))?/(login|register|dashboard|compose|reports|schedule)(/|$)`,
);

/**
 * The search page, in every language: it runs the search as it opens, on the term in its address,
 * so its script loads at once, as a script of the account area's does.
 */
export const SEARCH_ROUTES = new RegExp(`^(?:/(?:${TRANSLATIONS.join('|')}))?/search$`);

import { TRANSLATIONS } from '../../src/i18n/locales';

/** The sample account area, in every language: its pages may load their scripts at once; marketing pages may not. */
export const ACCOUNT_ROUTES = new RegExp(
  `^(?:/(?:${TRANSLATIONS.join('|')}))?/(login|register|dashboard|compose|reports|schedule)(/|$)`,
);

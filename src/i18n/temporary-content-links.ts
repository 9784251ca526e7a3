import { localizeHref } from './localize-links';
import type { Locale } from './locales';

// TEMPORARY: content link fields given to islands, until the data layer localizes them (then deleted).
export const localizeLink = <L extends { href: string }>(locale: Locale, link: L): L => ({
  ...link,
  href: localizeHref(locale, link.href),
});

import { isEnglishOnlyPath, isTranslatedPath } from './content-languages';
import { localeFromPath, localizedPath, SOURCE_LOCALE, type Locale } from './locales';

export { isEnglishOnlyPath, isTranslatedPath };

/** A link as a page in `locale` writes it: "/pricing#faq" -> "/es/pricing#faq"; English-only pages, files and other sites stay. */
export function localizeHref(locale: Locale, href: string): string {
  if (locale === SOURCE_LOCALE) return href;
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  const rest = cut === -1 ? '' : href.slice(cut);
  if (!isTranslatedPath(path) || localeFromPath(path) !== SOURCE_LOCALE) return href;
  return localizedPath(locale, path) + rest;
}

/**
 * The hreflang a link on a page in `locale` carries: "en" when it leads from a translated page to
 * a page that exists in English only (a blog post, the developer docs), so the page never claims
 * the page it links to is in its own language; none otherwise.
 */
export function linkHreflang(locale: Locale, href: string): typeof SOURCE_LOCALE | undefined {
  return locale !== SOURCE_LOCALE && isEnglishOnlyPath(href) ? SOURCE_LOCALE : undefined;
}

import { isTranslatedPath } from './content-languages';
import { localeFromPath, localizedPath, SOURCE_LOCALE, type Locale } from './locales';

/** A link as a page in `locale` writes it: "/pricing#faq" -> "/es/pricing#faq"; English-only pages, files and other sites stay. */
export function linkInLanguage(locale: Locale, href: string): string {
  if (locale === SOURCE_LOCALE) return href;
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  if (!isTranslatedPath(path) || localeFromPath(path) !== SOURCE_LOCALE) return href;
  return localizedPath(locale, path) + (cut === -1 ? '' : href.slice(cut));
}

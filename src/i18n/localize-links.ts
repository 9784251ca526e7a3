import { isEnglishOnlyPath, isTranslatedPath } from './content-languages';
import { SOURCE_LOCALE, type Locale } from './locales';

export { isEnglishOnlyPath, isTranslatedPath };

/**
 * The hreflang a link on a page in `locale` carries: "en" when it leads from a translated page to
 * a page that exists in English only (a blog post, the developer docs), so the page never claims
 * the page it links to is in its own language; none otherwise.
 */
export function linkHreflang(locale: Locale, href: string): typeof SOURCE_LOCALE | undefined {
  return locale !== SOURCE_LOCALE && isEnglishOnlyPath(href) ? SOURCE_LOCALE : undefined;
}

import { isTranslatedPath } from './content-languages';
import { localeFromPath, LOCALES, localizedPath, SOURCE_LOCALE, withoutLocale, type Locale } from './locales';

export interface AlternatePage {
  locale: Locale;
  /** The page in that language, or that language's home when the page is not translated. */
  path: string;
  /** The page's own language. */
  current: boolean;
  /** True when `path` is this very page in that language (a real hreflang alternate). */
  translation: boolean;
}

/** Where the language switcher leads from a page, in the order of LOCALES. */
export function alternatePages(route: string): AlternatePage[] {
  const current = localeFromPath(route);
  const page = withoutLocale(route);
  const translated = isTranslatedPath(page);
  return LOCALES.map((locale) => ({
    locale,
    path: localizedPath(locale, translated ? page : '/'),
    current: locale === current,
    translation: translated,
  }));
}

/** The hreflang alternates of a page: every language when it is translated, none when it is English only. */
export function hreflangAlternates(route: string): { locale: Locale | 'x-default'; path: string }[] {
  const pages = alternatePages(route).filter((page) => page.translation);
  if (pages.length === 0) return [];
  const source = pages.find((page) => page.locale === SOURCE_LOCALE)!;
  return [...pages.map(({ locale, path }) => ({ locale, path })), { locale: 'x-default', path: source.path }];
}

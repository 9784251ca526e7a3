/**
 * The site's languages: the one list to extend to add a language (then name it in
 * content/site/languages.yaml and write its files; content/README.md, "Adding a language"). English
 * is the source and keeps its unprefixed URLs (/pricing); every other language lives under its own
 * prefix with the same slugs (/es/pricing, /de/pricing). `tag` is the BCP 47 tag for `Intl`; `og`
 * the Open Graph locale (language_TERRITORY). `<html lang>` and hreflang use the code alone, as
 * Pagefind splits its index by it.
 */
export const LANGUAGES = {
  en: { tag: 'en-US', og: 'en_US' },
  es: { tag: 'es', og: 'es_ES' },
  de: { tag: 'de-DE', og: 'de_DE' },
} as const satisfies Record<string, { tag: string; og: string }>;

export type Locale = keyof typeof LANGUAGES;
export const LOCALES = Object.keys(LANGUAGES) as Locale[];

export const SOURCE_LOCALE = 'en' satisfies Locale;
/** The languages translated from English; their files sit in a folder named after them in content/. */
export const TRANSLATIONS = LOCALES.filter((locale) => locale !== SOURCE_LOCALE);
export type Translation = Exclude<Locale, typeof SOURCE_LOCALE>;

const each = <Value>(pick: (locale: Locale) => Value) =>
  Object.fromEntries(LOCALES.map((locale) => [locale, pick(locale)])) as Record<Locale, Value>;

/** The BCP 47 tag for `Intl`. */
export const LANGUAGE_TAG: Record<Locale, string> = each((locale) => LANGUAGES[locale].tag);
/** The page's `<html lang>` and hreflang: the language alone. */
export const HTML_LANG: Record<Locale, string> = each((locale) => locale);
/** Open Graph wants language_TERRITORY. */
export const OG_LOCALE: Record<Locale, string> = each((locale) => LANGUAGES[locale].og);

export const isLocale = (value: unknown): value is Locale => LOCALES.some((locale) => locale === value);

/** The language of a path: its first segment when that names a translation, else English ("/de.html" is /de, as built). */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split('/')[1]?.replace(/\.html$/, '');
  return isLocale(first) && first !== SOURCE_LOCALE ? first : SOURCE_LOCALE;
}

/** The path without its language prefix: "/es/pricing" -> "/pricing", "/es" -> "/". */
export function withoutLocale(pathname: string): string {
  const locale = localeFromPath(pathname);
  if (locale === SOURCE_LOCALE) return pathname;
  const rest = pathname.slice(locale.length + 1);
  return rest === '' || rest === '.html' ? '/' : rest;
}

/** The same page in a language: ("es", "/pricing") -> "/es/pricing", ("es", "/") -> "/es". */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === SOURCE_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The `locale` route parameter of a page under src/pages/[...locale]/: none for English. */
export const localeParam = (locale: Locale): string | undefined => (locale === SOURCE_LOCALE ? undefined : locale);

/** The language a route under src/pages/[...locale]/ was built for, from its parameter. */
export function localeOfParam(param: string | undefined): Locale {
  if (param === undefined) return SOURCE_LOCALE;
  if (!isLocale(param)) throw new Error(`Unknown language "${param}" in a route; known: ${LOCALES.join(', ')}`);
  return param;
}

/** The language of the page being rendered, as Astro's i18n routing found it (`Astro.currentLocale`). */
export function pageLocale(currentLocale: string | undefined): Locale {
  if (!isLocale(currentLocale))
    throw new Error(
      `Astro.currentLocale is "${currentLocale}", not one of ${LOCALES.join(', ')} (astro.config.mjs i18n)`,
    );
  return currentLocale;
}

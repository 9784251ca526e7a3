import type { HtmlElement } from '../lib/html-elements';
import { pageUrls, type UrlPlace } from '../lib/page-urls';
import { isEnglishOnlyPath } from './content-languages';
import { HTML_LANG, localeFromPath, localizedPath, SOURCE_LOCALE, withoutLocale, type Locale } from './locales';

export interface LanguageProblem {
  page: string;
  url: string;
  reason: string;
}

const WHERE: Record<UrlPlace, string> = {
  link: 'a link',
  form: 'a form',
  island: "an island's props",
  'json-ld': 'the JSON-LD',
  canonical: 'the canonical URL',
  'og:url': 'og:url',
  alternate: 'an hreflang alternate',
};

/** The language an hreflang value names ("x-default" is English, the source). */
const namedLanguage = (hreflang: string): Locale | undefined =>
  hreflang === 'x-default'
    ? SOURCE_LOCALE
    : (Object.keys(HTML_LANG) as Locale[]).find((locale) => HTML_LANG[locale] === hreflang);

/**
 * The URLs of a translated page that are not in its language: a link, form, island prop, JSON-LD
 * URL, canonical or og:url leading to English where the translation exists, or to another
 * translation; a link to an English-only page without hreflang="en"; a link or alternate whose
 * hreflang names another language than its page's. A page not translated yet (its main content
 * in English, `<main lang="en">`) names the English page as itself, and the links of its English
 * content may lead to English pages. `isPage` says whether a path was built. `html` may be the page's
 * elements, when already parsed.
 */
export function wrongLanguageLinks(
  pagePath: string,
  html: string | readonly HtmlElement[],
  isPage: (path: string) => boolean,
  siteOrigin = 'https://www.relaymark.com',
): LanguageProblem[] {
  const locale = localeFromPath(pagePath);
  if (locale === SOURCE_LOCALE) return [];
  const base = new URL(pagePath, siteOrigin);
  const problems: LanguageProblem[] = [];
  const { urls, mainLang } = pageUrls(html);
  const english = mainLang === HTML_LANG[SOURCE_LOCALE] ? withoutLocale(pagePath) : null;
  const namesItself = (place: UrlPlace) => place === 'canonical' || place === 'og:url' || place === 'json-ld';
  for (const { place, url, hreflang, inMain } of urls) {
    const target = URL.canParse(url, base) ? new URL(url, base) : null;
    if (target?.origin !== base.origin) continue;
    const path = target.pathname;
    const language = localeFromPath(path);
    const report = (reason: string) => problems.push({ page: pagePath, url, reason: `${WHERE[place]} ${reason}` });
    if (path === english && namesItself(place)) continue;
    if (english !== null && inMain && language === SOURCE_LOCALE) continue;
    if (hreflang !== undefined) {
      if (language !== namedLanguage(hreflang)) report(`says hreflang="${hreflang}" but leads to ${language}`);
    } else if (language !== locale && language !== SOURCE_LOCALE) report(`leads to ${language}`);
    else if (language === SOURCE_LOCALE && isPage(path) && isPage(localizedPath(locale, path)))
      report(`leads to English, but ${localizedPath(locale, path)} exists`);
    else if (language === SOURCE_LOCALE && place === 'link' && isEnglishOnlyPath(path))
      report('leads to a page in English only without hreflang="en"');
  }
  return problems;
}

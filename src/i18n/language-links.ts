import { decodeHTML } from 'entities';
import { localeFromPath, localizedPath, SOURCE_LOCALE } from './locales';
import { LINK_TAG, LINK_TARGET } from './localize-links';

export interface LanguageProblem {
  page: string;
  url: string;
  reason: string;
}

/** A path inside an island's props (JSON in an attribute, quotes escaped): `&quot;/pricing&quot;`. */
const ISLAND_PROPS = /<astro-island\s[^>]*\sprops="([^"]*)"/g;
const PROPS_PATH = /"(\/[^"#?]*)[^"]*"/g;

/**
 * The links of a translated page that lead to an English page although its translation exists:
 * in the HTML (unless the link names its language with hreflang, as the language switcher does)
 * and in the props an island renders its links from. `isPage` says whether a path was built.
 */
export function wrongLanguageLinks(
  pagePath: string,
  html: string,
  isPage: (path: string) => boolean,
): LanguageProblem[] {
  const locale = localeFromPath(pagePath);
  if (locale === SOURCE_LOCALE) return [];
  const problems: LanguageProblem[] = [];
  const check = (url: string, where: string) => {
    const path = url.split(/[?#]/)[0] ?? '';
    if (!path.startsWith('/') || path.startsWith('//') || localeFromPath(path) !== SOURCE_LOCALE) return;
    const translation = localizedPath(locale, path);
    if (isPage(path) && isPage(translation))
      problems.push({ page: pagePath, url, reason: `${where} leads to English, but ${translation} exists` });
  };
  for (const [tag] of html.matchAll(LINK_TAG)) {
    const url = LINK_TARGET.exec(tag)?.[1];
    if (url !== undefined && !/\shreflang="/.test(tag)) check(decodeHTML(url), 'a link');
  }
  for (const [, props = ''] of html.matchAll(ISLAND_PROPS)) {
    for (const [, path = ''] of decodeHTML(props).matchAll(PROPS_PATH)) check(path, "an island's props");
  }
  return problems;
}

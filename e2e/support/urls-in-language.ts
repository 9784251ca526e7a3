import { textContent } from 'domutils';
import { isEnglishOnlyPath } from '../../src/i18n/content-languages';
import { HTML_LANG, LOCALES, localeFromPath, SOURCE_LOCALE, withoutLocale, type Locale } from '../../src/i18n/locales';
import { all, closest, one, type Document, type Element } from './parsed-html';

/**
 * Every URL of a Spanish or German page is in that page's language: its links, forms, island
 * props, JSON-LD, canonical URL and og:url. A link to a page that exists in English only is the
 * exception, and says so with hreflang="en"; a link or alternate naming a language with hreflang
 * leads to the page in that language. A page not translated yet (its main content in English, main
 * lang="en") names the English page as itself in its canonical URL, og:url and JSON-LD, and the
 * links of its English content may lead to English pages. Read from the built HTML by
 * files/page-language.test.ts; the build's link gate applies the same rule (src/links/links.ts).
 */

const SITE = 'https://www.relaymark.com';

/** The path of a URL on this site, or null for another site, a file or a fragment of the page itself. */
function sitePath(url: string, route: string): string | null {
  if (/^(mailto|tel|data|javascript):/i.test(url) || url.startsWith('#')) return null;
  const target = new URL(url, new URL(route, SITE));
  if (target.origin !== SITE || /\.[a-z0-9]+$/i.test(target.pathname) || target.pathname.startsWith('/_')) return null;
  return target.pathname;
}

const languageNamed = (hreflang: string): Locale | undefined =>
  hreflang === 'x-default' ? SOURCE_LOCALE : LOCALES.find((locale) => HTML_LANG[locale] === hreflang);

function jsonLdUrls(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(jsonLdUrls);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    ['url', '@id', 'item'].includes(key) && typeof inner === 'string' ? [inner] : jsonLdUrls(inner),
  );
}

function propStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(propStrings);
  return typeof value === 'object' && value !== null ? Object.values(value).flatMap(propStrings) : [];
}

interface Found {
  where: string;
  url: string;
  hreflang?: string | undefined;
  inMain?: boolean;
}

function urlsOf(document: Document): { found: Found[]; mainLang: string | null } {
  const inMain = (element: Element) => closest(element, 'main') !== undefined;
  return {
    found: [
      ...all(document, 'a[href]').map((a) => ({
        where: 'link',
        url: a.attribs.href!,
        hreflang: a.attribs.hreflang,
        inMain: inMain(a),
      })),
      ...all(document, 'form[action]').map((form) => ({
        where: 'form',
        url: form.attribs.action!,
        inMain: inMain(form),
      })),
      ...all(document, 'astro-island[props]').flatMap((island) =>
        propStrings(JSON.parse(island.attribs.props!))
          .filter((text) => /^\/(?!\/)\S*$/.test(text))
          .map((url) => ({ where: `island ${island.attribs.opts ?? ''}`, url, inMain: inMain(island) })),
      ),
      ...all(document, 'script[type="application/ld+json"]').flatMap((script) =>
        jsonLdUrls(JSON.parse(textContent(script))).map((url) => ({ where: 'JSON-LD', url })),
      ),
      ...all(document, 'link[rel="canonical"]').map((link) => ({ where: 'canonical', url: link.attribs.href! })),
      ...all(document, 'meta[property="og:url"]').map((meta) => ({ where: 'og:url', url: meta.attribs.content! })),
      ...all(document, 'link[rel="alternate"][hreflang]').map((link) => ({
        where: 'alternate',
        url: link.attribs.href!,
        hreflang: link.attribs.hreflang!,
      })),
    ],
    mainLang: one(document, 'main')?.attribs.lang ?? null,
  };
}

/** What is wrong with the URLs of the page at `route`, as "route: where url: problem" lines. */
export function urlsNotInLanguage(document: Document, route: string): string[] {
  const locale = localeFromPath(route);
  const { found, mainLang } = urlsOf(document);
  const itselfInEnglish = mainLang === HTML_LANG[SOURCE_LOCALE] ? withoutLocale(route) : null;
  return found.flatMap(({ where, url, hreflang, inMain }) => {
    const path = sitePath(url, route);
    if (path === null) return [];
    if (path === itselfInEnglish && ['canonical', 'og:url', 'JSON-LD'].includes(where)) return [];
    if (itselfInEnglish !== null && inMain && localeFromPath(path) === SOURCE_LOCALE) return [];
    const language = localeFromPath(path);
    const problem = (what: string) => [`${route}: ${where} ${url}: ${what}`];
    if (hreflang !== undefined)
      return language === languageNamed(hreflang) ? [] : problem(`hreflang="${hreflang}" but the page is ${language}`);
    if (language === locale) return [];
    if (language === SOURCE_LOCALE && isEnglishOnlyPath(path))
      return where === 'link' ? problem('English only, without hreflang="en"') : [];
    return problem(`in ${language}, not ${locale}`);
  });
}

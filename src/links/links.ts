// Links in a page's language: the one rule (content and code write English paths; a page in
// another language links to that language's page where it exists, and marks a link to a page that
// exists in English only), every place that applies it (URLs built in code, the link fields of an
// entry; Markdown bodies through src/markdown/localized-links.ts), and the build's check of the
// written pages against it (src/build/link-gate.ts). src/i18n/content-languages.ts says which pages
// are translated. Nothing here reads content, so the build's own steps can import it.
import { isEnglishOnlyPath, isTranslatedPath } from '../i18n/content-languages';
import { HTML_LANG, localeFromPath, localizedPath, SOURCE_LOCALE, withoutLocale, type Locale } from '../i18n/locales';
import type { HtmlElement } from '../lib/html-elements';
import { pageUrls, type UrlPlace } from '../lib/page-urls';
import type { FieldShape } from '../schemas/field-shape';

/** A link as a page in `locale` writes it: "/pricing#faq" -> "/es/pricing#faq"; English-only pages, files and other sites stay. */
export function linkInLanguage(locale: Locale, href: string): string {
  if (locale === SOURCE_LOCALE) return href;
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  if (!isTranslatedPath(path) || localeFromPath(path) !== SOURCE_LOCALE) return href;
  return localizedPath(locale, path) + (cut === -1 ? '' : href.slice(cut));
}

/**
 * The hreflang a link on a page in `locale` carries: "en" when it leads from a translated page to
 * a page that exists in English only (a blog post, the developer docs), so the page never claims
 * the page it links to is in its own language; none otherwise.
 */
export function linkHreflang(locale: Locale, href: string): typeof SOURCE_LOCALE | undefined {
  return locale !== SOURCE_LOCALE && isEnglishOnlyPath(href) ? SOURCE_LOCALE : undefined;
}

/** Page `page` of a paginated list at `path`: page 1 is the list's own URL, later ones add their number. */
const listPage = (path: string, page = 1) => (page > 1 ? `${path}/${page}` : path);

/** The one place that builds each kind of URL on the site, as English writes it. */
export const urls = {
  /** A page of the blog's list of posts. */
  blog: (page?: number) => listPage('/blog', page),
  /** A page of the press releases. */
  press: (page?: number) => listPage('/press', page),
  /** A page of the changelog. */
  changelog: (page?: number) => listPage('/changelog', page),
  product: (id: string) => `/products/${id}`,
  solution: (id: string) => `/solutions/${id}`,
  blogPost: (id: string) => `/blog/${id}`,
  /** A blog category by its id (the slug of its English name, which posts name it by). */
  blogCategory: (id: string, page?: number) => listPage(`/blog/category/${id}`, page),
  pressRelease: (id: string) => `/press/${id}`,
  changelogEntry: (id: string) => `/changelog/${id}`,
  resource: (id: string) => `/resources/${id}`,
  sdk: (id: string) => `/developers/sdks/${id}`,
  integration: (id: string) => `/developers/integrations/${id}`,
  developersPage: (id: string) => `/developers/${id}`,
  /** The API reference's overview, or the part of it about one product. */
  apiReference: (tag?: string) => `/developers/api${tag ? `#${tag}` : ''}`,
  /** An API reference section (an OpenAPI tag), or one endpoint on it. */
  apiSection: (tag: string, operationId?: string) => `/developers/api/${tag}${operationId ? `#${operationId}` : ''}`,
  /** The RSS feeds (English only); a preview build has none (src/integrations/feeds.ts). */
  blogFeed: '/rss.xml',
  changelogFeed: '/changelog/rss.xml',
};

/**
 * The URLs a page in `locale` links to, in its language: a translated page's links lead to the
 * translations ("/products/sms" on a Spanish page is "/es/products/sms"); a page that exists in
 * English only keeps its English URL. `page` is any other page by its English path ("/dashboard").
 */
export function urlsIn(locale: Locale) {
  const page = (path: string) => linkInLanguage(locale, path);
  return {
    page,
    home: page('/'),
    product: (id: string) => page(urls.product(id)),
    solution: (id: string) => page(urls.solution(id)),
    blog: (number?: number) => page(urls.blog(number)),
    press: (number?: number) => page(urls.press(number)),
    changelog: (number?: number) => page(urls.changelog(number)),
    blogCategory: (id: string, number?: number) => page(urls.blogCategory(id, number)),
    resource: (id: string) => page(urls.resource(id)),
  };
}

function walk(value: unknown, shape: FieldShape, locale: Locale): unknown {
  if (shape.kind === 'link') return typeof value === 'string' ? linkInLanguage(locale, value) : value;
  if (shape.kind === 'array' && Array.isArray(value)) return value.map((item) => walk(item, shape.items, locale));
  if (shape.kind === 'object' && value && typeof value === 'object' && !Array.isArray(value))
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => {
        const inner = shape.properties[key];
        return [key, inner ? walk(field, inner, locale) : field];
      }),
    );
  return value;
}

/**
 * An entry's data as a page in `locale` shows it: every field its collection's shape
 * (src/data/localized.ts `shapeOf`) marks as a link leads to the page in that language.
 */
export function linksInLanguage<Data>(shape: FieldShape, data: Data, locale: Locale): Data {
  return locale === SOURCE_LOCALE ? data : (walk(data, shape, locale) as Data);
}

/** A URL of a built page that breaks the rule, and why. */
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

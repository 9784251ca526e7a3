import { htmlElements, isWithin, type HtmlElement } from './html-elements';

/** Where on a page a URL was written. */
export type UrlPlace = 'link' | 'form' | 'island' | 'json-ld' | 'canonical' | 'og:url' | 'alternate';

export interface PageUrl {
  place: UrlPlace;
  url: string;
  /** The hreflang of a link or an alternate, when it names one. */
  hreflang?: string;
  /** Written inside the page's `<main>`. */
  inMain?: true;
}

/** The JSON-LD properties that hold a page's URL (schema.org's url, @id, a ListItem's item). */
const JSON_LD_URL_KEYS = new Set(['url', '@id', 'item', 'mainEntityOfPage']);
/** A string of an island's props that is a path on this site ("/pricing#faq"), not text. */
const SITE_PATH = /^\/(?!\/)\S*$/;

function jsonLdUrls(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => jsonLdUrls(item, found));
  else if (typeof value === 'object' && value !== null)
    for (const [key, inner] of Object.entries(value)) {
      if (JSON_LD_URL_KEYS.has(key) && typeof inner === 'string') found.push(inner);
      else jsonLdUrls(inner, found);
    }
  return found;
}

/** Every string in an island's serialised props (Astro tags each value with a number, which is skipped). */
function strings(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') found.push(value);
  else if (Array.isArray(value)) value.forEach((item) => strings(item, found));
  else if (typeof value === 'object' && value !== null) Object.values(value).forEach((item) => strings(item, found));
  return found;
}

const parseJson = (text: string, what: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new Error(`${what} is not valid JSON: ${String(error)}`, { cause: error });
  }
};

export interface PageUrls {
  urls: PageUrl[];
  /** The language of the page's main content (`<main lang>`), when it names one. */
  mainLang?: string;
}

/**
 * Every URL a page leads to or says it is, read from its parsed HTML (or its elements, when already
 * parsed): links, forms, island props, JSON-LD, the canonical URL, og:url and the hreflang alternates.
 */
export function pageUrls(page: string | readonly HtmlElement[]): PageUrls {
  const elements = typeof page === 'string' ? htmlElements(page) : page;
  const urls: PageUrl[] = [];
  let mainLang: string | undefined;
  elements.forEach(({ name, attributes, text }, index) => {
    const push = (url: PageUrl) => urls.push(isWithin(elements, index, 'main') ? { ...url, inMain: true } : url);
    const { href, action, props, rel, hreflang, property, content, type } = attributes;
    const named = hreflang === undefined ? {} : { hreflang };
    if (name === 'main') mainLang = attributes.lang;
    if (name === 'a' && href !== undefined) push({ place: 'link', url: href, ...named });
    else if (name === 'form' && action !== undefined) push({ place: 'form', url: action });
    else if (name === 'astro-island' && props !== undefined)
      for (const value of strings(parseJson(props, 'island props')))
        if (SITE_PATH.test(value)) push({ place: 'island', url: value });
    if (name === 'link' && href !== undefined && rel === 'canonical') urls.push({ place: 'canonical', url: href });
    if (name === 'link' && href !== undefined && rel === 'alternate' && hreflang !== undefined)
      urls.push({ place: 'alternate', url: href, hreflang });
    if (name === 'meta' && property === 'og:url' && content !== undefined) urls.push({ place: 'og:url', url: content });
    if (name === 'script' && type === 'application/ld+json')
      for (const url of jsonLdUrls(parseJson(text ?? '', 'JSON-LD'))) urls.push({ place: 'json-ld', url });
  });
  return mainLang === undefined ? { urls } : { urls, mainLang };
}

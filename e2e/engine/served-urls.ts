import type { BuiltPage } from '../support/built-site';
import { decodeHTML } from 'entities';

export const SITE_ORIGINS = [
  'https://www.relaymark.com',
  ...(process.env.SITE_URL ? [new URL(process.env.SITE_URL).origin] : []),
];

export type UrlSource = 'link' | 'canonical' | 'og:url' | 'json-ld' | 'breadcrumb' | 'sitemap' | 'rss';

export interface ServedUrl {
  source: UrlSource;
  /** The page (or feed, or sitemap) the URL was read from. */
  page: string;
  /** The site path it asks for, without query or fragment. */
  path: string;
}

/** The site path of a URL that points inside the site, else null. */
function sitePath(raw: string, page: string): string | null {
  if (/^(#|mailto:|tel:|data:|javascript:)/i.test(raw)) return null;
  const url = new URL(raw, new URL(page, 'http://site.invalid'));
  if (url.origin !== 'http://site.invalid' && !SITE_ORIGINS.includes(url.origin)) return null;
  return decodeURIComponent(url.pathname);
}

/** Every URL string in a JSON-LD value, with whether it sits in a BreadcrumbList. */
function jsonLdUrls(value: unknown, inBreadcrumbs = false): { url: string; breadcrumb: boolean }[] {
  if (typeof value === 'string') return /^https?:\/\//.test(value) ? [{ url: value, breadcrumb: inBreadcrumbs }] : [];
  if (Array.isArray(value)) return value.flatMap((item) => jsonLdUrls(item, inBreadcrumbs));
  if (value && typeof value === 'object') {
    const breadcrumb = inBreadcrumbs || (value as Record<string, unknown>)['@type'] === 'BreadcrumbList';
    return Object.entries(value)
      .filter(([key]) => key !== '@context')
      .flatMap(([, item]) => jsonLdUrls(item, breadcrumb));
  }
  return [];
}

/**
 * Every URL the built site hands a browser or a crawler: href and src attributes, canonical and
 * og:url, JSON-LD (breadcrumbs apart), and the locations in the sitemaps and RSS feeds given.
 */
export function servedUrls(pages: BuiltPage[], feeds: { rss?: string[]; sitemaps?: string[] } = {}): ServedUrl[] {
  const found: ServedUrl[] = [];
  const add = (source: UrlSource, page: string, raw: string) => {
    const path = sitePath(decodeHTML(raw.trim()), page);
    if (path !== null) found.push({ source, page, path });
  };
  for (const { route: page, html } of pages) {
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    if (canonical) add('canonical', page, canonical);
    const ogUrl = /<meta property="og:url" content="([^"]+)"/.exec(html)?.[1];
    if (ogUrl) add('og:url', page, ogUrl);
    for (const [, attribute, raw] of html.matchAll(/\s(href|src)="([^"]*)"/g)) {
      if (attribute === 'href' && raw === canonical) continue;
      add('link', page, raw!);
    }
    for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g))
      for (const { url, breadcrumb } of jsonLdUrls(JSON.parse(json!)))
        add(breadcrumb ? 'breadcrumb' : 'json-ld', page, url);
  }
  for (const xml of feeds.sitemaps ?? [])
    for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) add('sitemap', '/sitemap-index.xml', loc!);
  for (const xml of feeds.rss ?? [])
    for (const [, link] of xml.matchAll(/<(?:link|guid[^>]*)>([^<]+)<\/(?:link|guid)>/g)) add('rss', '/rss.xml', link!);
  return found;
}

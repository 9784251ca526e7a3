/** schema.org JSON-LD for crawlers: Organization, Product, BlogPosting, BreadcrumbList. */
import { localizedPath, SOURCE_LOCALE, withoutLocale, type Locale } from '../i18n/locales';

export type JsonLd = Record<string, unknown>;

/** The organization, on the home page: `paths` are its home and contact pages in the page's language. */
export function organization(
  site: string,
  name: string,
  description: string,
  paths: { home: string; contact: string },
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    url: new URL(paths.home, site).href,
    logo: new URL('/favicon.svg', site).href,
    description,
    contactPoint: { '@type': 'ContactPoint', contactType: 'customer support', url: new URL(paths.contact, site).href },
  };
}

/**
 * A product page; `lowPrice` is the product's own pay-as-you-go rate, when it has one, offered on
 * `pricingPath` (both paths in the page's language).
 */
export function product(
  site: string,
  path: string,
  item: { name: string; description: string; brand: string; lowPrice?: number | undefined; pricingPath: string },
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: item.name,
    description: item.description,
    url: new URL(path, site).href,
    brand: { '@type': 'Brand', name: item.brand },
    ...(item.lowPrice === undefined
      ? {}
      : {
          offers: {
            '@type': 'AggregateOffer',
            priceCurrency: 'USD',
            lowPrice: String(item.lowPrice),
            offerCount: 1,
            url: new URL(item.pricingPath, site).href,
          },
        }),
  };
}

/**
 * A price list (the SMS rate per destination country on /pricing/sms): one AggregateOffer from
 * the lowest to the highest price. Prices keep all their decimals, since rates are below a cent.
 */
export function priceRange(site: string, path: string, name: string, description: string, prices: number[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    description,
    url: new URL(path, site).href,
    brand: { '@type': 'Brand', name: 'Relaymark' },
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'USD',
      lowPrice: String(Math.min(...prices)),
      highPrice: String(Math.max(...prices)),
      offerCount: prices.length,
      url: new URL(path, site).href,
    },
  };
}

export function blogPosting(
  site: string,
  path: string,
  post: { title: string; excerpt: string; date: Date; author: string; image: string; publisher: string },
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date.toISOString(),
    author: { '@type': 'Person', name: post.author },
    image: new URL(post.image, site).href,
    url: new URL(path, site).href,
    mainEntityOfPage: new URL(path, site).href,
    publisher: { '@type': 'Organization', name: post.publisher },
  };
}

/**
 * Path segments that are not pages of their own, left out of the trail: no page is built there,
 * or (/developers) only a forwarder that answers with a redirect. e2e/engine/serving.spec.ts
 * asks the host for every breadcrumb and fails on anything but a 200.
 */
const NOT_PAGES = new Set([
  '/products',
  '/solutions',
  '/blog/category',
  '/tools',
  '/developers',
  '/developers/integrations',
]);

const labelOf = (segment: string) => {
  const words = segment.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * Home, then each parent route, then this page (named by its heading). Null for top-level pages.
 * A translated page's trail stays in its language: its home (named `home`), then the page itself;
 * the parents are named from their English slugs, so they are left out there.
 */
export function breadcrumbs(
  site: string,
  pathname: string,
  currentName: string,
  home = 'Home',
  locale: Locale = SOURCE_LOCALE,
): JsonLd | null {
  const segments = withoutLocale(pathname).split('/').filter(Boolean);
  if (segments.length < 2) return null;
  const crumbs = [{ name: home, path: localizedPath(locale, '/') }];
  segments.forEach((segment, index) => {
    const path = `/${segments.slice(0, index + 1).join('/')}`;
    const last = index === segments.length - 1;
    if (NOT_PAGES.has(path) || (!last && locale !== SOURCE_LOCALE)) return;
    crumbs.push({ name: last ? currentName : labelOf(segment), path: localizedPath(locale, path) });
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: new URL(crumb.path, site).href,
    })),
  };
}

/** The page itself, in its language (schema.org WebPage with inLanguage). */
export function webPage(url: string, name: string, description: string, language: string): JsonLd {
  return { '@context': 'https://schema.org', '@type': 'WebPage', url, name, description, inLanguage: language };
}

/** JSON for a <script type="application/ld+json">, safe to inline in HTML. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

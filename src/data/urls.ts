import { linkInLanguage } from '../i18n/link-in-language';
import type { Locale } from '../i18n/locales';

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

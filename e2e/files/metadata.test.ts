import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { shareImagePath } from '../../src/lib/share-image';
import { urls } from '../../src/links/links';
import { builtPages, DIST, sitemapRoutes } from '../support/built-site';
import { decodeHTML } from 'entities';
import { blogPosts, contentYaml } from '../support/content-files';
import { HTML_LANG, localeFromPath, withoutLocale } from '../../src/i18n/locales';

/** What crawlers read: the sitemap, robots.txt, each page's metadata and its JSON-LD. */

const payAsYouGo = contentYaml<{ id: string; price: number }[]>('pricing/pay-as-you-go.yaml');

const posts = new Set(blogPosts().map((post) => urls.blogPost(post.id)));
const SITE = 'https://www.relaymark.com';
const routes = sitemapRoutes();
const pages = new Map(builtPages().map((page) => [page.route, page.html]));
const meta = (html: string, attribute: 'name' | 'property', key: string) =>
  decodeHTML(
    new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1] ?? '',
  );
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

test('the sitemap lists every built page except the 404 page, and robots.txt points to it', () => {
  const built = [...pages.keys()].filter((path) => !/<meta http-equiv="refresh"/.test(pages.get(path) ?? '')).sort();
  expect([...routes].sort()).toEqual(built);
  const robots = readFileSync(join(DIST, 'robots.txt'), 'utf8');
  expect(robots).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap-index.xml\n`);
  expect(existsSync(join(DIST, 'sitemap-index.xml'))).toBe(true);
});

test('a production build is open to search engines: no preview banner, noindex only where meant', () => {
  // A preview build (e2e/scenarios/marketer-build.spec.ts) marks every page; production none it lists.
  const noindex = routes.filter((route) => pages.get(route)?.includes('<meta name="robots" content="noindex"'));
  expect(noindex).toEqual([]);
  const headers = readFileSync(join(DIST, '_headers'), 'utf8');
  const robotsRules = headers
    .split(/\n(?=\S)/)
    .filter((rule) => rule.includes('X-Robots-Tag'))
    .map((rule) => rule.split('\n')[0]);
  expect(robotsRules).toEqual(['/admin', '/admin/*']);
  const banner = /Preview of \{branch\}/.test(readFileSync('content/site/shell.yaml', 'utf8'));
  expect(banner, 'content/site/shell.yaml still has the banner this test looks for').toBe(true);
  expect([...pages].filter(([, html]) => html.includes('Preview of ')).map(([route]) => route)).toEqual([]);
  expect(existsSync(join(DIST, 'rss.xml')) && existsSync(join(DIST, 'changelog/rss.xml'))).toBe(true);
});

test('every route has its metadata: lang, title, description, canonical, Open Graph and Twitter card', () => {
  const problems: string[] = [];
  for (const route of routes) {
    const html = pages.get(route) ?? '';
    const check = (ok: boolean, what: string) => ok || problems.push(`${route}: ${what}`);
    check(html.includes(`<html lang="${HTML_LANG[localeFromPath(route)]}"`), 'html lang');
    check(/<title>[^<]+<\/title>/.test(html), 'title');
    check(meta(html, 'name', 'description').length >= 50, 'meta description');
    check(html.includes(`<link rel="canonical" href="${SITE}${route}"`), 'canonical');
    for (const key of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type'])
      check(meta(html, 'property', key) !== '', key);
    for (const key of ['twitter:card', 'twitter:title', 'twitter:description', 'twitter:image'])
      check(meta(html, 'name', key) !== '', key);
    // A post's share image is its cover, made by Astro's pipeline (e2e/files/share-images.test.ts).
    const shareImage = posts.has(route) ? `${SITE}/_astro/` : `${SITE}${shareImagePath(route)}`;
    check(meta(html, 'property', 'og:image').startsWith(shareImage), 'its own share image');
    check(meta(html, 'name', 'twitter:image') === meta(html, 'property', 'og:image'), 'twitter:image = og:image');
    for (const data of jsonLd(html)) check(data['@context'] === 'https://schema.org', 'JSON-LD context');
  }
  expect(problems).toEqual([]);
});

test('JSON-LD: Organization on /, Product with its own pay-as-you-go rate on products, BlogPosting on posts, breadcrumbs on nested routes', () => {
  expect(jsonLd(pages.get('/') ?? '').map((data) => data['@type'])).toContain('Organization');
  const nested = routes.filter((route) => withoutLocale(route).split('/').length > 2);
  expect(nested.length).toBeGreaterThan(20);
  for (const route of routes) {
    const types = jsonLd(pages.get(route) ?? '').map((data) => data['@type']);
    if (route.startsWith('/products/')) {
      const product = jsonLd(pages.get(route) ?? '').find((data) => data['@type'] === 'Product');
      const rate = payAsYouGo.find((entry) => urls.product(entry.id) === route);
      expect(product?.offers, route).toMatchObject({ lowPrice: String(rate?.price), priceCurrency: 'USD' });
    }
    if (/^\/blog\/(?!category\/|\d+$)[^/]+$/.test(route)) expect(types, route).toContain('BlogPosting');
    if (nested.includes(route)) expect(types, route).toContain('BreadcrumbList');
  }
});

import { expect, test, type Page } from '@playwright/test';
import { shareImagePath } from '../src/lib/share-image';
import { urls } from '../src/data/urls';
import { builtPages, decodeEntities, sitemapRoutes } from './dist';
import { contentYaml } from './content-files';

const payAsYouGo = contentYaml<{ id: string; price: number }[]>('pricing/pay-as-you-go.yaml');

const SITE = 'https://www.relaymark.com';
const routes = sitemapRoutes();
const pages = new Map(builtPages().map((page) => [page.path, page.html]));
const meta = (html: string, attribute: 'name' | 'property', key: string) =>
  decodeEntities(
    new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1] ?? '',
  );
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

test('the sitemap lists every built page except the 404 page, and robots.txt points to it', async ({ request }) => {
  const built = [...pages.keys()].filter((path) => !/<meta http-equiv="refresh"/.test(pages.get(path) ?? '')).sort();
  expect([...routes].sort()).toEqual(built);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap-index.xml`);
  expect((await request.get('/sitemap-index.xml')).ok()).toBe(true);
});

test('every route has its metadata: lang, title, description, canonical, Open Graph and Twitter card', () => {
  const problems: string[] = [];
  for (const route of routes) {
    const html = pages.get(route) ?? '';
    const check = (ok: boolean, what: string) => ok || problems.push(`${route}: ${what}`);
    check(/<html lang="en"/.test(html), 'html lang');
    check(/<title>[^<]+<\/title>/.test(html), 'title');
    check(meta(html, 'name', 'description').length >= 50, 'meta description');
    check(html.includes(`<link rel="canonical" href="${SITE}${route}"`), 'canonical');
    for (const key of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type'])
      check(meta(html, 'property', key) !== '', key);
    for (const key of ['twitter:card', 'twitter:title', 'twitter:description', 'twitter:image'])
      check(meta(html, 'name', key) !== '', key);
    check(meta(html, 'property', 'og:image') === `${SITE}${shareImagePath(route)}`, 'its own share image');
    check(meta(html, 'name', 'twitter:image') === meta(html, 'property', 'og:image'), 'twitter:image = og:image');
    for (const data of jsonLd(html)) check(data['@context'] === 'https://schema.org', 'JSON-LD context');
  }
  expect(problems).toEqual([]);
});

test('JSON-LD: Organization on /, Product with its own pay-as-you-go rate on products, BlogPosting on posts, breadcrumbs on nested routes', () => {
  expect(jsonLd(pages.get('/') ?? '').map((data) => data['@type'])).toContain('Organization');
  const nested = routes.filter((route) => route.split('/').length > 2);
  expect(nested.length).toBeGreaterThan(20);
  for (const route of routes) {
    const types = jsonLd(pages.get(route) ?? '').map((data) => data['@type']);
    if (route.startsWith('/products/')) {
      const product = jsonLd(pages.get(route) ?? '').find((data) => data['@type'] === 'Product');
      const rate = payAsYouGo.find((entry) => urls.product(entry.id) === route);
      expect(product?.offers, route).toMatchObject({ lowPrice: String(rate?.price), priceCurrency: 'USD' });
    }
    if (/^\/blog\/(?!category\/)[^/]+$/.test(route)) expect(types, route).toContain('BlogPosting');
    if (nested.includes(route)) expect(types, route).toContain('BreadcrumbList');
  }
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  const linksOf = (page: Page, selector: string) =>
    page
      .locator(selector)
      .locator('a[href]')
      .evaluateAll((anchors) => [...new Set(anchors.map((a) => a.getAttribute('href')))]);

  /** The home page's header and footer links, which every other page must repeat. */
  let home: { header: (string | null)[]; footer: (string | null)[] };
  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
    const page = await context.newPage();
    await page.goto('/');
    home = { header: await linksOf(page, 'body > header'), footer: await linksOf(page, 'body > footer') };
    await context.close();
    expect(home.header.length).toBeGreaterThan(15);
    expect(home.footer.length).toBeGreaterThan(15);
  });

  // One test per route, so a slow machine never runs one test past its time limit.
  for (const route of routes) {
    test(`${route} shows its h1, its main text and every header and footer link`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const text = (await page.getByRole('main').innerText()).trim();
      expect(text.length, 'main text').toBeGreaterThan(80);
      expect(await linksOf(page, 'body > header')).toEqual(home.header);
      expect(await linksOf(page, 'body > footer')).toEqual(home.footer);
    });
  }
});

import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { cardRoute, shareImagePath } from '../../src/lib/share-image';
import { drawShareCard } from '../../src/share-images/render';
import { builtPages, DIST, sitemapRoutes } from '../support/built-site';
import { templateRoutes } from '../support/page-templates';
import { decodeHTML } from 'entities';

const SITE = 'https://www.relaymark.com';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const pages = new Map(builtPages().map((page) => [page.route, page.html]));
const meta = (html: string, attribute: 'name' | 'property', key: string) =>
  decodeHTML(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1] ?? '');

/** A blog post's share image is its cover, made by Astro's pipeline; every other page draws its own card. */
const isPost = (route: string) => /^\/blog\/(?!category\/|\d+$)[^/]+$/.test(route);

test('every route in the sitemap has a 1200x630 PNG share image in dist/: its own card, or a post’s cover', () => {
  const routes = sitemapRoutes();
  expect(routes.length).toBeGreaterThan(100);
  expect(routes.filter(isPost).length).toBeGreaterThan(5);
  const owners = new Map<string, string>();
  const problems: string[] = [];
  for (const route of routes) {
    const html = pages.get(route) ?? '';
    const image = meta(html, 'property', 'og:image');
    const expected = isPost(route) ? /^https:\/\/www\.relaymark\.com\/_astro\/[\w-]+\.[\w-]+\.png$/ : null;
    if (expected ? !expected.test(image) : image !== `${SITE}${shareImagePath(route)}`)
      problems.push(`${route}: og:image is "${image}"`);
    if (meta(html, 'name', 'twitter:image') !== image) problems.push(`${route}: twitter:image differs from og:image`);
    const file = join(DIST, new URL(image).pathname);
    if (!existsSync(file)) {
      problems.push(`${route}: ${file} is missing`);
      continue;
    }
    const png = readFileSync(file);
    if (!png.subarray(0, 8).equals(PNG_SIGNATURE) || png.toString('latin1', 12, 16) !== 'IHDR')
      problems.push(`${route}: not a PNG`);
    const size = `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
    if (size !== '1200x630') problems.push(`${route}: ${size}`);
    const hash = createHash('sha256').update(png).digest('hex');
    // Two posts may share a cover, and a list's later pages show its first page's card; any other card is a page's own.
    if (isPost(route) || cardRoute(route) !== route) continue;
    if (owners.has(hash)) problems.push(`${route}: same image as ${owners.get(hash)}`);
    owners.set(hash, route);
  }
  expect(problems).toEqual([]);
});

test('a post’s share image is its own cover, cropped to 1200x630', () => {
  const html = pages.get('/blog/webhook-best-practices') ?? '';
  const image = new URL(meta(html, 'property', 'og:image')).pathname;
  expect(image).toMatch(/^\/_astro\/webhook-best-practices\./);
  expect(meta(html, 'property', 'og:image:type')).toBe('image/png');
});

test('each route file’s card shows its page’s title: drawn again from the page’s og:title, it is the same image', async () => {
  const cards = sitemapRoutes().filter((route) => !isPost(route) && cardRoute(route) === route);
  const differ: string[] = [];
  for (const route of templateRoutes(cards).values()) {
    const html = pages.get(route) ?? '';
    const page = { title: meta(html, 'property', 'og:title'), siteName: meta(html, 'property', 'og:site_name') };
    const png = await drawShareCard(page, new URL(SITE).host);
    if (!png.equals(readFileSync(join(DIST, shareImagePath(route))))) differ.push(route);
  }
  expect(differ).toEqual([]);
});

import { expect, test } from '@playwright/test';
import { changelogEntries, changelogPage, productName } from './support/content-files';

const entries = changelogEntries();
const copy = changelogPage();

// What the changelog's pages say with JavaScript off is read from the build (e2e/files/changelog.test.ts).

test('/changelog/rss.xml is valid RSS 2.0 with its newest entries and a self link', async ({ page, request }) => {
  const response = await request.get('/changelog/rss.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const xml = await response.text();
  // Parsed on the blank page the test starts on: the site's pages require Trusted Types, and a
  // DOMParser given a plain string is one of the calls that policy refuses.
  const feed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const child = (node: Element, name: string) => node.querySelector(`:scope > ${name}`)?.textContent ?? null;
    const channel = doc.querySelector('rss > channel');
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      root: doc.documentElement.nodeName,
      self: [...doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')].map((link) => ({
        parent: link.parentElement?.nodeName,
        rel: link.getAttribute('rel'),
        href: link.getAttribute('href'),
      })),
      version: doc.documentElement.getAttribute('version'),
      channel: channel && {
        title: child(channel, 'title'),
        link: child(channel, 'link'),
        description: child(channel, 'description'),
      },
      items: [...doc.querySelectorAll('rss > channel > item')].map((item) => ({
        title: child(item, 'title'),
        link: child(item, 'link'),
        guid: child(item, 'guid'),
        pubDate: child(item, 'pubDate'),
        description: child(item, 'description'),
        categories: [...item.querySelectorAll(':scope > category')].map((category) => category.textContent),
      })),
    };
  }, xml);
  await page.goto('/changelog');
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    '/changelog/rss.xml',
  );
  expect(feed.error).toBeNull();
  expect(feed.root).toBe('rss');
  expect(feed.version).toBe('2.0');
  expect(feed.channel?.title).toBe(copy.rssTitle);
  expect(feed.channel?.link).toMatch(/^https:\/\//);
  expect(feed.channel?.description?.length).toBeGreaterThan(20);
  expect(feed.self).toEqual([
    { parent: 'channel', rel: 'self', href: `${feed.channel?.link?.replace(/\/$/, '')}/changelog/rss.xml` },
  ]);
  const newest = [...entries]
    .sort((a, b) => b.data.date.getTime() - a.data.date.getTime() || a.data.title.localeCompare(b.data.title))
    // The feed's promised length, 20 entries, as a number here (not read from src/data/list-sizes.ts).
    .slice(0, 20);
  expect(feed.items).toHaveLength(newest.length);
  for (const { id, data } of newest) {
    const item = feed.items.find((candidate) => candidate.title === data.title);
    expect(item, id).toBeDefined();
    expect(item!.link).toMatch(new RegExp(`^https://[^/]+/changelog/${id}/?$`));
    expect(item!.guid).toBe(item!.link);
    expect(new Date(item!.pubDate ?? '').toISOString().slice(0, 10)).toBe(data.date.toISOString().slice(0, 10));
    expect(item!.description).toBe(data.summary);
    expect(item!.categories).toEqual([copy.typeLabels[data.type], ...data.products.map(productName)]);
  }
});

test('site search finds changelog entries', async ({ page }) => {
  await page.goto('/search?q=AsyncRelaymark');
  await expect(page.getByRole('main').locator('a[href^="/changelog/python-sdk-async"]').first()).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { sitemapRoutes } from './dist';

/**
 * No page is wider than the window: at phone and desktop widths, every sitemap route fits
 * (tables and code blocks scroll inside themselves, long words wrap).
 */
const WIDTHS = [320, 375, 1280] as const;
const routes = sitemapRoutes();

for (const width of WIDTHS) {
  test(`every sitemap route fits ${width} px without horizontal scrolling`, async ({ page }) => {
    test.setTimeout(routes.length * 2_000 + 30_000);
    await page.setViewportSize({ width, height: 800 });
    const wide: string[] = [];
    for (const route of routes) {
      await page.goto(route, { waitUntil: 'domcontentloaded' });
      const size = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      if (size.scroll > size.client) wide.push(`${route}: ${size.scroll} px`);
    }
    expect(wide, `pages wider than ${width} px`).toEqual([]);
  });
}

test('/search fits 320 px with a 3,000-character word searched', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(`/search?q=${'w'.repeat(3000)}`);
  await expect(page.locator('[data-search-status]')).toContainText('w'.repeat(100));
  const size = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect(size[0]).toBeLessThanOrEqual(size[1]!);
});

test('/developers/sdks/* code blocks scroll inside themselves at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/developers/sdks/dotnet');
  const region = page
    .getByRole('region')
    .filter({ has: page.locator('pre') })
    .last();
  const sizes = await region.evaluate((element) => [
    element.scrollWidth,
    element.clientWidth,
    element.getBoundingClientRect().right,
  ]);
  expect(sizes[0], 'the code is wider than its box').toBeGreaterThan(sizes[1]!);
  expect(sizes[2]).toBeLessThanOrEqual(320);
});

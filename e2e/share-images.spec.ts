import { expect, test } from '@playwright/test';

// Every route's own image, in dist/, is checked on the files, in e2e/files/share-images.test.ts.

const SITE = 'https://www.relaymark.com';

test('a page serves its share image, and the image says so in its meta tags', async ({ page, request }) => {
  await page.goto('/changelog');
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(image).toBe(`${SITE}/og/changelog.png`);
  const response = await request.get(new URL(image!).pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
  await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', await page.title());
});

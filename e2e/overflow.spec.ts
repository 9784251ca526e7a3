import { expect, test } from '@playwright/test';

// Every route at 1280, 375 and 320 px: e2e/every-page.spec.ts.
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

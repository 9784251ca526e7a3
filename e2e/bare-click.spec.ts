import { expect, test } from '@playwright/test';
import { BARE_CLICK_CASES, desktop } from './support/bare-click-cases';

for (const testCase of BARE_CLICK_CASES) {
  test(`a bare click wakes the island and is replayed: ${testCase.name} on ${testCase.route}`, async ({ page }) => {
    await page.setViewportSize(testCase.viewport);
    await page.goto(testCase.route);
    const island = page.locator(`astro-island[component-url*="/${testCase.island}."]`);
    await expect(island).toHaveAttribute('ssr', '');
    await expect(testCase.shows(page)).toBeHidden();

    await testCase.control(page).evaluate((element: HTMLElement) => element.click());

    await expect(testCase.shows(page)).toBeVisible();
    await expect(island).not.toHaveAttribute('ssr');
    // Nothing flips it back once the replay is over (client:touch marks the island then).
    await expect(island).toHaveAttribute('data-replayed', '');
    await expect(testCase.shows(page)).toBeVisible();
  });
}

test('the first header button answers document.querySelector("header button").click() on /about', async ({ page }) => {
  await page.setViewportSize(desktop);
  await page.goto('/about');
  await page.evaluate(() => document.querySelector<HTMLElement>('header button')?.click());
  const products = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Products' });
  await expect(products).toHaveAttribute('aria-expanded', 'true');
});

import { expect, test } from '@playwright/test';

// What the home page says is read from its HTML (e2e/files/home.test.ts); here, what needs a browser.

test.describe('home page with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('a dropdown opens on hover and its links work', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Products' }).hover();
    const sms = page.locator('#nav-panel-products').locator('a[href="/products/sms"]');
    await expect(sms).toBeVisible();
  });
});

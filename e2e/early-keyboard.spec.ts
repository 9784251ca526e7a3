import { expect, test } from '@playwright/test';
import { holdIsland } from './support/islands';

/**
 * A fast keyboard user opens the mobile menu and tabs into it while the header's code is still
 * on its way. When the island hydrates and replays the held Enter, the menu stays open as it was
 * shown, every section expanded, and the focus stays where the visitor put it (it used to close
 * under them and jump back, and later to fold its sections away).
 */
test.use({ viewport: { width: 375, height: 800 } });

test('keys pressed before the header hydrates keep the menu open and the focus where the visitor moved it', async ({
  page,
}) => {
  const release = await holdIsland(page, 'Header');
  await page.goto('/');
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Tab');
  const products = menu.getByRole('button', { name: 'Products' });
  await expect(products).toBeFocused();

  await release();
  await expect(page.getByRole('banner').locator('astro-island[data-replayed]')).toHaveCount(1, { timeout: 20_000 });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(menu).toBeVisible();
  await expect(products).toBeFocused();
  await expect(products).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.locator('a[href="/products/sms"]')).toBeVisible();

  await page.keyboard.press('Enter');
  await expect(menu.locator('a[href="/products/sms"]')).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a dropdown link focused before the header hydrates stays shown and focused after', async ({ page }) => {
    const release = await holdIsland(page, 'Header');
    await page.goto('/');
    const products = page.getByRole('banner').getByRole('button', { name: 'Products' });
    await products.focus();
    await page.keyboard.press('Tab');
    const sms = page.getByRole('navigation', { name: 'Main' }).locator('a[href="/products/sms"]');
    await expect(sms).toBeFocused();
    await expect(sms).toBeVisible();

    await release();
    await expect(page.getByRole('banner').locator('astro-island[data-replayed]')).toHaveCount(1, { timeout: 20_000 });
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await expect(sms).toBeVisible();
    await expect(sms).toBeFocused();
  });
});

test('arrow keys pressed on the compose tabs before they hydrate move between the tabs once they have', async ({
  page,
}) => {
  const release = await holdIsland(page, 'Compose');
  await page.goto('/compose');
  const tab = (name: string) => page.getByRole('tab', { name, exact: true });
  await tab('SMS').focus(); // wakes the island; its code is held back, as on a slow phone
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(tab('SMS')).toHaveAttribute('aria-selected', 'true');

  await release();
  await expect(tab('Voice')).toHaveAttribute('aria-selected', 'true', { timeout: 20_000 });
  await expect(tab('Voice')).toBeFocused();
  await expect(page.getByRole('main').getByLabel('Phone Number', { exact: true })).toBeVisible();
});

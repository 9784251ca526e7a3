import { expect, test } from '@playwright/test';

// What the home page says is read from its HTML (e2e/files/home.test.ts); here, what needs a browser.

test.describe('home page with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  // A menu button's expanded state is the script's to tell: with none running, "collapsed" over an
  // open menu would be false, so the buttons carry no state at all.
  test('a dropdown opens on hover and its links work, and its button claims no state', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Products' }).hover();
    const sms = page.locator('#nav-panel-products').locator('a[href="/products/sms"]');
    await expect(sms).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Products' })).not.toHaveAttribute('aria-expanded');
  });

  // The spec: one dropdown open at a time. Before the header's script runs, hover and focus both
  // open one; the pointer is where the visitor looks, so the hovered menu wins over the focused one.
  test('at 1280 px, with one menu focused and another hovered, only the hovered one shows its panel', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    // One link of each menu's panel, by its visible name.
    const panelLinks = {
      Products: nav.getByRole('link', { name: /^SMS API/ }),
      Solutions: nav.getByRole('link', { name: /^Marketing/ }),
      Developers: nav.getByRole('link', { name: /^API Reference/ }),
    };
    const shown = async () => {
      const visible: string[] = [];
      for (const [menu, link] of Object.entries(panelLinks)) if (await link.isVisible()) visible.push(menu);
      return visible;
    };

    await nav.getByRole('button', { name: 'Products' }).click();
    await expect(nav.getByRole('button', { name: 'Products' })).toBeFocused();
    await expect.poll(shown).toEqual(['Products']);

    await nav.getByRole('button', { name: 'Developers' }).hover();
    await expect.poll(shown).toEqual(['Developers']);

    // The pointer gone from the menus (to the lower right, far below them), the focused one shows again.
    await page.mouse.move(1200, 700);
    await expect.poll(shown).toEqual(['Products']);
  });

  test('at 375 px the menu opens on focus with every section shown, and no button claims a state', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await toggle.focus();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.locator('a[href="/products/sms"]')).toBeVisible();
    await expect(menu.locator('a[href="/developers/sdks"]')).toBeVisible();
    await expect(toggle).not.toHaveAttribute('aria-expanded');
    for (const name of ['Products', 'Solutions', 'Developers'])
      await expect(menu.getByRole('button', { name }), name).not.toHaveAttribute('aria-expanded');
  });
});

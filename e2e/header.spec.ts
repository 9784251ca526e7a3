import { expect, test, type Page } from '@playwright/test';
import { PRODUCT_IDS, SOLUTION_IDS } from './support/content-files';
import { afterNextFrame, browserIdle, gotoWithHeaderReady, trackScripts } from './support/browser';
import { holdIsland } from './support/islands';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const menuButton = (page: Page, name: string) => mainNav(page).getByRole('button', { name });
const panel = (page: Page, id: string) => page.locator(`#nav-panel-${id}`);

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('no JavaScript loads until the header is touched, and the first hover opens Products', async ({ page }) => {
    const scripts = trackScripts(page);
    await page.goto('/');
    await browserIdle(page);
    expect(scripts).toEqual([]);

    await menuButton(page, 'Products').hover();
    await expect(menuButton(page, 'Products')).toHaveAttribute('aria-expanded', 'true');
    await expect(panel(page, 'products')).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
  });

  test('pointing at the plain links loads no JavaScript; moving on to a menu button wakes the header', async ({
    page,
  }) => {
    const scripts = trackScripts(page);
    await page.goto('/');
    const header = page.getByRole('banner');
    for (const link of [
      header.getByRole('link', { name: 'Relaymark' }),
      header.getByRole('link', { name: 'Log in' }),
      header.getByRole('link', { name: 'Get Started' }),
      mainNav(page).getByRole('link', { name: 'Pricing' }),
    ]) {
      await link.hover();
      await afterNextFrame(page);
    }
    await browserIdle(page);
    expect(scripts).toEqual([]);

    await menuButton(page, 'Resources').hover();
    await expect(header.locator('astro-island[data-replayed]')).toHaveCount(1);
    expect(scripts.length).toBeGreaterThan(0);
  });

  test('the very first click on Products opens it', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await menuButton(page, 'Products').click();
    await expect(menuButton(page, 'Products')).toHaveAttribute('aria-expanded', 'true');
    await expect(panel(page, 'products')).toBeVisible();
    // A second later, well past any hover intent: the click decided, nothing flips afterwards.
    await page.clock.runFor(1000);
    await expect(panel(page, 'products')).toBeVisible();
  });

  test('the Products menu lists every product with its short description', async ({ page }) => {
    await gotoWithHeaderReady(page, '/');
    await menuButton(page, 'Products').click();
    const links = panel(page, 'products').getByRole('link');
    await expect(links).toHaveCount(PRODUCT_IDS.length);
    for (const [index, id] of PRODUCT_IDS.entries()) {
      const link = links.nth(index);
      await expect(link).toHaveAttribute('href', `/products/${id}`);
      await expect(link.locator('span')).toHaveCount(2);
      await expect(link.locator('span').nth(1)).not.toBeEmpty();
    }
  });

  test('Solutions and Developers link to their pages', async ({ page }) => {
    await gotoWithHeaderReady(page, '/');
    await menuButton(page, 'Solutions').click();
    for (const id of SOLUTION_IDS) {
      await expect(panel(page, 'solutions').locator(`a[href="/solutions/${id}"]`)).toBeVisible();
    }
    await menuButton(page, 'Developers').click();
    await expect(panel(page, 'developers').getByRole('link', { name: /API Reference/ })).toHaveAttribute(
      'href',
      '/developers/api',
    );
    await expect(panel(page, 'developers').getByRole('link', { name: /SDKs/ })).toHaveAttribute(
      'href',
      '/developers/sdks',
    );
  });

  test('clicking the open menu closes it', async ({ page }) => {
    await gotoWithHeaderReady(page, '/');
    await menuButton(page, 'Solutions').click();
    await expect(panel(page, 'solutions')).toBeVisible();
    await menuButton(page, 'Solutions').click();
    await expect(panel(page, 'solutions')).toBeHidden();
    await expect(menuButton(page, 'Solutions')).toHaveAttribute('aria-expanded', 'false');
  });

  test('only one menu is open at a time', async ({ page }) => {
    await gotoWithHeaderReady(page, '/');
    await menuButton(page, 'Products').click();
    await expect(panel(page, 'products')).toBeVisible();
    await menuButton(page, 'Developers').click();
    await expect(panel(page, 'developers')).toBeVisible();
    await expect(panel(page, 'products')).toBeHidden();
    await menuButton(page, 'Solutions').hover();
    await expect(panel(page, 'solutions')).toBeVisible();
    await expect(panel(page, 'developers')).toBeHidden();
  });

  test('hover opens a menu and leaving with the mouse closes it', async ({ page }) => {
    await gotoWithHeaderReady(page, '/');
    await menuButton(page, 'Developers').hover();
    await expect(panel(page, 'developers')).toBeVisible();
    await page.mouse.move(640, 600);
    await expect(panel(page, 'developers')).toBeHidden();
  });

  test('a click outside closes the open menu', async ({ page }) => {
    await gotoWithHeaderReady(page, '/');
    await menuButton(page, 'Products').click();
    await expect(panel(page, 'products')).toBeVisible();
    await page.mouse.click(1200, 700);
    await expect(panel(page, 'products')).toBeHidden();
  });

  // Escape, by keyboard: keyboard.spec.ts ("header dropdowns open, can be used and close back…").

  test('Resources is a button with no link; Pricing, Log in and Get Started are links', async ({ page }) => {
    await gotoWithHeaderReady(page, '/');
    const resources = menuButton(page, 'Resources');
    await expect(resources).toBeVisible();
    expect(await resources.evaluate((el) => el.closest('a'))).toBeNull();
    await expect(mainNav(page).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
  });
});

test.describe('mobile header (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('the toggle opens a collapsible menu whose sections expand', async ({ page }) => {
    await gotoWithHeaderReady(page, '/');
    await expect(mainNav(page)).toBeHidden();
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeHidden();

    await toggle.tap();
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const products = menu.getByRole('button', { name: 'Products' });
    await expect(menu.getByRole('link', { name: 'SMS API' })).toBeHidden();
    await products.tap();
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.locator('a[href="/products/sms"]')).toBeVisible();

    await menu.getByRole('button', { name: 'Solutions' }).tap();
    await expect(menu.locator('a[href="/solutions/authentication"]')).toBeVisible();

    await expect(menu.getByRole('link', { name: 'Resources' })).toHaveAttribute('href', '/resources');
    await expect(menu.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    await expect(menu.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');

    await products.tap();
    await expect(menu.locator('a[href="/products/sms"]')).toBeHidden();

    await toggle.tap();
    await expect(menu).toBeHidden();
  });

  test('the very first tap on the toggle opens the menu, and nothing in it moves when the header takes over', async ({
    page,
  }) => {
    const release = await holdIsland(page, 'Header');
    await page.goto('/');
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await toggle.tap();
    // Shown at once, before the header's code has arrived, with every section open.
    await expect(menu).toBeVisible();
    const fax = menu.getByRole('link', { name: /Fax API/ });
    const logIn = menu.getByRole('link', { name: 'Log in' });
    const before = [await fax.boundingBox(), await logIn.boundingBox()];
    expect(before[0]).not.toBeNull();

    await release();
    await expect(page.getByRole('banner').locator('astro-island[data-replayed]')).toHaveCount(1, { timeout: 20_000 });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('button', { name: 'Products' })).toHaveAttribute('aria-expanded', 'true');
    expect([await fax.boundingBox(), await logIn.boundingBox()]).toEqual(before);
  });

  // Escape, by keyboard: keyboard.spec.ts ("the mobile menu opens, a section expands, and Escape…").
});

test.describe('first interaction by keyboard', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('keyboard focus on the first header link wakes the header', async ({ page }) => {
    const scripts = trackScripts(page);
    await page.goto('/');
    // The skip link first, then the logo: a plain link, reached by keyboard.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Relaymark' })).toBeFocused();
    await expect(page.getByRole('banner').locator('astro-island[data-replayed]')).toHaveCount(1);
    expect(scripts.length).toBeGreaterThan(0);
  });

  test('Tab to Products and Enter opens it before React has loaded', async ({ page }) => {
    const scripts = trackScripts(page);
    await page.goto('/');
    await browserIdle(page);
    expect(scripts).toEqual([]);
    await menuButton(page, 'Products').focus();
    await page.keyboard.press('Enter');
    await expect(menuButton(page, 'Products')).toHaveAttribute('aria-expanded', 'true');
    await expect(panel(page, 'products')).toBeVisible();
  });
});

import { expect, test, type Page } from '@playwright/test';
import { browserIdle, trackScripts } from './support/browser';

/**
 * Issue 15 item 6: dark mode follows the operating system with no JavaScript; the header's
 * toggle (a plain button handled by the inline src/scripts/theme.js) overrides it, is remembered
 * across pages and reloads, applies from the first frame, and survives blocked storage.
 */
const LIGHT_BG = 'rgb(255, 255, 255)';
const DARK_BG = 'rgb(11, 17, 32)';

const body = (page: Page) => page.locator('body');
const toggle = (page: Page, name: 'Use dark theme' | 'Use light theme') =>
  page.getByRole('banner').getByRole('button', { name, exact: true });

for (const colorScheme of ['dark', 'light'] as const) {
  test.describe(`with JavaScript off and a ${colorScheme} operating system`, () => {
    test.use({ javaScriptEnabled: false, colorScheme });

    test(`the page is ${colorScheme}, and no toggle is shown`, async ({ page }) => {
      await page.goto('/pricing');
      await expect(body(page)).toHaveCSS('background-color', colorScheme === 'dark' ? DARK_BG : LIGHT_BG);
      await expect(page.locator('[data-theme-toggle]')).toBeHidden();
    });
  });
}

test.describe('the header toggle', () => {
  test.use({ colorScheme: 'light', viewport: { width: 1280, height: 800 } });

  test('switches the theme, and is remembered across pages and reloads', async ({ page }) => {
    // The header island's code never arrives (a stalled network): the toggle does not wait for it.
    await page.route(/\.js(\?|$)/, () => {});
    await page.goto('/');
    await expect(body(page)).toHaveCSS('background-color', LIGHT_BG);
    await toggle(page, 'Use dark theme').click();
    await expect(body(page)).toHaveCSS('background-color', DARK_BG);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(toggle(page, 'Use light theme')).toBeVisible();
    await expect(toggle(page, 'Use dark theme')).toHaveCount(0);

    await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(body(page)).toHaveCSS('background-color', DARK_BG);
    await page.reload();
    await expect(body(page)).toHaveCSS('background-color', DARK_BG);
    await expect(toggle(page, 'Use light theme')).toBeVisible();

    // Back to the system's own theme: the choice is forgotten, the page follows the system again.
    await toggle(page, 'Use light theme').click();
    await expect(body(page)).toHaveCSS('background-color', LIGHT_BG);
    expect(await page.evaluate(() => localStorage.getItem('relaymark:theme'))).toBeNull();
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(body(page)).toHaveCSS('background-color', LIGHT_BG);
    await page.reload();
    await expect(body(page)).toHaveCSS('background-color', DARK_BG);
    await expect(toggle(page, 'Use light theme')).toBeVisible();
  });

  test('a light choice overrides a dark operating system', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/developers/api');
    await expect(body(page)).toHaveCSS('background-color', DARK_BG);
    await toggle(page, 'Use light theme').click();
    await expect(body(page)).toHaveCSS('background-color', LIGHT_BG);
    await page.goto('/status');
    await expect(body(page)).toHaveCSS('background-color', LIGHT_BG);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('loads no script file before the first interaction, and works from the keyboard', async ({ page }) => {
    const scripts = trackScripts(page);
    await page.goto('/products/sms');
    await browserIdle(page);
    expect(scripts).toEqual([]);
    const button = toggle(page, 'Use dark theme');
    await button.focus();
    await expect(button).toBeFocused();
    await expect(button).toHaveCSS('outline-style', 'solid');
    await page.keyboard.press('Enter');
    await expect(body(page)).toHaveCSS('background-color', DARK_BG);
    await expect(toggle(page, 'Use light theme')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(body(page)).toHaveCSS('background-color', LIGHT_BG);
  });

  test('fits beside the menu button at 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/');
    const button = toggle(page, 'Use dark theme');
    await expect(button).toBeVisible();
    const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    const [a, b] = [await button.boundingBox(), await menu.boundingBox()];
    expect(a && b && a.x + a.width <= b.x).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});

test.describe('no flash of the wrong theme', () => {
  test.use({ colorScheme: 'light' });

  // That the theme script runs in <head>, before the stylesheet and the body: e2e/files/theme.test.ts.

  test('a remembered dark theme is on the very first frame', async ({ page }) => {
    await page.goto('/');
    await toggle(page, 'Use dark theme').click();
    await expect(body(page)).toHaveCSS('background-color', DARK_BG);
    // Records the body's colour in the first animation frame that has a body, before it is painted.
    await page.addInitScript(() => {
      const record = () => {
        if (document.body) {
          (window as unknown as { firstFrame: string }).firstFrame = getComputedStyle(document.body).backgroundColor;
        } else requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });
    for (const path of ['/blog', '/developers/api/sms']) {
      await page.goto(path, { waitUntil: 'commit' });
      await page.waitForFunction(() => 'firstFrame' in window);
      expect(await page.evaluate(() => (window as unknown as { firstFrame: string }).firstFrame), path).toBe(DARK_BG);
    }
  });
});

test.describe('storage that throws', () => {
  test.use({ colorScheme: 'dark' });

  test('the page still loads in the system theme and the toggle still works on it', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await page.goto('/');
    await expect(body(page)).toHaveCSS('background-color', DARK_BG);
    await toggle(page, 'Use light theme').click();
    await expect(body(page)).toHaveCSS('background-color', LIGHT_BG);
    await page.reload();
    await expect(body(page)).toHaveCSS('background-color', DARK_BG);
    expect(errors).toEqual([]);
  });
});

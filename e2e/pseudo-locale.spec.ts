import { expect, test, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { sitemapRoutes } from './dist';
import { untranslatedTexts } from './pseudo-locale-scan';
import { PSEUDO_PORT } from '../playwright.config';

/**
 * The pseudo-localised build (PSEUDO_LOCALE=1 astro build -> dist-pseudo/) wraps every text that
 * comes from content/ in ⟦ ⟧. A visible text or accessible name without the marks was written
 * in src/: this crawl finds it, on every route and in every state an island can show.
 */
if (!existsSync(resolve(import.meta.dirname, '..', 'dist-pseudo')))
  throw new Error('dist-pseudo/ is missing: run `PSEUDO_LOCALE=1 npx astro build` first (npm test does)');

test.use({ baseURL: `http://127.0.0.1:${PSEUDO_PORT}` });

async function expectAllCopyFromContent(page: Page, state: string) {
  const found = await untranslatedTexts(page);
  expect(found, `text not from content/ (${state})`).toEqual([]);
}

/**
 * Opens every disclosure, menu button and tab the page shows at first, checking after each. The
 * controls are taken once, up front: opening one changes which others match the selector.
 */
async function openEveryState(page: Page, route: string) {
  const toggles = await page.locator('button[aria-expanded="false"]:visible, [role="tab"]:visible').elementHandles();
  for (const [index, toggle] of toggles.entries()) {
    if (!(await toggle.isVisible())) continue;
    const label = (await toggle.textContent())?.trim() ?? String(index);
    await toggle.click();
    await expectAllCopyFromContent(page, `${route} after opening "${label}"`);
  }
}

/** Submits every form of the page empty, so its validation messages show. */
async function submitFormsEmpty(page: Page, route: string) {
  const forms = page.locator('main form');
  for (let index = 0; index < (await forms.count()); index += 1) {
    const form = forms.nth(index);
    await form.evaluate((element: HTMLFormElement) => (element.noValidate = true));
    const submit = form.locator('button[type="submit"], button:not([type])').first();
    if (!(await submit.isVisible()) || !(await submit.isEnabled())) continue;
    await submit.click();
    await page.waitForTimeout(100);
    await expectAllCopyFromContent(page, `${route} after submitting form ${index + 1} empty`);
  }
}

const routes = sitemapRoutes();

test.describe('every route of the pseudo-localised build shows only copy from content/', () => {
  for (const route of routes) {
    test(route, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      await expectAllCopyFromContent(page, route);
      await openEveryState(page, route);
      await submitFormsEmpty(page, route);
    });
  }

  for (const path of ['/no-such-page', '/products/no-such-product', '/solutions/no-such-solution']) {
    test(`not found: ${path}`, async ({ page }) => {
      await page.goto(path);
      await expectAllCopyFromContent(page, path);
    });
  }

  test('reports: a channel filtered out, its notice, and the export notices', async ({ page }) => {
    await page.goto('/reports');
    await page.locator('astro-island[component-url*="/Reports."]:not([ssr])').waitFor({ state: 'attached' });
    await page.locator('button[popovertarget]').click();
    await page.getByRole('checkbox').first().uncheck();
    await expectAllCopyFromContent(page, '/reports with a channel filtered out');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /Export/ }).click();
    await expectAllCopyFromContent(page, '/reports while exporting');
    await expect(page.getByRole('button', { name: /Export/ })).toBeEnabled({ timeout: 5000 });
    await expectAllCopyFromContent(page, '/reports after exporting');
  });

  test('the mobile menu with every section open', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await expectAllCopyFromContent(page, 'home at 375 px');
    await openEveryState(page, 'home at 375 px');
  });
});

test('the scan finds a planted hard-coded string and passes marked copy, data and names kept as they are', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() => {
    const planted = document.createElement('p');
    planted.textContent = 'Hard-coded in src/';
    const marked = document.createElement('p');
    // Built node by node: the site's Trusted Types policy refuses HTML from a string.
    const code = document.createElement('code');
    code.textContent = 'cursor';
    const kept = document.createElement('span');
    kept.setAttribute('translate', 'no');
    kept.textContent = 'X-Request-Id';
    marked.append('⟦Pass ', code, ' as the next value⟧ ', kept, ' $0.01');
    document.querySelector('main')?.append(planted, marked);
  });
  expect(await untranslatedTexts(page)).toEqual([{ where: 'p', text: 'Hard-coded in src/' }]);
});

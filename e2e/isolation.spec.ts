import { expect, test } from '@playwright/test';

/**
 * Each worker's context and page go from test to test (reuseContext in playwright.config.ts): a
 * test must still start as a first visit. The first test leaves behind what a visitor's session
 * would; the second, in the same worker right after it, must find none of it.
 */
test.describe.configure({ mode: 'serial' });

/** A planted clock: a fixed day. */
const PLANTED_TIME = new Date('2001-01-01T00:00:00Z');

/** Whether the page's clock is planted: Playwright's clock replaces the browser's own Date. Reads no clock. */
const clockPlanted = () => !Function.prototype.toString.call(Date).includes('[native code]');

test('a test leaves a session, a remembered theme, a cookie, a route and a clock behind', async ({ page }) => {
  await page.clock.install({ time: PLANTED_TIME });
  await page.route('**/robots.txt', (route) => route.fulfill({ body: 'routed' }));
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('left-behind', 'local');
    sessionStorage.setItem('left-behind', 'session');
    document.cookie = 'left-behind=cookie; path=/';
  });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 375, height: 700 });
  expect(await page.evaluate(clockPlanted)).toBe(true);
});

test('the next test in the worker starts as a first visit', async ({ page }) => {
  expect(page.url()).toBe('about:blank');
  await page.goto('/');
  const state = await page.evaluate(() => ({
    local: localStorage.length,
    session: sessionStorage.length,
    cookie: document.cookie,
    dark: matchMedia('(prefers-color-scheme: dark)').matches,
    width: innerWidth,
  }));
  expect(state).toEqual({ local: 0, session: 0, cookie: '', dark: false, width: 1280 });
  // The page's clock is the browser's own again.
  expect(await page.evaluate(clockPlanted)).toBe(false);
  await page.goto('/robots.txt');
  expect(await page.textContent('body')).not.toBe('routed');
});

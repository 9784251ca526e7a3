import { expect, test } from '@playwright/test';

/**
 * Each worker's context and page go from test to test (reuseContext in playwright.config.ts): a
 * test must still start as a first visit. The first test leaves behind what a visitor's session
 * would; the second, in the same worker right after it, must find none of it.
 */
test.describe.configure({ mode: 'serial' });

/** A planted clock, far from any day the suite runs on. */
const PLANTED_TIME = new Date('2001-01-01T00:00:00Z');

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
  // The page runs on the planted clock, which has moved on by the time the page took to load.
  const plantedNow = await page.evaluate(() => Date.now());
  expect(plantedNow - PLANTED_TIME.getTime()).toBeGreaterThanOrEqual(0);
  expect(plantedNow - PLANTED_TIME.getTime()).toBeLessThan(60_000);
});

test('the next test in the worker starts as a first visit', async ({ page }) => {
  expect(page.url()).toBe('about:blank');
  await page.goto('/');
  const { now: pageNow, ...state } = await page.evaluate(() => ({
    local: localStorage.length,
    session: sessionStorage.length,
    cookie: document.cookie,
    dark: matchMedia('(prefers-color-scheme: dark)').matches,
    width: innerWidth,
    now: Date.now(),
  }));
  expect(state).toEqual({ local: 0, session: 0, cookie: '', dark: false, width: 1280 });
  // The page's clock is the real one again: it agrees with this process's, whatever the day.
  expect(Math.abs(pageNow - Date.now())).toBeLessThan(60_000);
  await page.goto('/robots.txt');
  expect(await page.textContent('body')).not.toBe('routed');
});

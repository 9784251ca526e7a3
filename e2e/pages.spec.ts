import { expect, test } from '@playwright/test';
import { afterNextFrame } from './support';
import { ISLAND_COMMITTED } from '../src/islands/shared/island-committed';

// What every built page's HTML holds (one h1, its own title, image sizes, islands) is checked on
// the files, in e2e/files/pages.test.ts; that no page asks for a script before the visitor
// touches it, on every route by e2e/every-page.spec.ts.

test('pages with islands and images do not shift while loading and hydrating', async ({ page }) => {
  test.setTimeout(60_000);
  await page.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const [path, width] of [
    ['/pricing', 1280],
    ['/pricing', 375],
    ['/contact', 375],
    ['/forgot-password', 375],
    ['/blog', 375],
    ['/blog/webhook-best-practices', 375],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(path);
    // Loaded (images and all), fonts in, the islands that hydrate on their own hydrated, drawn.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await expect(
      page.locator(`astro-island:is([client="idle"], [client="load"]):not([${ISLAND_COMMITTED}])`),
    ).toHaveCount(0);
    await afterNextFrame(page);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(cls, `${path} at ${width}px`).toBeLessThan(0.01);
  }
});

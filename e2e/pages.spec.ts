import { expect, test } from '@playwright/test';
import { afterNextFrame } from './support/browser';
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

// A slow phone paints a page while its HTML is still arriving, often with the header cut short.
// Each cut below is the header as parsed up to the end of one of its elements. What moves once
// the rest has arrived is scored as the browser scores a layout shift (the area it sweeps times
// the distance it travels, as parts of the viewport): the right-aligned actions may slide over
// by their own width, the logo and the navigation may not move at all.
// The widths around the breakpoint where the navigation leaves the menu button for the bar are
// where the header is tightest.
test('the header fits and does not shift while its HTML is still arriving', async ({ page }) => {
  await page.goto('/pricing');
  for (const width of [1280, 1279, 768, 375]) {
    await page.setViewportSize({ width, height: 800 });
    const header = page.getByRole('banner');
    expect(await header.evaluate((element) => element.scrollWidth), `header at ${width}px`).toBeLessThanOrEqual(width);
    const worst = await page.evaluate(() => {
      const header = document.querySelector('header');
      if (!header) return { score: 1, cut: 'no header' };
      const complete = header.cloneNode(true) as HTMLElement;
      const count = header.querySelectorAll('*').length;
      const box = (element: Element) => (element.getClientRects().length > 0 ? element.getBoundingClientRect() : null);
      const final = [...header.querySelectorAll('*')].map(box);
      const viewport = { width: innerWidth, height: innerHeight };
      let worst = { score: 0, cut: '' };
      let current = header;
      for (let cut = 0; cut < count; cut += 1) {
        const fresh = complete.cloneNode(true) as HTMLElement;
        current.replaceWith(fresh);
        current = fresh;
        const elements = [...fresh.querySelectorAll('*')];
        const last = elements[cut];
        if (!last || !box(last)) continue;
        // Everything after the element's end, in document order, is not parsed yet.
        const rest = document.createRange();
        rest.setStartAfter(last);
        rest.setEndAfter(fresh.lastChild ?? fresh);
        rest.deleteContents();
        const swept = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
        let distance = 0;
        elements.slice(0, cut + 1).forEach((element, index) => {
          const before = element.isConnected ? box(element) : null;
          const after = final[index];
          if (!before || !after) return;
          const travel = Math.max(Math.abs(after.left - before.left), Math.abs(after.top - before.top));
          if (travel < 1) return;
          distance = Math.max(distance, travel);
          swept.left = Math.min(swept.left, before.left, after.left);
          swept.top = Math.min(swept.top, before.top, after.top);
          swept.right = Math.max(swept.right, before.right, after.right);
          swept.bottom = Math.max(swept.bottom, before.bottom, after.bottom);
        });
        if (distance === 0) continue;
        const area =
          Math.max(0, Math.min(swept.right, viewport.width) - Math.max(swept.left, 0)) *
          Math.max(0, Math.min(swept.bottom, viewport.height) - Math.max(swept.top, 0));
        const score =
          (area / (viewport.width * viewport.height)) * (distance / Math.max(viewport.width, viewport.height));
        if (score > worst.score) {
          worst = { score, cut: `<${last.tagName.toLowerCase()}> "${(last.textContent ?? '').trim().slice(0, 30)}"` };
        }
      }
      current.replaceWith(complete);
      return worst;
    });
    // Half of what the whole load may shift (the test above).
    expect(worst.score, `at ${width}px, worst when cut after ${worst.cut}`).toBeLessThan(0.005);
  }
});

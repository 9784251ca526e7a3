import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { htmlFiles, routeOf } from '../src/build/built-site';

// The weights of each built page (JavaScript, first screen) are checked on the files, in
// e2e/files/page-weight.test.ts.

/** One page per kind of route (first path segment and depth), read from the build. */
function samplePages(): string[] {
  const byKind = new Map<string, string>();
  // A redirect page (meta refresh) navigates away while it is measured: it has no screen of its own.
  const pages = htmlFiles().filter((file) => !readFileSync(file, 'utf8').includes('http-equiv="refresh"'));
  for (const route of pages.map((file) => routeOf(file)).sort()) {
    const parts = route.split('/').filter(Boolean);
    const kind = `${parts[0] ?? ''}/${parts.length}`;
    if (!byKind.has(kind)) byKind.set(kind, route);
  }
  return [...byKind.values()];
}

/** Where every element sits and how it looks: what a visitor would see change. */
function layout(page: Page) {
  return page.evaluate(() =>
    [...document.body.querySelectorAll('*')].map((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return [
        `${element.tagName}.${String(element.getAttribute('class') ?? '').replace(/\s+/g, '.')}`,
        Math.round(box.x),
        Math.round(box.y),
        Math.round(box.width),
        Math.round(box.height),
        style.display,
        style.color,
        style.backgroundColor,
        style.fontSize,
        style.fontWeight,
      ].join(' ');
    }),
  );
}

test.describe('the inlined critical CSS alone renders each page as the full stylesheet does (no flash, no shift)', () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [375, 1280]) {
    test(`at ${width} px`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 800 });
      for (const route of samplePages()) {
        await page.goto(route);
        const full = await layout(page);
        await page.route('**/_astro/*.css', (request) => request.abort());
        await page.goto(route);
        const critical = await layout(page);
        await page.unroute('**/_astro/*.css');
        expect(critical.length, route).toBe(full.length);
        const differences = critical
          .map((line, index) => [line, full[index]])
          .filter(([line, other]) => line !== other)
          .slice(0, 400);
        expect(differences, `${route} at ${width} px: critical vs full`).toEqual([]);
      }
    });
  }
});

import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { FIRST_FLIGHT, firstScreen, htmlFiles, pageWeight, routeOf } from '../scripts/page-weight.mjs';

const KB = 1024;
const ACCOUNT_ROUTES = /^\/(login|register|dashboard|compose|reports|schedule)(\/|$)/;

test('account routes load at most 100 KB of JavaScript (gzip), counting every module they can load', () => {
  const weights = htmlFiles()
    .map(pageWeight)
    .filter((weight) => ACCOUNT_ROUTES.test(weight.route));
  expect(weights.length).toBeGreaterThanOrEqual(10);
  for (const weight of weights) {
    expect(weight.js, `${weight.route}: ${weight.js} bytes of JavaScript`).toBeLessThanOrEqual(100 * KB);
  }
});

test('marketing routes load at most 88 KB of JavaScript (gzip): React, the header and their own widget', () => {
  const weights = htmlFiles()
    .map(pageWeight)
    .filter((weight) => !ACCOUNT_ROUTES.test(weight.route) && weight.js > 0);
  expect(weights.length).toBeGreaterThan(50);
  for (const weight of weights) {
    expect(weight.js, `${weight.route}: ${weight.js} bytes of JavaScript`).toBeLessThanOrEqual(88 * KB);
  }
});

test('the navigation is written into each page once: the header island is given menu names, not their links', () => {
  for (const file of htmlFiles()) {
    const html = readFileSync(file, 'utf8');
    const island = html.match(/<astro-island[^>]*component-url="[^"]*\/Header\.[^"]*"[^>]*>/)?.[0];
    if (!island) continue;
    const encoded = island.match(/props="([^"]*)"/)?.[1] ?? '{}';
    const { currentPath, ...props } = JSON.parse(encoded.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as Record<
      string,
      unknown
    >;
    expect(currentPath, routeOf(file)).toBeDefined();
    const serialised = JSON.stringify(props);
    expect(serialised, routeOf(file)).toContain('products');
    expect(serialised, routeOf(file)).not.toMatch(/\/(products|solutions|developers)\//);
  }
});

test('every page paints its first screen from the first round trip: HTML to the first </h1> plus blocking CSS fit 14,600 bytes (gzip)', () => {
  const files = htmlFiles();
  expect(files.length).toBeGreaterThan(50);
  for (const file of files) {
    const { total, html, stylesheets } = firstScreen(file);
    expect(total, `${routeOf(file)}: ${html} bytes of HTML + [${stylesheets.join(', ')}]`).toBeLessThanOrEqual(
      FIRST_FLIGHT,
    );
  }
});

test('no page links a render-blocking stylesheet: the full stylesheet comes after the first screen', () => {
  for (const file of htmlFiles()) {
    expect(firstScreen(file).stylesheets, routeOf(file)).toEqual([]);
  }
});

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

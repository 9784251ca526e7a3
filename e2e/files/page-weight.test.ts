import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { ACCOUNT_ROUTES } from '../support/route-kinds';
import { builtFiles, DIST, htmlFiles, routeOf } from '../support/built-site';
import { FIRST_FLIGHT, firstScreen, pageJavaScript } from '../support/page-weight';

const KB = 1024;
/** Each page weighed once for the tests below, only as they need: gzip is what costs, a page at a time. */
const files = htmlFiles();
const weights = files.map((file) => ({ route: routeOf(file), ...pageJavaScript(readFileSync(file, 'utf8')) }));
const firstScreens = new Map(files.map((file) => [file, firstScreen(file)]));

test('account routes load at most 100 KB of JavaScript (gzip), counting every module they can load', () => {
  const account = weights.filter((weight) => ACCOUNT_ROUTES.test(weight.route));
  expect(account.length).toBeGreaterThanOrEqual(10);
  for (const weight of account) {
    expect(weight.js, `${weight.route}: ${weight.js} bytes of JavaScript`).toBeLessThanOrEqual(100 * KB);
  }
});

test('marketing routes load at most 88 KB of JavaScript (gzip): React, the header and their own widget', () => {
  const marketing = weights.filter((weight) => !ACCOUNT_ROUTES.test(weight.route) && weight.js > 0);
  expect(marketing.length).toBeGreaterThan(50);
  for (const weight of marketing) {
    expect(weight.js, `${weight.route}: ${weight.js} bytes of JavaScript`).toBeLessThanOrEqual(88 * KB);
  }
});

test('the navigation is written into each page once: the header island is given menu names, not their links', () => {
  expect(files.length).toBeGreaterThan(50);
  // Every page has the header (the editor at /admin is no page): one without its island is a fault, not a pass.
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    const island = html.match(/<astro-island[^>]*component-url="[^"]*\/Header\.[^"]*"[^>]*>/)?.[0];
    expect(island, `${routeOf(file)}: no header island`).toBeDefined();
    const encoded = island!.match(/props="([^"]*)"/)?.[1] ?? '{}';
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
  expect(files.length).toBeGreaterThan(50);
  for (const file of files) {
    const { total, html, stylesheets } = firstScreens.get(file)!;
    expect(total, `${routeOf(file)}: ${html} bytes of HTML + [${stylesheets.join(', ')}]`).toBeLessThanOrEqual(
      FIRST_FLIGHT,
    );
  }
});

test('no page links a render-blocking stylesheet: the full stylesheet comes after the first screen', () => {
  for (const file of files) {
    expect(firstScreens.get(file)!.stylesheets, routeOf(file)).toEqual([]);
  }
});

test('a repeated icon is drawn once a page: every use of it refers to one symbol there', () => {
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    const symbols = [...html.matchAll(/<symbol id="([^"]+)"/g)].map(([, id]) => id);
    expect(new Set(symbols).size, `${routeOf(file)}: a symbol defined twice`).toBe(symbols.length);
    for (const [, id] of html.matchAll(/<use href="#([^"]+)"/g)) {
      expect(symbols, `${routeOf(file)}: <use> of #${id}`).toContain(id);
    }
  }
  const home = readFileSync(
    files.find((file) => routeOf(file) === '/')!,
    'utf8',
  );
  // The home page's product cards and pricing plans tick more than twenty features with one check mark.
  expect(home.match(/<use href="#icon-check"/g)?.length).toBeGreaterThan(20);
  expect(home.match(/d="M20 6L9 17l-5-5"/g)).toHaveLength(1);
});

test('the stylesheets hold rules from the site’s code only: none made from a test’s selectors', () => {
  const stylesheets = builtFiles().filter((file) => file.endsWith('.css'));
  expect(stylesheets.length).toBeGreaterThanOrEqual(2);
  // `:visible` is Playwright's pseudo-class, no browser's or Tailwind's: a class named with it
  // (`[data-code-panel]:visible`, escaped `\:visible`) was made from a test's selector.
  expect(stylesheets.filter((file) => readFileSync(join(DIST, file), 'utf8').includes('\\:visible'))).toEqual([]);
});

import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { htmlFiles, routeOf } from './support/built-site';
import { gotoWithHeaderReady } from './support/browser';

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

/** How many of the site's stylesheets the page has loaded. */
const siteStylesheetsLoaded = (page: Page) =>
  page.evaluate(() => {
    const loaded = (sheet: CSSStyleSheet) => {
      try {
        return sheet.cssRules.length > 0;
      } catch {
        // A stylesheet that failed to load has no rules to read.
        return false;
      }
    };
    return [...document.styleSheets].filter((sheet) => sheet.href?.includes('/_astro/') && loaded(sheet)).length;
  });

test.describe('the inlined critical CSS alone renders each page as the full stylesheet does (no flash, no shift)', () => {
  test.use({ javaScriptEnabled: false });
  const WIDTHS = [375, 1280];
  const samples = samplePages();
  // Two halves of the sample, for the two workers; each page is loaded once per stylesheet and measured at both widths.
  const halves = [samples.slice(0, samples.length / 2), samples.slice(samples.length / 2)];

  for (const [index, routes] of halves.entries()) {
    test(`at ${WIDTHS.join(' and ')} px, sample ${index + 1} of ${halves.length}`, async ({ page }) => {
      test.setTimeout(120_000);
      const layoutAtEachWidth = async () => {
        const layouts: string[][] = [];
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          layouts.push(await layout(page));
        }
        return layouts;
      };
      for (const route of routes) {
        await page.goto(route);
        expect(await siteStylesheetsLoaded(page), `${route}: the full stylesheet, with JavaScript off`).toBeGreaterThan(
          0,
        );
        const full = await layoutAtEachWidth();
        await page.route('**/_astro/*.css', (request) => request.abort());
        await page.goto(route);
        expect(await siteStylesheetsLoaded(page), `${route}: the critical CSS alone`).toBe(0);
        const critical = await layoutAtEachWidth();
        await page.unroute('**/_astro/*.css');
        for (const [at, width] of WIDTHS.entries()) {
          expect(critical[at]?.length, `${route} at ${width} px`).toBe(full[at]?.length);
          const differences = (critical[at] ?? [])
            .map((line, position) => [line, full[at]?.[position]])
            .filter(([line, other]) => line !== other)
            .slice(0, 400);
          expect(differences, `${route} at ${width} px: critical vs full`).toEqual([]);
        }
      }
    });
  }
});

test('with JavaScript on, the full stylesheet applies once the page has painted', async ({ page }) => {
  await page.goto('/pricing');
  await expect.poll(() => siteStylesheetsLoaded(page)).toBeGreaterThan(0);
});

// The menus' open states are keyed on attributes the critical CSS always keeps (data-open,
// aria-expanded: src/build/critical-css.ts), so a menu opened before the full stylesheet has
// arrived shows. This fails if those rules stop reaching the inlined CSS.
test.describe('the header menus open with the inlined critical CSS alone', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/_astro/*.css', (request) => request.abort());
  });

  const controlled = async (page: Page, name: string, width: number) => {
    await page.setViewportSize({ width, height: 800 });
    // Taken over first: a menu opened before that keeps the fallback's sections, all expanded.
    await gotoWithHeaderReady(page, '/');
    const button = page.getByRole('banner').getByRole('button', { name, exact: true });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    return { button, panel: page.locator(`#${await button.getAttribute('aria-controls')}`) };
  };

  test('a desktop menu at 1280 px, with its chevron turned', async ({ page }) => {
    const { button, panel } = await controlled(page, 'Products', 1280);
    await expect(panel).toBeVisible();
    await expect(button.locator('svg')).toHaveCSS('rotate', '180deg');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });

  test('the mobile menu and one of its sections at 375 px', async ({ page }) => {
    const { panel } = await controlled(page, 'Menu', 375);
    await expect(panel).toBeVisible();
    const section = panel.getByRole('button', { name: 'Products', exact: true });
    await section.click();
    await expect(page.locator(`#${await section.getAttribute('aria-controls')}`)).toBeVisible();
  });
});

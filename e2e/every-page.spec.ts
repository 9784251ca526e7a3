import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { sitemapRoutes } from './dist';
import { templateRoutes } from './page-templates';
import { watchRuntime } from './support';

/**
 * One visit per page for every per-page check: each built route is loaded once, and on that load
 * the page is scanned at each width and theme it needs. What runs where (the coverage matrix):
 *
 * | check                                        | every route          | one route per route file |
 * | -------------------------------------------- | -------------------- | ------------------------ |
 * | axe, WCAG 2.2 A/AA                           | 1280 px, light, dark | also 375 px, light, dark |
 * |   (in the dark theme, the rules about colour: the theme swaps the palette and nothing else) |
 * | no horizontal scrolling                      | 1280, 375 and 320 px |                          |
 * | console errors, failed or 4xx requests, CSP  | the whole visit, the header woken at the end    |
 *
 * Elsewhere: every route with JavaScript off (e2e/crawl.spec.ts), every route of the
 * pseudo-localised build (e2e/pseudo-locale.spec.ts), islands' opened states (e2e/a11y.spec.ts),
 * and serving on Cloudflare's runtime (e2e/engine/). A failure names the route, width, theme
 * and check. Routes come from the build's sitemap, so a new page or language needs no change here.
 */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const routes = sitemapRoutes();
const standsForItsFile = new Set(templateRoutes(routes).values());

type Theme = 'light' | 'dark';

/** The axe rules a theme can change: it swaps colours only (src/styles/global.css). */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

async function axeViolations(page: Page, theme: Theme) {
  const axe = new AxeBuilder({ page });
  const results = await (theme === 'dark' ? axe.withRules(COLOUR_RULES) : axe.withTags(WCAG)).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Resolves when running CSS transitions (a theme switch) end: axe reads colours as drawn. */
async function settled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

async function horizontalOverflow(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  return scroll > client ? [`${scroll} px wide`] : [];
}

test('the build lists the routes to visit', () => {
  expect(routes.length).toBeGreaterThan(60);
  expect(standsForItsFile.size).toBeGreaterThan(20);
});

test.describe('every page, visited once', () => {
  // Up to six scans of a long API page on a busy 2-core machine.
  test.describe.configure({ timeout: 150_000 });

  for (const route of routes) {
    test(route, async ({ page }) => {
      const runtime = watchRuntime(page);
      const findings: string[] = [];
      const report = (width: number, theme: Theme, check: string, problems: string[]) =>
        findings.push(...problems.map((problem) => `${route} at ${width} px, ${theme}: ${check}: ${problem}`));
      const useTheme = async (theme: Theme) => {
        await page.emulateMedia({ colorScheme: theme });
        await settled(page);
      };
      const useWidth = (width: number) => page.setViewportSize({ width, height: 900 });

      await useWidth(1280);
      await page.goto(route);
      // An island that hydrates on its own (client:idle, client:load) may replace nodes under a
      // scan: wait until it has. Those that wait for the visitor (client:touch) stay as served.
      await expect(page.locator('astro-island[ssr]:is([client="idle"], [client="load"])')).toHaveCount(0, {
        timeout: 20_000,
      });
      report(1280, 'light', 'axe', await axeViolations(page, 'light'));
      report(1280, 'light', 'overflow', await horizontalOverflow(page));
      await useTheme('dark');
      report(1280, 'dark', 'axe', await axeViolations(page, 'dark'));

      await useWidth(375);
      report(375, 'dark', 'overflow', await horizontalOverflow(page));
      if (standsForItsFile.has(route)) {
        report(375, 'dark', 'axe', await axeViolations(page, 'dark'));
        await useTheme('light');
        report(375, 'light', 'axe', await axeViolations(page, 'light'));
      }
      await useWidth(320);
      report(320, 'light', 'overflow', await horizontalOverflow(page));

      // Wake the header island so its scripts and styles are covered too.
      await page.getByRole('banner').getByRole('link').first().hover();
      await page.locator('[data-site-header][data-ready]').waitFor();
      findings.push(...runtime.map((problem) => `${route}, the whole visit: console, requests and CSP: ${problem}`));
      expect(findings, findings.join('\n')).toEqual([]);
    });
  }
});

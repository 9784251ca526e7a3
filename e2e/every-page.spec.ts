import { expect, type Page } from '@playwright/test';
import { axeViolations, transitionsSettled } from './support/axe';
import { builtPages, sitemapRoutes } from './support/built-site';
import { crawledRoutes, standsForTemplate } from './support/crawl-routes';
import { crawl } from './support/crawl';
import { ACCOUNT_ROUTES, SEARCH_ROUTES } from './support/route-kinds';
import { LOCALES, localeFromPath, localizedPath, SOURCE_LOCALE, type Locale } from '../src/i18n/locales';
import { ISLAND_COMMITTED } from '../src/islands/shared/island-committed';
import { browserIdle, waitForIsland, wakeHeader } from './support/browser';
import { LANDMARKS, readingProblems, SITE_LINKS, type Reading, type SiteLinks } from './support/readable';
import { watchSpeculation } from './support/speculation';

/**
 * Every check that needs a browser's layout, on the routes that stand for the site: the route of
 * each route file in each language, each language's home, and per route file the pages whose
 * content can break a layout most (crawl-routes.ts). Their number does not grow with content;
 * what a page's HTML says is checked on every page in e2e/files/. The coverage matrix (what runs
 * where) is in e2e/README.md; keep the two together. A failure names the route, width, theme and
 * check. Routes come from the build, so a new page file or language needs no change here.
 */
const sitemap = sitemapRoutes();
const routes = crawledRoutes(sitemap, builtPages());

type Theme = 'light' | 'dark';

interface JsOff {
  page: Page;
  /** The header and footer links of the home page in a language, which every page in that language repeats. */
  home: (locale: Locale) => Promise<SiteLinks>;
}

/** What a visitor reads with JavaScript off (e2e/readable.ts), in one round trip. */
const readPage = (page: Page) =>
  page.evaluate(
    ({ links, landmarks }): Reading => {
      const hrefs = (landmark: Element | null) => [
        ...new Set([...(landmark?.querySelectorAll(links) ?? [])].map((a) => a.getAttribute('href') ?? '')),
      ];
      return {
        h1: [...document.querySelectorAll('h1')].filter((h1) => h1.checkVisibility()).length,
        mainText: (document.querySelector('main') as HTMLElement | null)?.innerText.trim() ?? '',
        header: hrefs(document.querySelector(landmarks.header)),
        footer: hrefs(document.querySelector(landmarks.footer)),
      };
    },
    { links: SITE_LINKS, landmarks: LANDMARKS },
  );

/** With the crawl's page, one with JavaScript off, kept for all the routes a worker visits. */
const test = crawl.extend<object, { jsOff: JsOff }>({
  jsOff: [
    async ({ browser }, use, { project }) => {
      const context = await browser.newContext({ baseURL: project.use.baseURL, javaScriptEnabled: false });
      const page = await context.newPage();
      const homes = new Map<Locale, SiteLinks>();
      const home = async (locale: Locale) => {
        let links = homes.get(locale);
        if (!links) {
          await page.goto(localizedPath(locale, '/'));
          const { header, footer } = await readPage(page);
          links = { header, footer };
          homes.set(locale, links);
        }
        return links;
      };
      await use({ page, home });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

async function horizontalOverflow(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  return scroll > client ? [`${scroll} px wide`] : [];
}

/** With JavaScript off: one h1, the main text, and every header and footer link of the home page. */
async function readableWithoutJavaScript({ page, home }: JsOff, route: string) {
  const expected = await home(localeFromPath(route));
  await page.goto(route);
  return readingProblems(await readPage(page), expected);
}

test('the build lists the routes to visit, and the home page the links every page repeats', async ({ jsOff }) => {
  expect(sitemap.length).toBeGreaterThan(60);
  expect(routes.size).toBeGreaterThan(60);
  for (const locale of LOCALES) {
    const home = await jsOff.home(locale);
    expect(home.header.length, locale).toBeGreaterThan(15);
    expect(home.footer.length, locale).toBeGreaterThan(15);
  }
});

test.describe('the routes that stand for the site, visited once', () => {
  // Up to six scans of a long API page on a busy 2-core machine.
  test.describe.configure({ timeout: 120_000 });

  for (const [route, reasons] of routes) {
    test(
      route,
      { annotation: { type: 'crawled because', description: reasons.join('; ') } },
      async ({ visit: { page, problems, scripts }, jsOff }) => {
        const findings: string[] = [];
        const report = (where: string, check: string, problems: string[]) =>
          findings.push(...problems.map((problem) => `${route} ${where}: ${check}: ${problem}`));
        const useTheme = async (theme: Theme) => {
          await page.emulateMedia({ colorScheme: theme });
          await transitionsSettled(page);
        };
        const useWidth = (width: number) => page.setViewportSize({ width, height: 900 });

        await useWidth(1280);
        const checkSpeculation = await watchSpeculation(page);
        await page.goto(route);
        // Read at the width the page loaded at: a link a narrower layout hides is no candidate.
        await checkSpeculation(route);
        // Until the browser is idle, when a client:idle island starts loading: a marketing page whose
        // islands all wait for the visitor must not have asked for a script by then.
        await browserIdle(page);
        const selfHydrating = page.locator('astro-island:is([client="idle"], [client="load"])');
        if ((await selfHydrating.count()) === 0 && !ACCOUNT_ROUTES.test(route) && !SEARCH_ROUTES.test(route))
          report('at 1280 px', 'scripts before any interaction', scripts);
        // An island that hydrates on its own may replace nodes under a scan: wait until React has committed it.
        await expect(selfHydrating.and(page.locator(`:not([${ISLAND_COMMITTED}])`))).toHaveCount(0, {
          timeout: 20_000,
        });

        // A translation changes words, not colours or what the styles hide: the dark theme's colour
        // rules and the reading with JavaScript off run on the English routes, which stand for every
        // route file; the layout-bound rules run in every language. A page chosen only for its
        // content's layout risk shares its template with the route that stands for it: its content is
        // scanned once, and its layout at every width.
        const template = standsForTemplate(reasons);
        const standsInEnglish = template && localeFromPath(route) === SOURCE_LOCALE;
        report('at 1280 px, light', 'axe', await axeViolations(page));
        report('at 1280 px, light', 'overflow', await horizontalOverflow(page));
        if (standsInEnglish) {
          await useTheme('dark');
          report('at 1280 px, dark', 'axe', await axeViolations(page, 'colour'));
        }

        await useWidth(375);
        report('at 375 px', 'overflow', await horizontalOverflow(page));
        if (standsInEnglish) {
          report('at 375 px, dark', 'axe', await axeViolations(page, 'colour'));
          await useTheme('light');
        }
        if (template) report('at 375 px, light', 'axe', await axeViolations(page));
        await useWidth(320);
        report('at 320 px', 'overflow', await horizontalOverflow(page));

        // Wake the header island so its scripts and styles are covered too.
        await wakeHeader(page);
        await waitForIsland(page, 'Header');
        report('over the whole visit', 'console, requests and CSP', problems);
        if (standsInEnglish) report('with JavaScript off', 'readable', await readableWithoutJavaScript(jsOff, route));
        expect(findings, findings.join('\n')).toEqual([]);
      },
    );
  }
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { builtPages, PSEUDO_DIST, sitemapRoutes } from './support/built-site';
import { crawl } from './support/crawl';
import { standingRoutes, templatesOf } from './support/page-templates';
import { localeFromPath, SOURCE_LOCALE } from '../src/i18n/locales';
import { ISLAND_COMMITTED } from '../src/islands/shared/island-committed';
import { untranslatedTexts } from './support/pseudo-locale-scan';
import { gotoWithHeaderReady, headerReady, waitForIsland } from './support/browser';
import { PSEUDO_PORT } from '../playwright.config';

/**
 * The pseudo-localised build (PSEUDO_LOCALE=1 astro build -> dist-pseudo/) wraps every text that
 * comes from content/ in ⟦ ⟧. A visible text or accessible name without the marks was written
 * in src/: this crawl finds it in every state an island can show, on the routes chosen below.
 */
if (!existsSync(PSEUDO_DIST))
  throw new Error('dist-pseudo/ is missing: run `PSEUDO_LOCALE=1 npx astro build` first (npm test does)');

const PSEUDO_ORIGIN = `http://127.0.0.1:${PSEUDO_PORT}`;
test.use({ baseURL: PSEUDO_ORIGIN });

async function expectAllCopyFromContent(page: Page, state: string) {
  const found = await untranslatedTexts(page);
  expect(found, `text not from content/ (${state})`).toEqual([]);
}

/**
 * Opens every disclosure, menu button and tab inside `scope` that shows at first, checking once
 * each has opened, then closing it as a visitor would before reaching for the next (an open popover
 * lies over the controls below it). The controls are taken once, up front: opening one changes
 * which others match. A click before an island wakes is held and replayed, so the state it opens is
 * waited for, never assumed.
 */
async function openEveryState(page: Page, scope: Locator, where: string) {
  // A popover's button has no aria-expanded of its own (the browser gives it the state): popovertarget finds it.
  const toggles = await scope
    .locator('button[aria-expanded="false"]:visible, button[popovertarget]:visible, [role="tab"]:visible')
    .elementHandles();
  for (const [index, toggle] of toggles.entries()) {
    if (!(await toggle.isVisible())) continue;
    const label = (await toggle.textContent())?.trim() ?? String(index);
    const popover = await toggle.getAttribute('popovertarget');
    const isOpen = () =>
      toggle.evaluate(
        (control: Element, target) =>
          target
            ? document.getElementById(target)?.matches(':popover-open') === true
            : control.matches('[aria-expanded="true"], [aria-selected="true"]'),
        popover,
      );
    await toggle.click();
    await expect.poll(isOpen, { message: `${where}: "${label}" opens` }).toBe(true);
    await expectAllCopyFromContent(page, `${where} after opening "${label}"`);
    if (popover) {
      await page.keyboard.press('Escape');
      await expect.poll(isOpen, { message: `${where}: "${label}" closes on Escape` }).toBe(false);
    }
  }
}

/**
 * Submits every form of the page empty, so its validation messages show. A form in an island
 * that wakes on touch shows them once the island has replayed the click.
 */
async function submitFormsEmpty(page: Page, route: string) {
  const forms = page.locator('main form');
  for (let index = 0; index < (await forms.count()); index += 1) {
    const form = forms.nth(index);
    await form.evaluate((element: HTMLFormElement) => (element.noValidate = true));
    const submit = form.locator('button[type="submit"], button:not([type])').first();
    if (!(await submit.isVisible()) || !(await submit.isEnabled())) continue;
    const island = form.locator('xpath=ancestor::astro-island[1]');
    await submit.click();
    if ((await island.count()) > 0 && (await island.getAttribute('client')) === 'touch')
      await expect(island).toHaveAttribute('data-replayed', '');
    await expectAllCopyFromContent(page, `${route} after submitting form ${index + 1} empty`);
  }
}

/**
 * Every page's HTML, in every language, is scanned in e2e/files/pseudo-locale.test.ts. The browser
 * adds what only it shows: what an island's code renders and each state it opens (English routes
 * with an island, a form, a menu button or tabs in main: per route file, one route for each set of
 * islands and controls, so that a thousand posts with the same code tabs cost one visit), and what
 * CSS shows at 1280 px (the route that stands for each page file, whose long German words test a
 * layout most).
 */
const STATES = ['<form', 'aria-expanded="false"', 'popovertarget', 'popoverTarget', 'role="tab"'];
const pseudoPages = new Map(builtPages(PSEUDO_DIST).map((page) => [page.route, page.html]));
/** The islands and controls in a page's main that show states, or null when it has none. */
const statesIn = (route: string) => {
  const html = pseudoPages.get(route) ?? '';
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  const islands = [...main.matchAll(/<astro-island[^>]*\sopts="([^"]*)"/g)].map(([, opts]) => opts);
  const controls = STATES.filter((state) => main.includes(state));
  return islands.length + controls.length > 0 ? [...new Set(islands)].sort().concat(controls).join(' ') : null;
};
const allRoutes = sitemapRoutes(PSEUDO_DIST);
const standsForItsFile = standingRoutes(allRoutes);
const files = templatesOf(allRoutes);
const byStates = new Map<string, string>();
// A translation runs the same components as its English page: its states are opened in English.
for (const route of allRoutes.filter((route) => localeFromPath(route) === SOURCE_LOCALE).sort()) {
  const states = statesIn(route);
  const key = `${files.get(route)} ${states}`;
  if (states !== null && !byStates.has(key)) byStates.set(key, route);
}
const routes = [...new Set([...standsForItsFile, ...byStates.values()])].sort();

test.describe('every route of the pseudo-localised build shows only copy from content/', () => {
  for (const route of routes) {
    crawl(route, async ({ visit: { page } }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${PSEUDO_ORIGIN}${route}`);
      await expect(
        page.locator(`astro-island:is([client="idle"], [client="load"]):not([${ISLAND_COMMITTED}])`),
      ).toHaveCount(0);
      await expectAllCopyFromContent(page, route);
      // The header's states are the same on every page: the two tests below open them.
      await openEveryState(page, page.getByRole('main'), route);
      await submitFormsEmpty(page, route);
    });
  }

  for (const path of ['/no-such-page', '/products/no-such-product', '/solutions/no-such-solution']) {
    test(`not found: ${path}`, async ({ page }) => {
      await page.goto(path);
      await expectAllCopyFromContent(page, path);
    });
  }

  test('reports: a channel filtered out, its notice, and the export notices', async ({ page }) => {
    await page.goto('/reports');
    const filters = page.getByRole('main').locator('button[popovertarget]');
    await filters.hover(); // the island wakes on the first touch
    await waitForIsland(page, 'Reports');
    await filters.click();
    await page.getByRole('checkbox').first().uncheck();
    await expectAllCopyFromContent(page, '/reports with a channel filtered out');
    await page.keyboard.press('Escape');
    await page.clock.install();
    await page.getByRole('button', { name: /Export/ }).click();
    await expectAllCopyFromContent(page, '/reports while exporting');
    // The export's 2 s, on the page's clock.
    await page.clock.fastForward(2000);
    await expect(page.getByRole('button', { name: /Export/ })).toBeEnabled();
    await expectAllCopyFromContent(page, '/reports after exporting');
  });

  test('every header menu open', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // Its buttons carry their state (what openEveryState looks for) once the header has taken over.
    await gotoWithHeaderReady(page, '/');
    await openEveryState(page, page.getByRole('banner'), 'the header at 1280 px');
  });

  test('the mobile menu with every section open', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await expectAllCopyFromContent(page, 'home at 375 px');
    await headerReady(page);
    await openEveryState(page, page.getByRole('banner'), 'home at 375 px');
  });
});

test('the scan finds a planted hard-coded string and passes marked copy, data and names kept as they are', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() => {
    const planted = document.createElement('p');
    planted.textContent = 'Hard-coded in src/';
    const marked = document.createElement('p');
    // Built node by node: the site's Trusted Types policy refuses HTML from a string.
    const code = document.createElement('code');
    code.textContent = 'cursor';
    const kept = document.createElement('span');
    kept.setAttribute('translate', 'no');
    kept.textContent = 'X-Request-Id';
    marked.append('⟦Pass ', code, ' as the next value⟧ ', kept, ' $0.01');
    document.querySelector('main')?.append(planted, marked);
  });
  expect(await untranslatedTexts(page)).toEqual([{ where: 'p', text: 'Hard-coded in src/' }]);
});

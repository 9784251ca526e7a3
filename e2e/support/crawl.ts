import { test as base, type Page } from '@playwright/test';
import { provideAxe } from './axe';
import { logCspViolations, watchProblems, watchScripts } from './browser';

/** A route's visit in a crawl: the worker's page, and what it recorded since the visit began. */
export interface Visit {
  page: Page;
  /** Console errors, failed or 4xx/5xx requests and CSP violations. */
  problems: string[];
  /** The scripts requested. */
  scripts: string[];
}

/**
 * For the crawls over every route: one page kept for all the routes a worker visits, since a
 * fresh browser context per route costs more than most of the checks. Each visit starts from
 * a clean state (no storage, light theme) and records its own problems.
 */
export const crawl = base.extend<{ visit: Visit }, { visitor: Page }>({
  visit: async ({ visitor: page }, use) => {
    // What one route left behind (a draft, a theme choice) must not change the next.
    if (page.url().startsWith('http')) await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
    await page.emulateMedia({ colorScheme: 'light' });
    const watching = watchProblems(page);
    const requested = watchScripts(page);
    await use({ page, problems: watching.problems, scripts: requested.scripts });
    watching.stop();
    requested.stop();
  },
  visitor: [
    async ({ browser }, use, { project }) => {
      const { baseURL, userAgent, deviceScaleFactor, isMobile, hasTouch } = project.use;
      const context = await browser.newContext({ baseURL, userAgent, deviceScaleFactor, isMobile, hasTouch });
      await provideAxe(context);
      const page = await context.newPage();
      await logCspViolations(page);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

import type { APIRequestContext, ConsoleMessage, Page, Request, Response } from '@playwright/test';
import { ISLAND_COMMITTED, ISLAND_REPLAYED } from '../../src/islands/shared/island-committed';

/** Collects every JavaScript file the page requests from now on. */
export function trackScripts(page: Page): string[] {
  return watchScripts(page).scripts;
}

/** Collects every JavaScript file the page requests until stop() is called. */
export function watchScripts(page: Page) {
  const scripts: string[] = [];
  const onRequest = (request: Request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  };
  page.on('request', onRequest);
  return { scripts, stop: () => void page.off('request', onRequest) };
}

/** Logs every Content Security Policy violation as a console error, on each document the page loads from now on. */
export async function logCspViolations(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
}

/**
 * Records console errors, page errors, and failed (not cancelled) or 4xx/5xx requests until stop() is called;
 * with logCspViolations, Content Security Policy violations too.
 */
export function watchProblems(page: Page) {
  const problems: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  };
  const onPageError = (error: Error) => problems.push(`pageerror: ${error.message}`);
  // net::ERR_ABORTED is a request the browser cancelled itself (the page navigated on): no fault.
  const onRequestFailed = (request: Request) => {
    const reason = request.failure()?.errorText ?? '';
    if (reason !== 'net::ERR_ABORTED') problems.push(`failed: ${request.url()} ${reason}`);
  };
  const onResponse = (response: Response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('requestfailed', onRequestFailed);
  page.on('response', onResponse);
  const stop = () => {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('requestfailed', onRequestFailed);
    page.off('response', onResponse);
  };
  return { problems, stop };
}

/** Records console errors, page errors, failed or 4xx/5xx requests and CSP violations from now on. */
export function watchRuntime(page: Page): string[] {
  void logCspViolations(page);
  return watchProblems(page).problems;
}

/** Collects console messages of the given types (all types by default). */
export function trackConsole(page: Page, types?: string[]): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (!types || types.includes(message.type())) messages.push(message.text());
  });
  return messages;
}

/**
 * Opens a page with its header already hydrated: for tests about what the menus do,
 * not about the first interaction (header.spec.ts covers that on its own).
 */
export async function gotoWithHeaderReady(page: Page, path: string) {
  await page.goto(path);
  await headerReady(page);
}

/** Wakes the header of the page open and waits until it has taken over, the pointer off it again. */
export async function headerReady(page: Page) {
  await wakeHeader(page);
  await waitForIsland(page, 'Header');
  // Off the header again, so the menu the pointer woke it on is not left open by hover.
  await page.mouse.move(0, (page.viewportSize()?.height ?? 1) - 1);
}

/**
 * Points at the header's first menu button shown at this width (a desktop menu, or the mobile
 * menu's toggle, each naming the panel it opens): the header wakes when the visitor reaches for a
 * control, not a plain link.
 */
export async function wakeHeader(page: Page) {
  await page.getByRole('banner').locator('button[aria-controls]').filter({ visible: true }).first().hover();
}

/**
 * Points at the named island and waits until React has committed it. The account forms wake on
 * the visitor's first touch (client:touch): for tests about what a form does once it is ready.
 */
export async function wakeIsland(page: Page, name: string) {
  await page.locator(`astro-island[component-url*="/${name}."]`).first().hover();
  await waitForIsland(page, name);
}

/** Freezes the page's clock so a test can step through the spec's delays exactly. */
export async function freezeClock(page: Page) {
  await page.clock.install({ time: new Date('2026-11-21T10:00:00Z') });
  await page.clock.pauseAt(new Date('2026-11-21T10:00:01Z'));
}

/**
 * Waits until the named island is in charge (src/islands/shared/island-committed.ts): React has
 * committed it, and a client:touch or client:kept island has replayed what it held meanwhile.
 * Before that, such an island holds a click and replays it later, after keys pressed since.
 */
export async function waitForIsland(page: Page, name: string) {
  const holdsInput = '[client="touch"], [client="kept"]';
  await page
    .locator(
      `astro-island[component-url*="/${name}."][${ISLAND_COMMITTED}]:is(:not(${holdsInput}), [${ISLAND_REPLAYED}])`,
    )
    .first()
    .waitFor({ state: 'attached' });
}

/**
 * Resolves when the browser next goes idle: by then a client:idle island has started loading,
 * and anything the last action set off has run. For "nothing happens" checks, which have no
 * event of their own to wait for.
 */
export async function browserIdle(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
}

/**
 * Resolves once the page has drawn a frame after the last action and run the tasks it queued:
 * whatever that action set off has started. (Chromium holds idle callbacks back for a while
 * after input, so browserIdle does not serve here.)
 */
export async function afterNextFrame(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/**
 * afterNextFrame for a page with JavaScript off, which runs none of the callbacks it waits on:
 * a screenshot returns once the browser has drawn a frame after the last action.
 */
export async function afterNextFrameWithoutJavaScript(page: Page) {
  await page.screenshot();
}

/**
 * Records each navigation of the page's main frame from now on: a document it requests, or a
 * URL it commits (a same-document one too). For "stays on the page" checks, read it after
 * afterNextFrame: a navigation set off by a click starts after the click has returned.
 */
export function watchNavigations(page: Page): string[] {
  const navigations: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      navigations.push(`request ${request.url()}`);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(`committed ${frame.url()}`);
  });
  return navigations;
}

/**
 * The day the build under test was made (YYYY-MM-DD, UTC; `BUILD_DATE` when it was set), as the
 * build itself states it: the last day of /status's charts. A test computes whatever depends on
 * the date from it, never from the clock it runs at (which may be past midnight, or months on).
 */
export async function buildDay(request: APIRequestContext): Promise<string> {
  return chartDay(await (await request.get('/status')).text());
}

/** The last day of the charts of /status's HTML (YYYY-MM-DD): the day its build was made. */
export function chartDay(html: string): string {
  const day = [...html.matchAll(/data-day="(\d{4}-\d{2}-\d{2})"/g)].at(-1)?.[1];
  if (!day) throw new Error('/status names no day: cannot tell the day of the build');
  return day;
}

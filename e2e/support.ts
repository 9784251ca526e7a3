import type { Page, Request } from '@playwright/test';

export const PRODUCT_IDS = ['sms', 'email', 'voice', 'post', 'fax', 'mms'] as const;
export const SOLUTION_IDS = ['marketing', 'notifications', 'authentication', 'customer-service'] as const;

/** Collects every JavaScript file the page requests from now on. */
export function trackScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}

/** Records console errors, page errors, failed or 4xx/5xx requests and CSP violations from now on. */
export function watchRuntime(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) =>
    problems.push(`failed: ${request.url()} ${request.failure()?.errorText ?? ''}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return problems;
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
  await page.getByRole('banner').getByRole('link').first().hover();
  await page.locator('[data-site-header][data-ready]').waitFor();
}

/** Freezes the page's clock so a test can step through the spec's delays exactly. */
export async function freezeClock(page: Page) {
  await page.clock.install({ time: new Date('2026-11-21T10:00:00Z') });
  await page.clock.pauseAt(new Date('2026-11-21T10:00:01Z'));
}

/** Waits until the named island has hydrated (Astro drops its `ssr` attribute then). */
export async function waitForIsland(page: Page, name: string) {
  await page.locator(`astro-island[component-url*="/${name}."]:not([ssr])`).first().waitFor({ state: 'attached' });
}

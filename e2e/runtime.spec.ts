import { expect, test, type Page } from '@playwright/test';
import { sitemapRoutes } from './dist';

/** Records console errors, failed or 4xx/5xx requests and CSP violations on a page. */
function watch(page: Page) {
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

const routes = sitemapRoutes();

test.describe('every route loads cleanly', () => {
  for (const route of routes) {
    test(route, async ({ page }) => {
      const problems = watch(page);
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      // Wake the header island so its runtime scripts and styles are covered too.
      await page.getByRole('banner').getByRole('link').first().hover();
      await page.waitForTimeout(150);
      expect(problems).toEqual([]);
    });
  }
});

test('interactive parts run without errors or CSP violations', async ({ page }) => {
  const problems = watch(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Products', 'Solutions', 'Developers']) await nav.getByRole('button', { name }).click();

  await page.goto('/compose/email');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Missing recipient')).toBeVisible();
  await page.getByRole('tab', { name: 'SMS' }).click();
  await page.getByRole('textbox', { name: /Message/ }).fill('Hello 👋');

  await page.goto('/reports');
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByRole('checkbox', { name: 'Fax' }).uncheck();
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('tab', { name: 'Spending' }).click();

  await page.goto('/search?q=webhook');
  await expect(page.getByRole('link', { name: /Webhooks/ }).first()).toBeVisible();

  await page.goto('/developers/api/sms');
  await page.getByRole('radio', { name: 'Python' }).first().check({ force: true });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page
    .getByRole('button', { name: /Copy the Python example/ })
    .first()
    .click();

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/pricing');
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  expect(problems).toEqual([]);
});

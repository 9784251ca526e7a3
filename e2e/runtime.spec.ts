import { expect, test } from '@playwright/test';
import { afterNextFrame, watchRuntime } from './support/browser';

// Every route's load, with its header woken: e2e/every-page.spec.ts.
// The context goes on to the next test (reuseContext): the clipboard permission must not.
test.afterEach(({ context }) => context.clearPermissions());

test('interactive parts run without errors or CSP violations', async ({ page }) => {
  const problems = watchRuntime(page);
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
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  await menu.click();
  // Opened (the header woke and replayed the click), and drawn: whatever it set off has run.
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await afterNextFrame(page);
  expect(problems).toEqual([]);
});

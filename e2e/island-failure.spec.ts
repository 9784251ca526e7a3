import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { load } from 'js-yaml';

/**
 * When an island's code cannot load (blocked, offline, a failed deploy), the visitor reads
 * the message from content/site/shell.yaml instead of facing a greyed or dead control.
 */
const { islandError } = load(readFileSync(resolve(import.meta.dirname, '../content/site/shell.yaml'), 'utf8')) as {
  islandError: string;
};

const CASES: { route: string; island: string }[] = [
  { route: '/login', island: 'LoginForm' },
  { route: '/register', island: 'RegisterForm' },
  { route: '/compose', island: 'Compose' },
  { route: '/reports', island: 'Reports' },
  { route: '/schedule', island: 'Schedule' },
  { route: '/pricing', island: 'Estimator' },
  { route: '/pricing/sms', island: 'CountryRates' },
  { route: '/tools/sms-segment-calculator', island: 'SegmentCalculator' },
  { route: '/contact', island: 'ContactForm' },
  { route: '/forgot-password', island: 'ForgotPasswordForm' },
];

for (const { route, island } of CASES) {
  test(`${route}: a blocked ${island} chunk shows the could-not-load message`, async ({ page }) => {
    await page.route(new RegExp(`/_astro/${island}\\.[^/]*\\.js`), (request) => request.abort());
    await page.goto(route);
    const element = page.locator(`astro-island[component-url*="/${island}."]`);
    // Islands that wait for the visitor: bring them into view and point at them.
    await element.scrollIntoViewIfNeeded();
    await element.hover();
    const message = page.getByRole('alert').filter({ hasText: islandError });
    await expect(message).toBeVisible({ timeout: 10_000 });
    await expect(message).toHaveCount(1);
  });
}

test('nothing is shown when the islands load', async ({ page }) => {
  await page.goto('/login');
  await page.locator('astro-island[component-url*="/LoginForm."]').hover();
  await expect(page.locator('astro-island[component-url*="/LoginForm."]')).not.toHaveAttribute('ssr');
  await expect(page.getByText(islandError)).toHaveCount(0);
});

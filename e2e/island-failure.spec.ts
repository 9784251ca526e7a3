import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { load } from 'js-yaml';
import { afterNextFrame } from './support/browser';
import { holdIsland } from './support/islands';
import { frontmatter } from './support/content-files';

/**
 * When an island's code cannot load (blocked, offline, a failed deploy), the visitor reads
 * the message from content/site/shell.yaml instead of facing a greyed or dead control.
 */
const { islandError } = load(readFileSync(resolve(import.meta.dirname, '../content/site/shell.yaml'), 'utf8')) as {
  islandError: string;
};
/** Beside a form's submit button when it is sent before its island has loaded (src/scripts/early-submit.js). */
const { pending } = load(readFileSync(resolve(import.meta.dirname, '../content/forms/forms.yaml'), 'utf8')) as {
  pending: string;
};

/** The lines that promise what the island's code will show, until it has loaded (content/pages/). */
const estimatorPending = frontmatter<{ estimator: { pending: string } }>('pages').find(
  (entry) => entry.id === 'pricing',
)!.data.estimator.pending;
const calculatorPending = frontmatter<{ pending: string }>('pages/tools').find(
  (entry) => entry.id === 'sms-segment-calculator',
)!.data.pending;

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

// The note beside the button promises the form will be sent once it has loaded. When its code
// cannot load, that promise no longer holds: the could-not-load message replaces it, on screen
// and for a screen reader (the note is a status region, read from the accessibility tree).
test('/login: a form sent before its chunk fails no longer says it is still loading once the message shows', async ({
  page,
}) => {
  const fail = await holdIsland(page, 'LoginForm', { outcome: 'fail' });
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  await main.getByLabel('Password').fill('a long enough password');
  await main.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => main.ariaSnapshot()).toContain(pending);

  await fail();
  await expect(page.getByRole('alert').filter({ hasText: islandError })).toBeVisible({ timeout: 10_000 });
  await expect.poll(() => main.ariaSnapshot()).not.toContain(pending);

  // Sent again after the failure: still no promise to send it.
  await main.getByRole('button', { name: 'Sign in' }).click();
  await afterNextFrame(page);
  await expect(page.getByRole('alert').filter({ hasText: islandError })).toHaveCount(1);
  expect(await main.ariaSnapshot()).not.toContain(pending);
});

// A tap made while the island's code is on its way shows the control pending (src/directives/touch.ts).
// When that code cannot load, the tap will never be answered: the control looks and reads as usual
// again, and the could-not-load message says why.
test('/reports: a control tapped before its chunk fails no longer looks pending once the message shows', async ({
  page,
}) => {
  const fail = await holdIsland(page, 'Reports', { outcome: 'fail' });
  await page.goto('/reports');
  const exportButton = page.getByRole('main').getByRole('button', { name: 'Export', exact: true });
  await exportButton.click();
  await expect(exportButton).toHaveCSS('cursor', 'progress');
  await expect(exportButton).toHaveCSS('opacity', '0.6');

  await fail();
  await expect(page.getByRole('alert').filter({ hasText: islandError })).toBeVisible({ timeout: 10_000 });
  // At the failure, not after the directive's 5-second wait for a commit that never comes (it then
  // cleared the look and replayed the tap into the dead island).
  await expect(exportButton).toHaveCSS('opacity', '1', { timeout: 2_000 });
  await expect(exportButton).not.toHaveCSS('cursor', 'progress');
});

// "Your estimate appears here as soon as you change a box." promises what only the island's code
// does: once the could-not-load message shows, that line is gone, on screen and for a screen reader.
for (const { route, island, promise } of [
  { route: '/pricing', island: 'Estimator', promise: estimatorPending },
  { route: '/tools/sms-segment-calculator', island: 'SegmentCalculator', promise: calculatorPending },
]) {
  test(`${route}: the ${island}'s "appears here" line goes once its chunk has failed`, async ({ page }) => {
    const fail = await holdIsland(page, island, { outcome: 'fail' });
    await page.goto(route);
    const main = page.getByRole('main');
    await expect(main.getByText(promise)).toBeVisible();
    const element = page.locator(`astro-island[component-url*="/${island}."]`);
    await element.scrollIntoViewIfNeeded();
    await element.hover();

    await fail();
    await expect(page.getByRole('alert').filter({ hasText: islandError })).toBeVisible({ timeout: 10_000 });
    await expect(main.getByText(promise)).toBeHidden();
    expect(await main.ariaSnapshot()).not.toContain(promise);
  });
}

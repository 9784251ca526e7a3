import { expect, test, type Page } from '@playwright/test';
import { waitForIsland, wakeIsland } from './support/browser';

/**
 * The account area never makes the page wider than the phone (issue 14, item 2): tables
 * scroll inside their own region, long names wrap. Checked at 320, 375 and 1280 px in every
 * state a visitor can open: each tab, the reports filters, the dashboard greeting after signing
 * in with very long addresses, and the password-reset confirmation with the longest address the
 * form accepts. Each route as it loads is checked at those widths by e2e/every-page.spec.ts.
 */

const WIDTHS = [320, 375, 1280] as const;

/** The page scrolls sideways when its content is wider than the viewport. */
async function expectNoSidewaysScroll(page: Page, state: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${state}: page is ${scrollWidth} px wide in a ${clientWidth} px viewport`).toBeLessThanOrEqual(
    clientWidth,
  );
}

/**
 * Signs in the way the login form does (the session lives in sessionStorage), also with an
 * address longer than the form accepts, as an old session or another tab could leave.
 */
async function signIn(page: Page, email: string) {
  const local = email.split('@')[0] ?? '';
  const name = local.charAt(0).toUpperCase() + local.slice(1).toLowerCase();
  await page.evaluate(
    ([address, fullName]) => {
      sessionStorage.setItem('isLoggedIn', 'true');
      sessionStorage.setItem('userEmail', address);
      sessionStorage.setItem('userName', fullName);
    },
    [email, name] as const,
  );
  return name;
}

async function clickEachTab(page: Page, route: string, tabs: readonly string[]) {
  for (const name of tabs) {
    const tab = page.getByRole('tab', { name, exact: true });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expectNoSidewaysScroll(page, `${route}, tab ${name}`);
  }
}

/** Runs `check` at each width on the page as it is: one load serves all three. */
async function atEachWidth(page: Page, check: (width: number) => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await check(width);
  }
}

test.describe('the account area at 320, 375 and 1280 px', () => {
  test('the recent activity table scrolls inside its own keyboard-reachable region', async ({ page }) => {
    await page.goto('/dashboard');
    const region = page.getByRole('region', { name: 'Recent Activity table' });
    await expect(region.getByRole('table', { name: 'Recent Activity' })).toBeVisible();
    await expect(region).toHaveAttribute('tabindex', '0');
    await atEachWidth(page, async (width) => {
      const box = await region.boundingBox();
      expect(box && box.x + box.width, `at ${width} px`).toBeLessThanOrEqual(width);
    });
  });

  test('the password-reset confirmation wraps the longest address the form accepts', async ({ page }) => {
    // 254 characters: a 64-character local part and three 63-or-fewer-character labels.
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(email).toHaveLength(254);
    await page.goto('/forgot-password');
    const field = page.getByLabel('Email address');
    await field.focus(); // the form wakes on the first touch
    await waitForIsland(page, 'ForgotPasswordForm');
    await field.fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Check your inbox' })).toBeVisible();
    await atEachWidth(page, (width) => expectNoSidewaysScroll(page, `/forgot-password confirmation at ${width} px`));
  });

  for (const [label, email] of [
    ['a 30-character local part without dots', `${'a'.repeat(30)}@example.com`],
    // The longest an address can be, and so the longest name the site keeps (src/lib/session.ts).
    ['a 254-character address', `${'b'.repeat(242)}@example.com`],
  ] as const) {
    test(`the dashboard greeting wraps after signing in with ${label}`, async ({ page }) => {
      await page.goto('/dashboard');
      const name = await signIn(page, email);
      await page.reload();
      await expect(page.getByText(`Welcome back, ${name}.`)).toBeVisible();
      await atEachWidth(page, (width) =>
        expectNoSidewaysScroll(page, `/dashboard greeting with ${label} at ${width} px`),
      );
    });
  }

  test('every compose tab fits, and each channel address', async ({ page }) => {
    for (const channel of ['sms', 'email', 'voice', 'fax']) {
      await page.goto(`/compose/${channel}`);
      await atEachWidth(page, (width) => expectNoSidewaysScroll(page, `/compose/${channel} at ${width} px`));
    }
    await wakeIsland(page, 'Compose');
    await atEachWidth(page, (width) => clickEachTab(page, `/compose at ${width} px`, ['SMS', 'Email', 'Voice', 'Fax']));
  });

  test('every reports tab fits, and the filters popover open', async ({ page }) => {
    await page.goto('/reports');
    const filters = page.getByRole('button', { name: 'Filters' });
    await filters.hover(); // the island wakes on the first touch
    await waitForIsland(page, 'Reports');
    await atEachWidth(page, async (width) => {
      await filters.click();
      await expect(page.getByRole('checkbox', { name: 'SMS', exact: true })).toBeVisible();
      await expectNoSidewaysScroll(page, `/reports, filters open at ${width} px`);
      const popover = await page.getByRole('dialog', { name: 'Filters' }).boundingBox();
      expect(popover && popover.x, `at ${width} px`).toBeGreaterThanOrEqual(0);
      expect(popover && popover.x + popover.width, `at ${width} px`).toBeLessThanOrEqual(width);
      // A channel hidden adds its count to the button: nothing the visitor is using moves.
      const exportButton = page.getByRole('button', { name: 'Export', exact: true });
      const before = await exportButton.boundingBox();
      const sms = page.getByRole('checkbox', { name: 'SMS', exact: true });
      await sms.uncheck();
      await expect(filters).toContainText('3/4');
      expect(await page.getByRole('dialog', { name: 'Filters' }).boundingBox(), `popover at ${width} px`).toEqual(
        popover,
      );
      expect(await exportButton.boundingBox(), `Export at ${width} px`).toEqual(before);
      await sms.check();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Filters' })).toBeHidden();
      await clickEachTab(page, `/reports at ${width} px`, ['Engagement', 'Conversion', 'Spending', 'Delivery']);
    });
  });

  test('every schedule tab fits', async ({ page }) => {
    await page.goto('/schedule');
    await page.getByRole('tablist').hover(); // the tabs wake on the first touch
    await waitForIsland(page, 'Schedule');
    await atEachWidth(page, (width) =>
      clickEachTab(page, `/schedule at ${width} px`, ['Completed', 'Drafts', 'Upcoming']),
    );
  });
});

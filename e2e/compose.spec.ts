import { expect, test, type Page } from '@playwright/test';
import { freezeClock, wakeIsland, watchNavigations } from './support/browser';

const notices = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

test.describe('compose', () => {
  test('starts on SMS, or on the type in the address', async ({ page }) => {
    await page.goto('/compose');
    await expect(tab(page, 'SMS')).toHaveAttribute('aria-selected', 'true');
    for (const [type, name] of [
      ['email', 'Email'],
      ['voice', 'Voice'],
      ['fax', 'Fax'],
      ['sms', 'SMS'],
    ] as const) {
      await page.goto(`/compose/${type}`);
      await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
    }
  });

  test('each tab labels the recipient as the spec says; subject only on email', async ({ page }) => {
    await page.goto('/compose');
    const cases = [
      ['SMS', 'Phone Number'],
      ['Email', 'Email Address'],
      ['Voice', 'Phone Number'],
      ['Fax', 'Fax Number'],
    ] as const;
    for (const [name, label] of cases) {
      await tab(page, name).click();
      const recipient = page.getByRole('main').getByLabel(label, { exact: true });
      await expect(recipient).toBeVisible();
      await expect(recipient).toHaveAttribute('placeholder', label);
      await expect(page.getByLabel('Subject')).toHaveCount(name === 'Email' ? 1 : 0);
      const height = await page
        .getByRole('textbox', { name: /Message/ })
        .evaluate((el) => el.getBoundingClientRect().height);
      expect(height).toBeGreaterThanOrEqual(200);
    }
    await expect(page).toHaveURL(/\/compose\/fax$/);
    // Another language opens on the tab the visitor is on.
    const german = await page.getByRole('link', { name: 'Deutsch', exact: true }).all();
    expect(german.length).toBeGreaterThan(0);
    for (const link of german) await expect(link).toHaveAttribute('href', '/de/compose/fax');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  // Which check wins, whitespace and every notice's words: src/lib/compose-send.test.ts and
  // src/islands/compose/ComposeForm.test.tsx. Here, one refusal as a visitor meets it.
  test('a refused Send says why in a notice and keeps what was typed', async ({ page }) => {
    await page.goto('/compose');
    await page.getByRole('textbox', { name: /Message/ }).fill('Hello there');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(notices(page).getByText('Missing recipient')).toBeVisible();
    await expect(notices(page).getByText('Please enter a recipient for your message.')).toBeVisible();
    await expect(page.getByLabel('Phone Number', { exact: true })).toBeFocused();
    await expect(page.getByRole('textbox', { name: /Message/ })).toHaveValue('Hello there');
    await expect(page).toHaveURL(/\/compose$/);
  });

  test('sending shows Sending... disabled for exactly 1.5 s, then the dashboard with a success notice', async ({
    page,
  }) => {
    await page.goto('/compose/sms');
    await wakeIsland(page, 'Compose');
    await freezeClock(page);
    const navigations = watchNavigations(page);
    await page.getByLabel('Phone Number', { exact: true }).fill('+15550100, +15550101');
    await page.getByRole('textbox', { name: /Message/ }).fill('Your table is ready.');
    // The counter's parts: ComposeForm.test.tsx; here, the SMS price from content/products/sms.md ($0.01).
    // The counter is the message box's description, read with it (no live region).
    await expect(page.getByRole('textbox', { name: /Message/ })).toHaveAccessibleDescription(/Estimated cost \$0\.02/);
    await page.getByRole('button', { name: 'Send' }).click();
    const busy = page.getByRole('button', { name: 'Sending...' });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    // Disabled for assistive technology, and still focused: the wait does not drop the visitor's place.
    await expect(busy).toBeFocused();
    // The spec's 1.5 s: at 1,499 ms nothing has happened (the draft kept, no page change) ...
    await page.clock.runFor(1499);
    expect(await page.evaluate(() => localStorage.getItem('compose:draft:sms'))).toContain('Your table is ready.');
    expect(navigations).toEqual([]);
    await expect(busy).toBeVisible();
    // ... and at 1,500 ms it has.
    await page.clock.runFor(1);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.clock.resume();
    await expect(notices(page).getByText('Message sent!')).toBeVisible();
    await expect(notices(page).getByText(/2 recipients/)).toBeVisible();
    // The sent draft is gone.
    await page.goto('/compose/sms');
    await expect(page.getByRole('textbox', { name: /Message/ })).toHaveValue('');
  });

  test('each tab keeps its draft across a reload', async ({ page }) => {
    await page.goto('/compose/email');
    await page.getByLabel('Email Address', { exact: true }).fill('ada@example.com');
    await page.getByLabel('Subject').fill('Quarterly update');
    await page.getByRole('textbox', { name: /Message/ }).fill('Draft body');
    await tab(page, 'SMS').click();
    // A click before the island wakes is replayed once it has: the SMS panel shows only then.
    await expect(tab(page, 'SMS')).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('textbox', { name: /Message/ }).fill('SMS draft');
    await page.reload();
    await expect(tab(page, 'SMS')).toHaveAttribute('aria-selected', 'true');
    // Restored as the page loads, untouched, and counted: the restored draft wakes the island.
    await expect(page.getByRole('textbox', { name: /Message/ })).toHaveValue('SMS draft');
    await expect(page.getByText('9/160 characters')).toBeVisible();
    await tab(page, 'Email').click();
    await expect(page.getByLabel('Subject')).toHaveValue('Quarterly update');
    await expect(page.getByRole('textbox', { name: /Message/ })).toHaveValue('Draft body');
  });
});

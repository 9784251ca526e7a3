import { expect, test } from '@playwright/test';
import { waitForIsland } from './support/browser';

// What the company pages say is read from the build (e2e/files/company.test.ts); here, what needs a browser.

test.describe('/forgot-password', () => {
  test('requires an e-mail address, then shows Sending... and a confirmation', async ({ page }) => {
    const response = await page.goto('/forgot-password');
    expect(response?.status()).toBe(200);
    // The form hydrates on first interaction: point at it, as a visitor would.
    await page.getByRole('main').getByRole('textbox').hover();
    await waitForIsland(page, 'ForgotPasswordForm');
    const email = page.getByLabel('Email address', { exact: true }).and(page.locator('#reset-email'));
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('required', '');
    const submit = page.getByRole('button', { name: 'Send reset link' });
    await submit.click();
    await expect(page.getByText('Please enter your email address.')).toBeVisible();
    await email.fill('not-an-address');
    await submit.click();
    await expect(page.getByText(/valid email address/)).toBeVisible();
    await expect(email).toHaveValue('not-an-address');

    await email.fill('ada@example.com');
    await submit.click();
    const busy = page.getByRole('button', { name: 'Sending...' });
    await expect(busy).toBeDisabled();
    const done = page.locator('[data-reset-confirmation]');
    await expect(done).toContainText('If an account exists for ada@example.com');
    await expect(page.getByRole('main').locator('a[href="/login"]')).toBeVisible();
  });
});

test('/dashboard/activity shows every sample activity with coloured statuses', async ({ page }) => {
  const response = await page.goto('/dashboard/activity');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const headers = await page.locator('table thead th').allTextContents();
  expect(headers).toEqual(['Type', 'Status', 'Recipient', 'Time']);
  const rows = page.locator('table tbody tr');
  await expect(rows).toHaveCount(12);
  const tones = await rows.evaluateAll((trs) =>
    trs.map((tr) => {
      const badge = tr.querySelector('[data-status-tone]')!;
      return [badge.textContent?.trim(), badge.getAttribute('data-status-tone'), getComputedStyle(badge).color];
    }),
  );
  // The theme's --color-success, --color-danger and --color-info.
  const colours = { success: 'rgb(21, 128, 61)', danger: 'rgb(185, 28, 28)', info: 'rgb(29, 78, 216)' } as const;
  for (const [status, tone, css] of tones) {
    const expected = ['Delivered', 'Opened', 'Completed'].includes(status!)
      ? 'success'
      : status === 'Failed'
        ? 'danger'
        : 'info';
    expect(tone, status!).toBe(expected);
    expect(css, status!).toBe(colours[expected]);
  }
  await expect(page.locator('a[href="/dashboard"]').first()).toBeVisible();
});

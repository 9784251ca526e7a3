import { expect, test } from '@playwright/test';

// The theme's --color-success, --color-danger and --color-info.
const GREEN = 'rgb(21, 128, 61)';
const RED = 'rgb(185, 28, 28)';
const BLUE = 'rgb(29, 78, 216)';

test.describe('dashboard', () => {
  test('four stat cards, with + changes green and others red', async ({ page }) => {
    await page.goto('/dashboard');
    const stats = page.getByRole('region', { name: 'Usage this month' }).getByRole('listitem');
    await expect(stats).toHaveCount(4);
    for (const [index, label] of ['SMS Sent', 'Email Sent', 'Voice Minutes', 'Credit Balance'].entries()) {
      await expect(stats.nth(index)).toContainText(label);
      const change = stats.nth(index).locator('span.font-semibold');
      const text = (await change.textContent()) ?? '';
      const colour = await change.evaluate((el) => getComputedStyle(el).color);
      expect(colour, `${label} ${text}`).toBe(text.startsWith('+') ? GREEN : RED);
    }
  });

  test('recent activity colours statuses: Delivered, Opened, Completed green; Failed red; others blue', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    const table = page.getByRole('table', { name: 'Recent Activity' });
    for (const heading of ['Type', 'Status', 'Recipient', 'Time'])
      await expect(table.getByRole('columnheader', { name: heading })).toBeVisible();
    const badges = table.locator('tbody td:nth-child(2) span');
    const count = await badges.count();
    expect(count).toBeGreaterThan(3);
    for (let index = 0; index < count; index += 1) {
      const badge = badges.nth(index);
      const status = ((await badge.textContent()) ?? '').trim();
      const colour = await badge.evaluate((el) => getComputedStyle(el).color);
      const expected = ['Delivered', 'Opened', 'Completed'].includes(status) ? GREEN : status === 'Failed' ? RED : BLUE;
      expect(colour, status).toBe(expected);
    }
  });

  test('quick actions, reports, compose, schedules, docs and contact links', async ({ page }) => {
    await page.goto('/dashboard');
    const main = page.getByRole('main');
    const quick = main.getByRole('region', { name: 'Quick Actions' });
    for (const [name, href] of [
      ['SMS', '/compose/sms'],
      ['Email', '/compose/email'],
      ['Voice', '/compose/voice'],
      ['Fax', '/compose/fax'],
    ] as const) {
      await expect(quick.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
    }
    await expect(main.getByRole('link', { name: 'Manage schedules' })).toHaveAttribute('href', '/schedule');
    await expect(main.getByRole('link', { name: 'View Reports' })).toHaveAttribute('href', '/reports');
    await expect(main.getByRole('link', { name: 'Send New Message' })).toHaveAttribute('href', '/compose');
    await expect(main.getByRole('link', { name: 'API documentation' })).toHaveAttribute('href', '/developers/api');
    await expect(main.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');
    await expect(main.getByRole('region', { name: 'Scheduled Messages' }).getByRole('listitem').first()).toBeVisible();
  });

  test('is complete without a session and greets a signed-in person by name', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText(/Welcome back,/)).toBeHidden();
    await page.evaluate(() => {
      sessionStorage.setItem('isLoggedIn', 'true');
      sessionStorage.setItem('userName', 'Grace Hopper');
    });
    await page.reload();
    await expect(page.getByText('Welcome back, Grace Hopper.')).toBeVisible();
  });

  test('a name is set apart from the words around it: a right-to-left override in it turns none of them', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await page.evaluate(() => {
      sessionStorage.setItem('isLoggedIn', 'true');
      sessionStorage.setItem('userName', 'Eve\u202E X');
    });
    await page.reload();
    const greeting = page.getByText(/^Welcome back,/);
    await expect(greeting).toBeVisible();
    // The name is a <bdi>: its direction stays inside it, and the sentence after it reads left to right.
    expect(
      await greeting.evaluate((element) =>
        [...element.childNodes].map((node) =>
          node.nodeName === 'BDI' ? `<bdi>${node.textContent}</bdi>` : node.textContent,
        ),
      ),
    ).toEqual(['Welcome back, ', '<bdi>Eve\u202E X</bdi>', '.', ' ']);
  });
});

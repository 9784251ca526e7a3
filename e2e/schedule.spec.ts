import { expect, test } from '@playwright/test';

test.describe('schedule', () => {
  test('Upcoming is the default tab, with Edit and Pause that do nothing', async ({ page }) => {
    await page.goto('/schedule');
    await expect(page.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
    const table = page.getByRole('table', { name: 'Upcoming scheduled messages' });
    for (const heading of ['Name', 'Type', 'Frequency', 'Next scheduled', 'Recipients', 'Status']) {
      await expect(table.getByRole('columnheader', { name: heading })).toBeVisible();
    }
    await expect(table.getByText('Dynamic')).toBeVisible();
    await table
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    await table
      .getByRole('button', { name: /^Pause / })
      .first()
      .click();
    await page.getByRole('button', { name: 'New Schedule' }).click();
    await expect(page).toHaveURL(/\/schedule$/);
  });

  test('Completed shows delivery and open rates, N/A for SMS', async ({ page }) => {
    await page.goto('/schedule');
    await page.getByRole('tab', { name: 'Completed' }).click();
    const table = page.getByRole('table', { name: 'Completed scheduled messages' });
    const smsRow = table
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'SMS', exact: true }) })
      .first();
    await expect(smsRow).toContainText('N/A');
    const emailRow = table
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'Email', exact: true }) })
      .first();
    await expect(emailRow).toContainText(/\d+(\.\d)?%.*\d+(\.\d)?%/);
    await expect(table.getByRole('button', { name: /^View details/ }).first()).toBeVisible();
    await expect(table.getByRole('button', { name: /^Duplicate/ }).first()).toBeVisible();
  });

  test('Drafts shows an empty state', async ({ page }) => {
    await page.goto('/schedule');
    await page.getByRole('tab', { name: 'Drafts' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('No drafts yet');
  });
});

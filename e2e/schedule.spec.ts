import { expect, test } from '@playwright/test';
import { contentYaml, contentYamlIn } from './support/content-files';
import { LOCALES, localizedPath } from '../src/i18n/locales';

type ScheduleCopy = {
  heading: string;
  upcoming: { tab: string; caption: string };
  completed: { tab: string; caption: string };
  drafts: { tab: string; heading: string; text: string };
};
type Rows = { id: string; name: string }[];

test.describe('schedule', () => {
  test('Upcoming is the default tab, with Edit and Pause that do nothing', async ({ page }) => {
    await page.goto('/schedule');
    await expect(page.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
    // The server HTML holds every tab's panel (for reading without JavaScript): one is shown.
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await expect(page.getByRole('table', { name: 'Completed scheduled messages' })).toBeHidden();
    await expect(page.getByText('No drafts yet')).toBeHidden();
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
    await expect(page.getByRole('tab', { name: 'Completed' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await expect(page.getByRole('table', { name: 'Upcoming scheduled messages' })).toBeHidden();
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

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of LOCALES) {
    const route = localizedPath(locale, '/schedule');
    test(`${route} shows Upcoming, Completed and Drafts, each under its heading`, async ({ page }) => {
      const copy = contentYamlIn<ScheduleCopy>(locale, 'account/schedule.yaml');
      await page.goto(route);
      const main = page.getByRole('main');
      // Each tab's content, readable at once: both tables, every row, and the drafts' empty state.
      for (const [tab, file] of [
        [copy.upcoming, 'account/schedules.yaml'],
        [copy.completed, 'account/completed-schedules.yaml'],
      ] as const) {
        const table = main.getByRole('table', { name: tab.caption });
        await expect(table, tab.tab).toBeVisible();
        // Every row of the English file, named as the translation names it.
        await expect(table.getByRole('row'), tab.tab).toHaveCount(contentYaml<Rows>(file).length + 1);
        for (const row of contentYamlIn<Rows>(locale, file))
          await expect(table.getByRole('rowheader', { name: row.name, exact: true }), tab.tab).toBeVisible();
      }
      await expect(main.getByText(copy.drafts.text)).toBeVisible();
      // Each under its tab's name, in the tabs' order; the tabs, which would need JavaScript, left out.
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(copy.heading);
      await expect(main.getByRole('heading', { level: 2 })).toHaveText([
        copy.upcoming.tab,
        copy.completed.tab,
        copy.drafts.tab,
        copy.drafts.heading,
      ]);
      await expect(main.getByRole('tablist')).toBeHidden();
    });
  }
});

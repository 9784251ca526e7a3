import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { freezeClock, waitForIsland } from './support/browser';
import { contentYaml, contentYamlIn } from './support/content-files';
import { holdIsland } from './support/islands';
import { LOCALES, localizedPath } from '../src/i18n/locales';

type ReportsCopy = {
  heading: string;
  tabs: Record<'delivery' | 'engagement' | 'conversion' | 'spending', string>;
  placeholders: Record<'engagement' | 'conversion' | 'spending', string>;
  statusTable: { caption: string };
  channels: { id: string; label: string }[];
};

const notices = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const statusTable = (page: Page) => page.getByRole('table', { name: 'Delivery status by channel' });
const channelBox = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });

test.describe('reports', () => {
  test('defaults: Delivery tab, last 7 days, every channel', async ({ page }) => {
    await page.goto('/reports');
    await expect(page.getByRole('tab', { name: 'Delivery' })).toHaveAttribute('aria-selected', 'true');
    // The server HTML holds every tab's panel (for reading without JavaScript): one is shown.
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await expect(page.getByText(/^Conversion tracking/)).toBeHidden();
    const timeframe = page.getByLabel('Timeframe');
    await expect(timeframe).toHaveValue('7days');
    expect(
      await timeframe.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value)),
    ).toEqual(['24hours', '7days', '30days', '90days', 'custom']);
    await expect(statusTable(page).getByRole('row')).toHaveCount(5);
    await expect(page.getByText('Total Sent', { exact: true })).toBeVisible();
    await expect(page.getByText('Delivery Rate', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: /Sent and delivered by channel/ })).toBeVisible();
    await expect(page.getByRole('img', { name: /Messages sent per day/ })).toBeVisible();
  });

  test('a timeframe picked while the island loads is kept once it hydrates, and after the next change', async ({
    page,
  }) => {
    const release = await holdIsland(page, 'Reports');
    await page.goto('/reports');
    const timeframe = page.getByLabel('Timeframe');
    await timeframe.focus(); // wakes the island; its code is held back, as on a slow phone
    await timeframe.selectOption('30days');
    await release();
    await waitForIsland(page, 'Reports');
    await expect(page.getByText(/^Last 30 days · /)).toBeVisible();
    await page.getByRole('button', { name: 'Filters' }).click();
    await channelBox(page, 'Fax').uncheck();
    await expect(statusTable(page).getByRole('row')).toHaveCount(4);
    await expect(timeframe).toHaveValue('30days');
    await expect(page.getByText(/^Last 30 days · /)).toBeVisible();
  });

  // The filters' states, their notices' words, the button's count and the export's file:
  // src/lib/report-filters.test.ts and report-export.test.ts. Here, each as a visitor meets it.
  test('filters apply and remove channels, with a notice each time, and really filter totals, charts and table', async ({
    page,
  }) => {
    await page.goto('/reports');
    const totalSent = page.getByText('Total Sent').locator('xpath=..').locator('dd');
    const before = await totalSent.textContent();
    await page.getByRole('button', { name: 'Filters' }).click();
    for (const name of ['SMS', 'Email', 'Voice', 'Fax']) await expect(channelBox(page, name)).toBeChecked();

    await channelBox(page, 'Email').uncheck();
    await expect(notices(page).getByText('Filter removed')).toBeVisible();
    await expect(statusTable(page).getByRole('rowheader', { name: 'Email' })).toHaveCount(0);
    await expect(statusTable(page).getByRole('row')).toHaveCount(4);
    await expect(totalSent).not.toHaveText(before ?? '');
    await expect(page.getByRole('img', { name: /Sent and delivered by channel/ })).not.toHaveAttribute(
      'aria-label',
      /Email:/,
    );

    await channelBox(page, 'Email').check();
    await expect(notices(page).getByText('Filter applied')).toBeVisible();
    await expect(statusTable(page).getByRole('row')).toHaveCount(5);
    await expect(totalSent).toHaveText(before ?? '');

    // Clear ticks all four again and closes the popover; Apply closes it.
    await channelBox(page, 'SMS').uncheck();
    await channelBox(page, 'Fax').uncheck();
    await expect(statusTable(page).getByRole('row')).toHaveCount(3);
    // The button shows "2/4"; a screen reader says what that means.
    await expect(page.getByRole('button', { name: 'Filters 2 of 4 channels shown', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(channelBox(page, 'SMS')).toBeHidden();
    await expect(statusTable(page).getByRole('row')).toHaveCount(5);
    await page.getByRole('button', { name: 'Filters' }).click();
    for (const name of ['SMS', 'Email', 'Voice', 'Fax']) await expect(channelBox(page, name)).toBeChecked();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(channelBox(page, 'SMS')).toBeHidden();
  });

  test('Export notifies, completes after exactly 2 s and downloads the filtered status table as CSV', async ({
    page,
  }) => {
    await page.goto('/reports');
    await page.getByRole('button', { name: 'Filters' }).click();
    await channelBox(page, 'Voice').uncheck();
    await page.getByRole('button', { name: 'Apply' }).click();

    await freezeClock(page);
    // The file is offered by a click on a download link, in the same task as the timer that ends the wait.
    await page.evaluate(() => {
      const offered: string[] = [];
      (window as unknown as { offered: string[] }).offered = offered;
      document.addEventListener(
        'click',
        (event) => {
          const link = (event.target as Element).closest('a[download]');
          if (link) offered.push(link.getAttribute('download') ?? '');
        },
        true,
      );
    });
    const offered = () => page.evaluate(() => (window as unknown as { offered: string[] }).offered);
    await page.getByRole('button', { name: 'Export' }).click();
    // sonner renders a notice on its next timer tick.
    await page.clock.runFor(10);
    await expect(notices(page).getByText('Export started')).toBeVisible();
    // Disabled while exporting, and still focused.
    const exporting = page.getByRole('button', { name: 'Exporting...' });
    await expect(exporting).toBeDisabled();
    await expect(exporting).toBeFocused();
    // The spec's 2 s: at 1,999 ms no file and no "complete" notice ...
    await page.clock.runFor(1989);
    expect(await offered()).toEqual([]);
    await expect(notices(page).getByText('Export complete')).toHaveCount(0);
    // ... and at 2,000 ms the file.
    const download = page.waitForEvent('download');
    await page.clock.runFor(1);
    expect(await offered()).toEqual(['delivery-report-7days.csv']);
    const file = await download;
    await page.clock.resume();
    await expect(notices(page).getByText('Export complete')).toBeVisible();
    expect(file.suggestedFilename()).toBe('delivery-report-7days.csv');
    const csv = readFileSync(await file.path(), 'utf8');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('Channel,Sent,Delivered,Failed,Pending,Delivery rate');
    expect(lines.map((line) => line.split(',')[0])).toEqual(['Channel', 'SMS', 'Email', 'Fax']);
    expect(lines[1]).toMatch(/^SMS,\d+,\d+,\d+,\d+,\d+(\.\d)?%$/);
  });

  test('Schedule Reports goes to /schedule; other tabs show their placeholder text', async ({ page }) => {
    await page.goto('/reports');
    for (const name of ['Engagement', 'Conversion', 'Spending']) {
      await page.getByRole('tab', { name }).click();
      await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toHaveCount(1);
      await expect(page.getByRole('tabpanel')).toContainText(/will appear here|Conversion tracking/);
      await expect(statusTable(page)).toHaveCount(0);
    }
    await page.getByRole('link', { name: 'Schedule Reports' }).click();
    await expect(page).toHaveURL(/\/schedule$/);
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of LOCALES) {
    const route = localizedPath(locale, '/reports');
    test(`${route} shows Delivery, Engagement, Conversion and Spending, each under its heading`, async ({ page }) => {
      const copy = contentYamlIn<ReportsCopy>(locale, 'account/reports.yaml');
      const { tabs, placeholders } = copy;
      await page.goto(route);
      const main = page.getByRole('main');
      // Each tab's content, readable at once: Delivery's table, and the other tabs' text.
      const table = main.getByRole('table', { name: copy.statusTable.caption });
      const channels = contentYaml<ReportsCopy>('account/reports.yaml').channels;
      await expect(table.getByRole('row')).toHaveCount(channels.length + 1);
      for (const channel of copy.channels)
        await expect(table.getByRole('rowheader', { name: channel.label, exact: true })).toBeVisible();
      for (const key of ['engagement', 'conversion', 'spending'] as const)
        await expect(main.getByText(placeholders[key], { exact: true }), key).toBeVisible();
      // Each under its tab's name, in the tabs' order; the tabs, which would need JavaScript, left out.
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(copy.heading);
      await expect(main.getByRole('heading', { level: 2 })).toHaveText([
        tabs.delivery,
        tabs.engagement,
        tabs.conversion,
        tabs.spending,
      ]);
      await expect(main.getByRole('tablist')).toBeHidden();
    });
  }
});

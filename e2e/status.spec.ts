import { expect, test } from '@playwright/test';
import { contentYaml } from './content-files';
import { buildDay } from './support';

const status = contentYaml<{
  heading: string;
  sampleNote: string;
  days: number;
  channels: { id: string; name: string }[];
  incidentLog: { date: Date; channel: string; minutes: number; summary: string }[];
  chart: { startLabel: string; endLabel: string };
  summary: { caption: string; minutes: string };
  incidents: { caption: string; empty: string };
}>('status/status.yaml');
const footer = contentYaml<{ status: { label: string; href: string } }>('site/footer.yaml');

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
/** The `count` days ending with `last` (YYYY-MM-DD), oldest first. */
const daysEnding = (last: string, count: number) =>
  Array.from({ length: count }, (_, index) =>
    isoDay(new Date(Date.parse(`${last}T00:00:00Z`) - (count - 1 - index) * DAY_MS)),
  );

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  // Everything below is computed from the day the build was made, as the page states it (its
  // "Today" under the chart, BUILD_DATE when set): never from the clock the test runs at.
  test('/status charts 90 days per channel, ending on the day of the build, each with a text alternative', async ({
    page,
    request,
  }) => {
    await page.goto('/status');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(status.heading);
    await expect(page.getByRole('main').getByText(status.sampleNote)).toBeVisible();
    const built = await buildDay(request);
    const window = daysEnding(built, status.days);
    await expect(page.locator('time', { hasText: status.chart.endLabel })).toHaveAttribute('datetime', built);
    await expect(page.locator('time', { hasText: status.chart.startLabel })).toHaveAttribute('datetime', window[0]!);
    for (const channel of status.channels) {
      const chart = page.getByRole('img', {
        name: new RegExp(`^${channel.name}: [\\d.]+% uptime over the last ${status.days} days, \\d+ incidents`),
      });
      await expect(chart).toBeVisible();
      const days = await chart
        .locator('rect')
        .evaluateAll((rects) => rects.map((rect) => rect.getAttribute('data-day')));
      expect(days, channel.name).toEqual(window);
    }
  });

  test('/status has a summary table per channel and lists the incidents of the window, or says there were none', async ({
    page,
    request,
  }) => {
    await page.goto('/status');
    const built = await buildDay(request);
    const window = new Set(daysEnding(built, status.days));
    const recent = status.incidentLog
      .filter((incident) => window.has(isoDay(incident.date)))
      .sort(
        (a, b) =>
          b.date.getTime() - a.date.getTime() ||
          status.channels.findIndex((channel) => channel.id === a.channel) -
            status.channels.findIndex((channel) => channel.id === b.channel),
      );
    test.info().annotations.push({
      type: 'window',
      description: `${status.days} days ending ${built}: ${recent.length} of ${status.incidentLog.length} incidents`,
    });
    const minutes = (value: number) => status.summary.minutes.replace('{minutes}', String(value));

    const summary = page.getByRole('table', { name: status.summary.caption });
    await expect(summary.getByRole('rowheader')).toHaveText(status.channels.map((channel) => channel.name));
    for (const channel of status.channels) {
      const own = recent.filter((incident) => incident.channel === channel.id);
      const downtime = own.reduce((sum, incident) => sum + incident.minutes, 0);
      const row = summary
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: channel.name, exact: true }) });
      const cells = row.getByRole('cell');
      await expect(cells.nth(0)).toHaveText(downtime === 0 ? '100%' : /^99\.\d{3}%$/);
      await expect(cells.nth(1)).toHaveText(String(own.length));
      await expect(cells.nth(2)).toHaveText(minutes(downtime));
      // The chart's text alternative gives the same figures as the table.
      const uptime = (await cells.nth(0).innerText()).trim();
      await expect(page.getByRole('img', { name: `${channel.name}: ${uptime} uptime`, exact: false })).toHaveCount(1);
    }

    // Both outcomes are checked: the incidents, newest first, or the sentence saying there were none.
    const incidents = page.getByRole('table', { name: status.incidents.caption });
    const none = page.getByRole('main').getByText(status.incidents.empty, { exact: true });
    if (recent.length === 0) {
      await expect(none).toBeVisible();
      await expect(incidents).toHaveCount(0);
    } else {
      await expect(none).toHaveCount(0);
      const rows = incidents.getByRole('row');
      await expect(rows).toHaveCount(recent.length + 1);
      for (const [index, incident] of recent.entries()) {
        const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(incident.date);
        const name = status.channels.find((channel) => channel.id === incident.channel)!.name;
        await expect(rows.nth(index + 1).getByRole('cell')).toHaveText([
          date,
          name,
          minutes(incident.minutes),
          incident.summary,
        ]);
      }
    }
  });

  test('the footer links the live status page from content, and /status links it too', async ({ page }) => {
    expect(footer.status.href).toBe('https://status.relaymark.com');
    await page.goto('/');
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: footer.status.label, exact: true }),
    ).toHaveAttribute('href', footer.status.href);
    await page.goto('/status');
    await expect(page.getByRole('main').locator(`a[href="${footer.status.href}"]`)).toBeVisible();
  });
});

test('site search finds the status page', async ({ page }) => {
  await page.goto('/search?q=incidents');
  await expect(page.getByRole('main').locator('a[href^="/status"]').first()).toBeVisible();
});

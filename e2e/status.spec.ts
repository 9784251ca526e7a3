import { expect, test } from '@playwright/test';
import { contentYaml } from './support/content-files';
import { daysEnding, expectIncidents, incidentsOfWindow, minutes, status } from './support/status-incidents';
import { buildDay } from './support/browser';

const footer = contentYaml<{ status: { label: string; href: string } }>('site/footer.yaml');

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
    const recent = incidentsOfWindow(built);
    test.info().annotations.push({
      type: 'window',
      description: `${status.days} days ending ${built}: ${recent.length} of ${status.incidentLog.length} incidents`,
    });

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
    // A build of a fixed day checks the incidents every run (e2e/scenarios/editor.spec.ts).
    await expectIncidents(page, built);
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

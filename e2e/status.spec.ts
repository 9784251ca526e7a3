import { expect, test } from '@playwright/test';
import { contentYaml } from './content-files';

const status = contentYaml<{
  heading: string;
  sampleNote: string;
  days: number;
  channels: { id: string; name: string }[];
  incidentLog: { date: Date; channel: string; minutes: number; summary: string }[];
  summary: { caption: string };
  incidents: { caption: string };
}>('status/status.yaml');
const footer = contentYaml<{ status: { label: string; href: string } }>('site/footer.yaml');

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('/status charts 90 days per channel, ending today, each with a text alternative', async ({ page }) => {
    await page.goto('/status');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(status.heading);
    await expect(page.getByRole('main').getByText(status.sampleNote)).toBeVisible();
    const today = new Date().toISOString().slice(0, 10);
    for (const channel of status.channels) {
      const chart = page.getByRole('img', {
        name: new RegExp(`^${channel.name}: [\\d.]+% uptime over the last ${status.days} days, \\d+ incidents`),
      });
      await expect(chart).toBeVisible();
      const days = await chart
        .locator('rect')
        .evaluateAll((rects) => rects.map((rect) => rect.getAttribute('data-day')));
      expect(days, channel.name).toHaveLength(status.days);
      expect(days.at(-1)).toBe(today);
      expect(new Set(days).size).toBe(status.days);
    }
  });

  test('/status has a summary table per channel and lists the incidents of the window', async ({ page }) => {
    await page.goto('/status');
    const summary = page.getByRole('table', { name: status.summary.caption });
    await expect(summary.getByRole('rowheader')).toHaveText(status.channels.map((channel) => channel.name));
    const oldest = Date.now() - status.days * 86_400_000;
    for (const channel of status.channels) {
      const own = status.incidentLog.filter(
        (incident) => incident.channel === channel.id && incident.date.getTime() > oldest,
      );
      const downtime = own.reduce((sum, incident) => sum + incident.minutes, 0);
      const row = summary
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: channel.name, exact: true }) });
      const cells = row.getByRole('cell');
      await expect(cells.nth(0)).toHaveText(downtime === 0 ? '100%' : /^99\.\d{3}%$/);
      await expect(cells.nth(1)).toHaveText(String(own.length));
      await expect(cells.nth(2)).toContainText(String(downtime));
      // The chart's text alternative gives the same figures as the table.
      const uptime = (await cells.nth(0).innerText()).trim();
      await expect(page.getByRole('img', { name: `${channel.name}: ${uptime} uptime`, exact: false })).toHaveCount(1);
    }
    const recent = status.incidentLog.filter((incident) => incident.date.getTime() > oldest);
    if (recent.length > 0) {
      const incidents = page.getByRole('table', { name: status.incidents.caption });
      await expect(incidents.getByRole('row')).toHaveCount(recent.length + 1);
      for (const incident of recent) await expect(incidents.getByText(incident.summary)).toBeVisible();
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

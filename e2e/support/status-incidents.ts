import { expect, type Page } from '@playwright/test';
import { contentYaml } from './content-files';

/** /status's content: its wording, its channels and the sample incidents it computes the page from. */
export const status = contentYaml<{
  heading: string;
  sampleNote: string;
  days: number;
  channels: { id: string; name: string }[];
  incidentLog: { date: Date; channel: string; minutes: number; summary: string }[];
  chart: { startLabel: string; endLabel: string };
  summary: { caption: string; minutes: string };
  incidents: { caption: string; empty: string };
}>('status/status.yaml');

const DAY_MS = 86_400_000;
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);
/** The `count` days ending with `last` (YYYY-MM-DD), oldest first. */
export const daysEnding = (last: string, count: number) =>
  Array.from({ length: count }, (_, index) =>
    isoDay(new Date(Date.parse(`${last}T00:00:00Z`) - (count - 1 - index) * DAY_MS)),
  );

/** The sample incidents of the window ending on `built` (YYYY-MM-DD): newest first, then in the order of the channels. */
export function incidentsOfWindow(built: string) {
  const window = new Set(daysEnding(built, status.days));
  const channelIndex = (id: string) => status.channels.findIndex((channel) => channel.id === id);
  return status.incidentLog
    .filter((incident) => window.has(isoDay(incident.date)))
    .sort((a, b) => b.date.getTime() - a.date.getTime() || channelIndex(a.channel) - channelIndex(b.channel));
}

/** A duration as the page writes it ("38 min"). */
export const minutes = (value: number) => status.summary.minutes.replace('{minutes}', String(value));

/**
 * Checks the incidents section of the English /status open in `page` against the window ending on
 * `built`: a row per incident, newest first, every cell; or, when there were none, the sentence that
 * says so. Returns the number of incidents the page lists.
 */
export async function expectIncidents(page: Page, built: string): Promise<number> {
  const recent = incidentsOfWindow(built);
  const incidents = page.getByRole('table', { name: status.incidents.caption });
  const none = page.getByRole('main').getByText(status.incidents.empty, { exact: true });
  if (recent.length === 0) {
    await expect(none).toBeVisible();
    await expect(incidents).toHaveCount(0);
    return 0;
  }
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
  return recent.length;
}

import { z } from 'astro/zod';
import { copy } from './copy';
import { isoDate, itemId, seo } from './fields';

/**
 * content/status/status.yaml: the /status page, its channels and the sample incidents the
 * 90-day uptime is computed from (every day without an incident counts as 100%).
 */

const channelId = z.string().regex(/^[a-z][a-z0-9-]*$/, 'A short lowercase id, e.g. sms');

export const statusSchema = z
  .object({
    ...seo,
    heading: copy().describe('The page’s main heading.'),
    intro: copy().describe('The paragraph under the heading.'),
    /** Shown above the chart: the figures are invented. */
    sampleNote: copy().describe('The notice above the chart saying the figures are sample data. Keep it.'),
    /** Introduces the link to the live status page (its address is `status` in content/site/footer.yaml). */
    liveText: copy().describe('The sentence before the link to the live status page.'),
    liveLabel: copy().describe('The link to the live status page; its address is the footer’s Status link.'),
    days: z
      .number()
      .int()
      .min(7)
      .max(365)
      .describe('The length of the window, in days, ending on the day the site is built, e.g. `90`.'),
    chart: z.object({
      heading: copy(),
      /** The chart's text alternative per channel: {channel}, {uptime}, {days}, {incidents}, {minutes}. */
      label: copy().describe(
        'The chart’s text alternative for each channel, read by screen readers. `{channel}`, `{uptime}`, `{days}`, `{incidents}` and `{minutes}` are filled in.',
      ),
      startLabel: copy().describe('Under the start of the bars.'),
      endLabel: copy().describe('Under the end of the bars.'),
      legendLabel: copy(),
      legend: z
        .object({ operational: copy(), degraded: copy(), outage: copy() })
        .describe('Degraded: under an hour of downtime that day. Outage: an hour or more.'),
    }),
    summary: z
      .object({
        heading: copy(),
        caption: copy(),
        columns: z.object({ channel: copy(), uptime: copy(), incidents: copy(), downtime: copy() }),
        /** {minutes} is filled in. */
        minutes: copy().describe('A downtime figure, e.g. `{minutes} min`; keep `{minutes}`.'),
      })
      .describe('The uptime table.'),
    incidents: z
      .object({
        heading: copy(),
        caption: copy(),
        columns: z.object({ date: copy(), channel: copy(), duration: copy(), summary: copy() }),
        empty: copy().describe('Shown when the window has no incident.'),
      })
      .describe('The incident table.'),
    channels: z
      .array(z.object({ id: channelId.describe('A short, lowercase id, e.g. `sms`.'), name: copy() }))
      .min(1)
      .describe('The rows of the chart, in order.'),
    incidentLog: z
      .array(
        z.object({
          id: itemId.describe('A short name for the incident, unique in the log, e.g. `2026-11-12-sms`.'),
          date: isoDate,
          channel: channelId.describe('One of the channel ids above.'),
          /** Minutes of downtime that day (at most a whole day). */
          minutes: z.number().int().positive().max(1440).describe('Minutes of downtime that day.'),
          summary: copy(),
        }),
      )
      .describe(
        'The sample incidents the figures are computed from. A day without an incident counts as 100% uptime; incidents older than the window drop off by themselves.',
      ),
  })
  .superRefine((data, context) => {
    const ids = data.channels.map((channel) => channel.id);
    data.incidentLog.forEach((incident, index) => {
      if (!ids.includes(incident.channel))
        context.addIssue({
          code: 'custom',
          path: ['incidentLog', index, 'channel'],
          message: `Unknown channel "${incident.channel}". Known: ${ids.join(', ')}`,
        });
    });
  });

export type StatusPage = z.infer<typeof statusSchema>;

export const statusSchemas = {
  status: statusSchema,
};

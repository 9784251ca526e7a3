import { defineCollection } from 'astro:content';
import { singleFileLoader } from './single-files';
import { z } from 'astro/zod';
import { copy } from './copy';
import { isoDate, seo } from './fields';

/**
 * content/status/status.yaml: the /status page, its channels and the sample incidents the
 * 90-day uptime is computed from (every day without an incident counts as 100%).
 */

const channelId = z.string().regex(/^[a-z][a-z0-9-]*$/, 'A short lowercase id, e.g. sms');

export const statusSchema = z
  .object({
    ...seo,
    heading: copy(),
    intro: copy(),
    /** Shown above the chart: the figures are invented. */
    sampleNote: copy(),
    /** Introduces the link to the live status page (its address is `status` in content/site/footer.yaml). */
    liveText: copy(),
    liveLabel: copy(),
    days: z.number().int().min(7).max(365),
    chart: z.object({
      heading: copy(),
      /** The chart's text alternative per channel: {channel}, {uptime}, {days}, {incidents}, {minutes}. */
      label: copy(),
      startLabel: copy(),
      endLabel: copy(),
      legendLabel: copy(),
      legend: z.object({ operational: copy(), degraded: copy(), outage: copy() }),
    }),
    summary: z.object({
      heading: copy(),
      caption: copy(),
      columns: z.object({ channel: copy(), uptime: copy(), incidents: copy(), downtime: copy() }),
      /** {minutes} is filled in. */
      minutes: copy(),
    }),
    incidents: z.object({
      heading: copy(),
      caption: copy(),
      columns: z.object({ date: copy(), channel: copy(), duration: copy(), summary: copy() }),
      empty: copy(),
    }),
    channels: z.array(z.object({ id: channelId, name: copy() })).min(1),
    incidentLog: z.array(
      z.object({
        date: isoDate,
        channel: channelId,
        /** Minutes of downtime that day (at most a whole day). */
        minutes: z.number().int().positive().max(1440),
        summary: copy(),
      }),
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

export const statusCollections = {
  status: defineCollection({
    loader: singleFileLoader('status'),
    schema: statusSchema,
  }),
};

import { defineCollection } from 'astro:content';
import { glob } from '../loaders/glob';
import { z } from 'astro/zod';
import { strictFile } from '../loaders/strict-file';
import { copy } from './copy';
import { CONTENT, linkItem, seo } from './fields';

const activity = defineCollection({
  loader: strictFile(`${CONTENT}/account/activity.yaml`),
  schema: z.object({
    id: z.string(),
    type: z.enum(['SMS', 'Email', 'Voice', 'Fax']),
    status: copy(),
    recipient: copy(),
    time: copy(),
  }),
});

const schedules = defineCollection({
  loader: strictFile(`${CONTENT}/account/schedules.yaml`),
  schema: z.object({
    id: z.string(),
    name: copy(),
    type: z.enum(['Email', 'SMS']),
    frequency: z.enum(['Monthly', 'Daily', 'Weekly', 'Triggered']),
    nextScheduled: copy(),
    recipients: z.union([z.number().int().nonnegative(), z.literal('Dynamic')]),
    status: z.literal('Active'),
  }),
});

const completedSchedules = defineCollection({
  loader: strictFile(`${CONTENT}/account/completed-schedules.yaml`),
  schema: z.object({
    id: z.string(),
    name: copy(),
    type: z.enum(['Email', 'SMS']),
    sentDate: copy(),
    recipients: z.number().int().nonnegative(),
    deliveryRate: copy(),
    openRate: copy(),
  }),
});

const dashboard = defineCollection({
  loader: glob({ pattern: 'dashboard.yaml', base: `${CONTENT}/account` }),
  schema: z.object({
    ...seo,
    heading: copy(),
    intro: copy(),
    greeting: copy(),
    stats: z
      .array(
        z.object({
          label: copy(),
          value: copy(),
          change: z.string().regex(/^[+-]/, 'A change starts with + or -'),
        }),
      )
      .length(4),
    changeNote: copy(),
    quickActions: z.object({
      heading: copy(),
      items: z.array(linkItem.extend({ description: copy() })).length(4),
    }),
    activity: z.object({ heading: copy(), viewAll: linkItem }),
    scheduled: z.object({ heading: copy(), manage: linkItem }),
    actions: z.object({ reports: linkItem, compose: linkItem }),
    features: z.object({
      heading: copy(),
      items: z.array(z.object({ title: copy(), text: copy() })).min(2),
    }),
    help: z.object({ heading: copy(), text: copy(), docs: linkItem, contact: linkItem }),
  }),
});

const reports = defineCollection({
  loader: glob({ pattern: 'reports.yaml', base: `${CONTENT}/account` }),
  schema: z
    .object({
      ...seo,
      heading: copy(),
      intro: copy(),
      timeframes: z
        .array(z.object({ value: z.enum(['24hours', '7days', '30days', '90days', 'custom']), label: copy() }))
        .length(5),
      defaultTimeframe: z.literal('7days'),
      days: z.array(copy()).min(2),
      channels: z
        .array(
          z.object({
            id: z.enum(['sms', 'email', 'voice', 'fax']),
            label: copy(),
            sent: z.number().int().nonnegative(),
            delivered: z.number().int().nonnegative(),
            failed: z.number().int().nonnegative(),
            pending: z.number().int().nonnegative(),
            daily: z.array(z.number().int().nonnegative()),
          }),
        )
        .length(4),
      placeholders: z.object({ engagement: copy(), conversion: copy(), spending: copy() }),
    })
    .refine((data) => data.channels.every((channel) => channel.daily.length === data.days.length), {
      message: 'Each channel needs one daily figure per entry in days',
      path: ['channels'],
    }),
});

export const accountCollections = {
  activity,
  schedules,
  'completed-schedules': completedSchedules,
  dashboard,
  reports,
};

import { localizedFile } from '../loaders/localized-file';
import { defineCollection } from 'astro:content';
import { singleFileLoader } from './single-files';
import { z } from 'astro/zod';
import { copy, pseudo } from './copy';
import { CONTENT, linkItem, notice, seo, titledText } from './fields';

/**
 * A word from a fixed list that visitors also read (a channel, a frequency): checked against
 * the list, then marked as copy like any other text.
 */
const shownEnum = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values).transform(pseudo);
const placeholders = (...names: string[]) =>
  copy().refine((text) => names.every((name) => text.includes(`{${name}}`)), {
    message: `Keep ${names.map((name) => `{${name}}`).join(', ')} in this text: the page fills them in`,
  });

const activitySchema = z.object({
  id: z.string(),
  type: shownEnum(['SMS', 'Email', 'Voice', 'Fax']),
  status: copy(),
  recipient: copy(),
  time: copy(),
});
export type Activity = z.infer<typeof activitySchema>;

const activity = defineCollection({
  loader: localizedFile(`${CONTENT}/account/activity.yaml`),
  schema: activitySchema,
});

const FREQUENCIES = ['Monthly', 'Daily', 'Weekly', 'Triggered'] as const;
const upcomingScheduleSchema = z.object({
  id: z.string(),
  name: copy(),
  type: shownEnum(['Email', 'SMS']),
  frequency: z.enum(FREQUENCIES),
  nextScheduled: copy(),
  recipients: z.union([z.number().int().nonnegative(), z.literal('Dynamic')]),
  status: z.literal('Active'),
});
export type UpcomingSchedule = z.infer<typeof upcomingScheduleSchema>;
/** An upcoming schedule as a page shows it: its fixed values in the page's language (schedule.yaml `values`). */
export type ShownSchedule = Omit<UpcomingSchedule, 'frequency' | 'status' | 'recipients'> & {
  frequency: string;
  status: string;
  recipients: number | string;
};

const schedules = defineCollection({
  loader: localizedFile(`${CONTENT}/account/schedules.yaml`),
  schema: upcomingScheduleSchema,
});

const completedScheduleSchema = z.object({
  id: z.string(),
  name: copy(),
  type: shownEnum(['Email', 'SMS']),
  sentDate: copy(),
  recipients: z.number().int().nonnegative(),
  deliveryRate: copy(),
  openRate: copy(),
});
export type CompletedSchedule = z.infer<typeof completedScheduleSchema>;

const completedSchedules = defineCollection({
  loader: localizedFile(`${CONTENT}/account/completed-schedules.yaml`),
  schema: completedScheduleSchema,
});

/** A row button of the schedule tables: its text, and the name a screen reader hears ({name} is the row). */
const rowAction = z.object({ label: copy(), name: placeholders('name') });

const schedulePageSchema = z.object({
  ...seo,
  heading: copy(),
  intro: copy(),
  newSchedule: copy(),
  tabsLabel: copy(),
  upcoming: z.object({
    tab: copy(),
    caption: copy(),
    columns: z.object({
      name: copy(),
      type: copy(),
      frequency: copy(),
      next: copy(),
      recipients: copy(),
      status: copy(),
      actions: copy(),
    }),
    actions: z.array(rowAction).min(1),
  }),
  completed: z.object({
    tab: copy(),
    caption: copy(),
    columns: z.object({
      name: copy(),
      type: copy(),
      sent: copy(),
      recipients: copy(),
      deliveryRate: copy(),
      openRate: copy(),
      actions: copy(),
    }),
    actions: z.array(rowAction).min(1),
  }),
  drafts: z.object({ tab: copy(), heading: copy(), text: copy() }),
  /** How the fixed values of schedules.yaml read on the page (frequency, "Dynamic" recipients, status). */
  values: z.object({
    Monthly: copy(),
    Daily: copy(),
    Weekly: copy(),
    Triggered: copy(),
    Dynamic: copy(),
    Active: copy(),
  }) satisfies z.ZodObject<Record<(typeof FREQUENCIES)[number] | 'Dynamic' | 'Active', z.ZodType>>,
});
export type SchedulePageCopy = z.infer<typeof schedulePageSchema>;

const schedule = defineCollection({
  loader: singleFileLoader('schedule'),
  schema: schedulePageSchema,
});

const channelWords = z.object({ sms: copy(), email: copy(), voice: copy(), fax: copy() });

const composePageSchema = z.object({
  heading: copy(),
  intro: copy(),
  tabsLabel: copy(),
  tabs: channelWords,
  pages: z.object({
    index: z.object(seo),
    sms: z.object(seo),
    email: z.object(seo),
    voice: z.object(seo),
    fax: z.object(seo),
  }),
});
export type ComposePageCopy = z.infer<typeof composePageSchema>;

const compose = defineCollection({
  loader: singleFileLoader('compose'),
  schema: composePageSchema,
});

const dashboardSchema = z.object({
  ...seo,
  heading: copy(),
  intro: copy(),
  greeting: placeholders('name'),
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
  statsLabel: copy(),
  quickActions: z.object({
    heading: copy(),
    items: z.array(linkItem.extend({ description: copy() })).length(4),
  }),
  activity: z.object({
    heading: copy(),
    region: copy(),
    columns: z.object({ type: copy(), status: copy(), recipient: copy(), time: copy() }),
    viewAll: linkItem,
  }),
  scheduled: z.object({ heading: copy(), manage: linkItem }),
  actions: z.object({ reports: linkItem, compose: linkItem }),
  features: z.object({
    heading: copy(),
    items: z.array(titledText).min(2),
  }),
  help: z.object({ heading: copy(), text: copy(), docs: linkItem, contact: linkItem }),
});
export type DashboardCopy = z.infer<typeof dashboardSchema>;

const dashboard = defineCollection({
  loader: singleFileLoader('dashboard'),
  schema: dashboardSchema,
});

const reportChannelSchema = z.object({
  id: z.enum(['sms', 'email', 'voice', 'fax']),
  label: copy(),
  sent: z.number().int().nonnegative(),
  delivered: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  pending: z.number().int().nonnegative(),
  daily: z.array(z.number().int().nonnegative()),
});
export type ReportChannel = z.infer<typeof reportChannelSchema>;

const reportsSchema = z
  .object({
    ...seo,
    heading: copy(),
    intro: copy(),
    timeframes: z
      .array(z.object({ value: z.enum(['24hours', '7days', '30days', '90days', 'custom']), label: copy() }))
      .length(5),
    defaultTimeframe: z.literal('7days'),
    days: z.array(copy()).min(2),
    channels: z.array(reportChannelSchema).length(4),
    placeholders: z.object({ engagement: copy(), conversion: copy(), spending: copy() }),
    toolbar: z.object({
      timeframe: copy(),
      export: copy(),
      exporting: copy(),
      exportFile: placeholders('timeframe'),
      schedule: linkItem,
    }),
    filters: z.object({
      button: copy(),
      count: placeholders('selected', 'total'),
      heading: copy(),
      clear: copy(),
      apply: copy(),
    }),
    tabsLabel: copy(),
    tabs: z.object({ delivery: copy(), engagement: copy(), conversion: copy(), spending: copy() }),
    allChannels: copy(),
    noChannels: copy(),
    totals: z.object({ sent: copy(), deliveryRate: copy(), failed: copy() }),
    charts: z.object({
      bars: z.object({ title: copy(), summary: placeholders('channel', 'sent', 'delivered') }),
      daily: z.object({ title: copy(), summary: placeholders('channel', 'first', 'firstDay', 'last', 'lastDay') }),
      empty: copy(),
    }),
    statusTable: z.object({
      caption: copy(),
      columns: z.object({
        channel: copy(),
        sent: copy(),
        delivered: copy(),
        failed: copy(),
        pending: copy(),
        deliveryRate: copy(),
      }),
      empty: copy(),
    }),
    notices: z.object({
      filterApplied: z.object({ title: copy(), description: placeholders('channel') }),
      filterRemoved: z.object({ title: copy(), description: placeholders('channel') }),
      exportStarted: notice,
      exportComplete: notice,
    }),
  })
  .refine((data) => data.channels.every((channel) => channel.daily.length === data.days.length), {
    message: 'Each channel needs one daily figure per entry in days',
    path: ['channels'],
  });
export type ReportsCopy = z.infer<typeof reportsSchema>;

const reports = defineCollection({
  loader: singleFileLoader('reports'),
  schema: reportsSchema,
});

export const accountCollections = {
  activity,
  schedules,
  'completed-schedules': completedSchedules,
  dashboard,
  reports,
  schedule,
  compose,
};

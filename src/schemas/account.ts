import { z } from 'astro/zod';
import { copy, pseudo } from './copy';
import {
  figureUnit,
  isoDate,
  isoDateTime,
  itemId,
  linkItem,
  notice,
  percent,
  seo,
  timeOfDay,
  titledTextItem,
} from './fields';

/**
 * A word from a fixed list that visitors also read (a channel, a frequency): checked against
 * the list, then marked as copy like any other text.
 */
const shownEnum = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values).transform(pseudo);
const placeholders = (...names: string[]) =>
  copy().refine((text) => names.every((name) => text.includes(`{${name}}`)), {
    message: `Keep ${names.map((name) => `{${name}}`).join(', ')} in this text: the page fills them in`,
  });

const whole = z.number().int().nonnegative();
/** When a sample message was sent, as an amount back from now, so no page depends on the day it is built. */
const timeAgo = z
  .object({
    minutesAgo: whole.optional().describe('Minutes ago, e.g. `2`.'),
    hoursAgo: whole.optional().describe('Hours ago, e.g. `1`.'),
    daysAgo: whole.optional().describe('Days ago: `1` reads as Yesterday.'),
    at: timeOfDay.optional().describe('With `daysAgo`: the time of day, 24-hour, e.g. `16:12` for 4:12 PM.'),
  })
  .refine(
    (time) => [time.minutesAgo, time.hoursAgo, time.daysAgo].filter((amount) => amount !== undefined).length === 1,
    {
      message: 'Give exactly one of minutesAgo, hoursAgo or daysAgo',
    },
  )
  .refine((time) => time.at === undefined || time.daysAgo !== undefined, {
    message: 'A time of day (at) goes with daysAgo only',
    path: ['at'],
  });

const activitySchema = z.object({
  id: z.string().describe('Unique id, e.g. `act-1`.'),
  type: shownEnum(['SMS', 'Email', 'Voice', 'Fax']).describe('The channel.'),
  status: copy().describe(
    'Delivery status. `Delivered`, `Opened` and `Completed` show in green, `Failed` in red, anything else (e.g. `Sent`) in blue.',
  ),
  recipient: copy().describe(
    'A phone number (use fictional 555 numbers, e.g. `+1 (555) 0123-456`) or an email address at `example.com`.',
  ),
  time: timeAgo.describe(
    'When it happened, counted back from now: one of `minutesAgo`, `hoursAgo` or `daysAgo`, e.g. `minutesAgo: 2` (shown as 2 minutes ago); with `daysAgo`, `at` adds the time of day.',
  ),
});
export type Activity = z.infer<typeof activitySchema>;

const FREQUENCIES = ['Monthly', 'Daily', 'Weekly', 'Triggered'] as const;
const upcomingScheduleSchema = z
  .object({
    id: z.string().describe('Unique id, e.g. `sched-1`.'),
    name: copy().describe('Name of the scheduled send, e.g. `Monthly Customer Newsletter`.'),
    type: shownEnum(['Email', 'SMS']).describe('The channel.'),
    frequency: z.enum(FREQUENCIES).describe('How often it is sent.'),
    nextScheduled: isoDateTime
      .optional()
      .describe(
        'The next send, as YYYY-MM-DDTHH:MM in 24-hour time, e.g. `2026-12-01T09:00` (shown as Dec 1, 2026, 9:00 AM). Leave it out for a triggered send and write `trigger`.',
      ),
    trigger: copy()
      .optional()
      .describe('For a triggered send, instead of `nextScheduled`: what starts it, e.g. `On signup`.'),
    recipients: z
      .union([z.number().int().nonnegative(), z.literal('Dynamic')])
      .describe(
        'Number of recipients (no commas, e.g. `12480`), or `Dynamic` when the audience is decided at send time.',
      ),
    status: z.literal('Active').describe('Always `Active`.'),
  })
  .refine((row) => (row.nextScheduled === undefined) !== (row.trigger === undefined), {
    message: 'Write nextScheduled (a date and time) or trigger (what starts a triggered send): one of the two',
    path: ['nextScheduled'],
  });
export type UpcomingSchedule = z.infer<typeof upcomingScheduleSchema>;
/** An upcoming schedule as a page shows it: its values in the page's language (schedule.yaml `values`). */
export type ShownSchedule = Omit<
  UpcomingSchedule,
  'frequency' | 'status' | 'recipients' | 'nextScheduled' | 'trigger'
> & {
  frequency: string;
  status: string;
  recipients: number | string;
  nextScheduled: string;
};

const completedScheduleSchema = z
  .object({
    id: z.string().describe('Unique id, e.g. `done-1`.'),
    name: copy().describe('Name of the send.'),
    type: shownEnum(['Email', 'SMS']).describe('The channel.'),
    sentDate: isoDate.describe('The day it was sent, e.g. `2026-11-14` (shown as Nov 14, 2026).'),
    recipients: z.number().int().nonnegative().describe('Number of recipients, no commas, e.g. `12356`.'),
    deliveryRate: percent.describe('Percent delivered, without `%`, e.g. `98.2`.'),
    openRate: percent
      .optional()
      .describe(
        'Percent opened, without `%`, e.g. `42.7`. Opens are only measured for email: leave it out for SMS (the page shows the schedule page’s Not measured text).',
      ),
  })
  .refine((row) => (row.type === pseudo('Email')) === (row.openRate !== undefined), {
    message: 'An Email send needs an openRate; an SMS send has none (opens are not measured)',
    path: ['openRate'],
  });
export type CompletedSchedule = z.infer<typeof completedScheduleSchema>;
/** A completed send as the Completed tab shows it: its date and rates in the page's language. */
export type ShownCompletedSchedule = Omit<CompletedSchedule, 'sentDate' | 'deliveryRate' | 'openRate'> & {
  sentDate: string;
  deliveryRate: string;
  openRate: string;
};

/** A row button of the schedule tables: its text, and the name a screen reader hears ({name} is the row). */
const rowAction = z.object({
  id: itemId,
  label: copy().describe('The button text.'),
  name: placeholders('name').describe('What a screen reader hears; keep `{name}`, the row’s schedule name.'),
});

const schedulePageSchema = z.object({
  ...seo,
  heading: copy().describe('The page’s main heading.'),
  intro: copy().describe('The paragraph under the heading.'),
  newSchedule: copy().describe('The button at the top right.'),
  tabsLabel: copy().describe('The name of the row of tabs, for screen readers.'),
  upcoming: z
    .object({
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
    })
    .describe(
      'The Upcoming tab: its name, the table’s name, the column names in the order shown, and the row buttons.',
    ),
  completed: z
    .object({
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
      notMeasured: copy().describe('Shown as the open rate of an SMS send, whose opens are not measured, e.g. `N/A`.'),
    })
    .describe(
      'The Completed tab: its name, the table’s name, the column names in the order shown, and the row buttons.',
    ),
  drafts: z
    .object({ tab: copy(), heading: copy(), text: copy() })
    .describe('The Drafts tab: its name, and the heading and text shown while it is empty.'),
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

const channelWords = z.object({ sms: copy(), email: copy(), voice: copy(), fax: copy() });

const composePageSchema = z.object({
  heading: copy().describe('The page’s main heading.'),
  intro: copy().describe('The paragraph under the heading.'),
  tabsLabel: copy().describe('The name of the row of channel tabs, for screen readers.'),
  tabs: channelWords.describe('The four tab names.'),
  pages: z
    .object({
      index: z.object(seo),
      sms: z.object(seo),
      email: z.object(seo),
      voice: z.object(seo),
      fax: z.object(seo),
    })
    .describe('The browser tab title and search description of `/compose` (index) and of each `/compose/{channel}`.'),
});
export type ComposePageCopy = z.infer<typeof composePageSchema>;

const dashboardSchema = z.object({
  ...seo,
  heading: copy().describe('The page’s main heading.'),
  intro: copy().describe('The paragraph under the heading.'),
  greeting: placeholders('name').describe(
    'Shown before the intro once someone has signed in. Keep `{name}`: it becomes their name, e.g. `Welcome back, {name}.`',
  ),
  stats: z
    .array(
      z.object({
        id: itemId,
        label: copy(),
        value: z.number().describe('The figure, without commas or `$`, e.g. `12543` or `1250`.'),
        unit: figureUnit,
        change: z
          .number()
          .describe('The change in percent, without `%`: `12.5` is shown green as +12.5%, `-2.4` red as -2.4%.'),
      }),
    )
    .length(4)
    .describe('The four figures at the top.'),
  changeNote: copy().describe('The words after each change, e.g. `from last month`.'),
  statsLabel: copy().describe('What a screen reader hears as the name of the four figures.'),
  quickActions: z
    .object({
      heading: copy(),
      items: z.array(linkItem.extend({ description: copy() })).length(4),
    })
    .describe('The quick actions: a heading and four links, each with a description.'),
  activity: z.object({
    heading: copy(),
    region: copy().describe(
      'What a screen reader hears for the area around the table, which scrolls sideways on a phone. Must differ from the heading.',
    ),
    columns: z.object({ type: copy(), status: copy(), recipient: copy(), time: copy() }),
    viewAll: linkItem,
  }),
  scheduled: z
    .object({ heading: copy(), manage: linkItem })
    .describe('The heading and the manage link of the Scheduled Messages box.'),
  actions: z.object({ reports: linkItem, compose: linkItem }).describe('The buttons at the top.'),
  features: z.object({
    heading: copy(),
    items: z.array(titledTextItem).min(2),
  }),
  help: z
    .object({ heading: copy(), text: copy(), docs: linkItem, contact: linkItem })
    .describe('The help box, with links to the docs and to contact.'),
  signOut: z
    .object({
      label: copy().describe('The button at the top right of every account page, e.g. `Sign out`.'),
      notice: notice.describe('Shown on the sign-in page the button leads to, e.g. `Signed out`.'),
    })
    .describe('Signing out, on the dashboard, compose, reports, schedule and activity pages.'),
});
export type DashboardCopy = z.infer<typeof dashboardSchema>;

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

export const reportsSchema = z
  .object({
    ...seo,
    heading: copy().describe('The page’s main heading.'),
    intro: copy().describe('The paragraph under the heading.'),
    timeframes: z
      .array(
        z.object({
          id: z.enum(['24hours', '7days', '30days', '90days', 'custom']).describe('A fixed value: don’t change it.'),
          label: copy().describe('Shown in the Timeframe menu.'),
        }),
      )
      .length(5)
      .describe('The five choices of the Timeframe menu.'),
    defaultTimeframe: z.literal('7days').describe('The timeframe selected first.'),
    days: z
      .array(isoDate)
      .min(2)
      .describe('Sample figures: the days, e.g. `2026-11-15` (shown as Nov 15), one per daily figure.'),
    channels: z
      .array(reportChannelSchema)
      .length(4)
      .describe('Sample figures of the four channels, with one daily figure per day.'),
    placeholders: z
      .object({ engagement: copy(), conversion: copy(), spending: copy() })
      .describe('The texts of the Engagement, Conversion and Spending tabs.'),
    toolbar: z.object({
      timeframe: copy(),
      export: copy(),
      exporting: copy().describe('The button text while the file is prepared.'),
      exportFile: placeholders('timeframe').describe('The downloaded file’s name; keep `{timeframe}`.'),
      schedule: linkItem,
    }),
    filters: z.object({
      button: copy().describe('The filter button’s text, also the pop-up’s name.'),
      count: placeholders('selected', 'total').describe(
        'Shown on the button when channels are hidden; keep `{selected}` and `{total}`.',
      ),
      countSpoken: placeholders('selected', 'total').describe(
        'What screen readers say for that count, after the button’s text; keep `{selected}` and `{total}`.',
      ),
      heading: copy(),
      clear: copy(),
      apply: copy(),
    }),
    tabsLabel: copy().describe('The name of the row of tabs, for screen readers.'),
    tabs: z
      .object({ delivery: copy(), engagement: copy(), conversion: copy(), spending: copy() })
      .describe('The four tab names.'),
    allChannels: copy().describe('Shown beside the timeframe above the totals when every channel is selected.'),
    noChannels: copy().describe('Shown beside the timeframe above the totals when no channel is selected.'),
    totals: z.object({ sent: copy(), deliveryRate: copy(), failed: copy() }).describe('The three figure labels.'),
    charts: z.object({
      bars: z.object({ title: copy(), summary: placeholders('channel', 'sent', 'delivered') }),
      daily: z.object({ title: copy(), summary: placeholders('channel', 'first', 'firstDay', 'last', 'lastDay') }),
      empty: copy().describe('What a screen reader hears when no channel is selected.'),
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

export const accountSchemas = {
  activity: activitySchema,
  schedules: upcomingScheduleSchema,
  'completed-schedules': completedScheduleSchema,
  dashboard: dashboardSchema,
  reports: reportsSchema,
  schedule: schedulePageSchema,
  compose: composePageSchema,
};

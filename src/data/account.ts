/** The sample lists of the account area (content/account/), each in the order of its file, as the pages show them. */
import { LANGUAGE_TAG, type Locale } from '../i18n/locales';
import { formatDateTime, formatShortDate } from '../lib/dates';
import { formatPercent } from '../lib/figures';
import { statusTone, type Tone } from '../lib/status-tone';
import { formatTimeAgo } from '../lib/time-ago';
import { getLocalized, getLocalizedList } from './localized';
import { singleEntry } from './single-entry';
import type { Activity, ShownCompletedSchedule, ShownSchedule } from '../schemas/account';

/** A recent message with the colour of its status, read from the English status ("Delivered" is green), and its time in words. */
export type ActivityRow = Omit<Activity, 'time'> & { time: string; tone: Tone };

/** The recent messages: /dashboard shows the first few, /dashboard/activity all of them. */
export async function getActivity(locale: Locale): Promise<ActivityRow[]> {
  const english = new Map((await getLocalized('activity', 'en')).map(({ id, data }) => [id, data.status]));
  return (await getLocalizedList('activity', locale)).map(({ id, data }) => ({
    ...data,
    time: formatTimeAgo(data.time, LANGUAGE_TAG[locale]),
    tone: statusTone(english.get(id) ?? data.status),
  }));
}

/** The upcoming schedules: on /dashboard (the first few) and the Upcoming tab of /schedule. */
export async function getSchedules(locale: Locale): Promise<ShownSchedule[]> {
  const { values } = await singleEntry('schedule', locale);
  const rows = await getLocalizedList('schedules', locale);
  return rows.map(({ data: { nextScheduled, trigger, ...data } }) => ({
    ...data,
    frequency: values[data.frequency],
    status: values[data.status],
    recipients: typeof data.recipients === 'number' ? data.recipients : values[data.recipients],
    nextScheduled: nextScheduled ? formatDateTime(nextScheduled, LANGUAGE_TAG[locale]) : (trigger ?? ''),
  }));
}

/** The sends of the Completed tab of /schedule. */
export async function getCompletedSchedules(locale: Locale): Promise<ShownCompletedSchedule[]> {
  const { completed } = await singleEntry('schedule', locale);
  const lang = LANGUAGE_TAG[locale];
  return (await getLocalizedList('completed-schedules', locale)).map(({ data }) => ({
    ...data,
    sentDate: formatShortDate(data.sentDate, lang),
    deliveryRate: formatPercent(data.deliveryRate, lang),
    openRate: data.openRate === undefined ? completed.notMeasured : formatPercent(data.openRate, lang),
  }));
}

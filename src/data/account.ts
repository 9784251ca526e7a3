/** The sample lists of the account area (content/account/), each in the order of its file. */
import { getCollection } from 'astro:content';
import { inFileOrder } from '../lib/collections-order';
import { CONTENT } from '../lib/project-files';
import type { Activity, CompletedSchedule, UpcomingSchedule } from '../schemas/account';

/** The recent messages: /dashboard shows the first few, /dashboard/activity all of them. */
export async function getActivity(): Promise<Activity[]> {
  return inFileOrder(await getCollection('activity'), `${CONTENT}/account/activity.yaml`).map(({ data }) => data);
}

/** The upcoming schedules: on /dashboard (the first few) and the Upcoming tab of /schedule. */
export async function getSchedules(): Promise<UpcomingSchedule[]> {
  return inFileOrder(await getCollection('schedules'), `${CONTENT}/account/schedules.yaml`).map(({ data }) => data);
}

/** The sends of the Completed tab of /schedule. */
export async function getCompletedSchedules(): Promise<CompletedSchedule[]> {
  const file = `${CONTENT}/account/completed-schedules.yaml`;
  return inFileOrder(await getCollection('completed-schedules'), file).map(({ data }) => data);
}

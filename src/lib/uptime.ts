/**
 * Sample uptime for /status: the last N days per channel, computed from a list of incidents
 * (every day without one counts as 100%). Dates are calendar days in UTC.
 */

export interface Incident {
  date: Date;
  channel: string;
  /** Minutes of downtime. */
  minutes: number;
  summary: string;
}

export type DayLevel = 'operational' | 'degraded' | 'outage';

export interface UptimeDay {
  /** YYYY-MM-DD */
  date: string;
  downtime: number;
  level: DayLevel;
}

export interface ChannelUptime {
  id: string;
  name: string;
  days: UptimeDay[];
  /** Share of the window's minutes the channel was up, 0 to 1. */
  uptime: number;
  incidents: number;
  downtime: number;
}

const DAY_MS = 86_400_000;
export const MINUTES_PER_DAY = 1440;
/** A day with this much downtime or more counts as an outage, less as degraded. */
export const OUTAGE_MINUTES = 60;

const dayKey = (date: Date) => date.toISOString().slice(0, 10);

/** The `count` calendar days ending with `end`'s day (UTC), oldest first. */
export function lastDays(end: Date, count: number): string[] {
  const last = Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate());
  return Array.from({ length: count }, (_, index) => dayKey(new Date(last - (count - 1 - index) * DAY_MS)));
}

export function dayLevel(downtime: number): DayLevel {
  if (downtime === 0) return 'operational';
  return downtime < OUTAGE_MINUTES ? 'degraded' : 'outage';
}

/** Incidents inside the window, newest first (then by channel order in `channels`). */
export function incidentsInWindow<T extends Incident>(incidents: T[], days: string[], channels: string[]): T[] {
  const window = new Set(days);
  return incidents
    .filter((incident) => window.has(dayKey(incident.date)))
    .sort((a, b) => b.date.getTime() - a.date.getTime() || channels.indexOf(a.channel) - channels.indexOf(b.channel));
}

export function uptimeByChannel(
  channels: { id: string; name: string }[],
  incidents: Incident[],
  end: Date,
  count: number,
): ChannelUptime[] {
  const days = lastDays(end, count);
  const inWindow = incidentsInWindow(
    incidents,
    days,
    channels.map((channel) => channel.id),
  );
  return channels.map(({ id, name }) => {
    const own = inWindow.filter((incident) => incident.channel === id);
    const perDay = new Map<string, number>();
    for (const incident of own) {
      const key = dayKey(incident.date);
      perDay.set(key, Math.min(MINUTES_PER_DAY, (perDay.get(key) ?? 0) + incident.minutes));
    }
    const history = days.map((date) => {
      const downtime = perDay.get(date) ?? 0;
      return { date, downtime, level: dayLevel(downtime) };
    });
    const downtime = history.reduce((sum, day) => sum + day.downtime, 0);
    return {
      id,
      name,
      days: history,
      uptime: 1 - downtime / (count * MINUTES_PER_DAY),
      incidents: own.length,
      downtime,
    };
  });
}

/**
 * "100%" for no downtime; otherwise rounded down to three decimals, so a few minutes of
 * downtime never shows as 100%: "99.996%".
 */
export function formatUptime(uptime: number): string {
  if (uptime >= 1) return '100%';
  const floored = Math.floor(uptime * 100_000) / 1000;
  return `${floored.toFixed(3)}%`;
}

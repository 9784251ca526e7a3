/**
 * A day, or a day and a time with its zone, as content dates and BUILD_DATE are written:
 * `2027-01-15`, `2027-01-15T09:00+01:00`, `2027-01-15T08:00Z` (seconds may follow the minutes).
 */
export interface WrittenMoment {
  /** When it is: a day alone is its first moment, midnight UTC. */
  moment: Date;
  /** The day as written, at midnight UTC: the day a page shows. */
  day: Date;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_AND_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?(Z|[+-](\d{2}):(\d{2}))?$/;

/** 2027-02-30 has the right shape but is no day of the calendar. */
function calendarDay(text: string): Date | undefined {
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text) ? day : undefined;
}

/** The moment a text names, or undefined when it is not a real day, or a real day and time with its zone. */
export function parseMoment(text: string): WrittenMoment | undefined {
  if (DAY.test(text)) {
    const day = calendarDay(text);
    return day && { moment: day, day };
  }
  const [, dayText = '', hours, minutes, seconds = '00', zone, zoneHours, zoneMinutes] = DAY_AND_TIME.exec(text) ?? [];
  const day = calendarDay(dayText);
  if (!day || zone === undefined) return undefined;
  const inRange = (value: string | undefined, max: number) => value === undefined || Number(value) <= max;
  if (!inRange(hours, 23) || !inRange(minutes, 59) || !inRange(seconds, 59)) return undefined;
  if (!inRange(zoneHours, 14) || !inRange(zoneMinutes, 59)) return undefined;
  return { moment: new Date(`${dayText}T${hours}:${minutes}:${seconds}${zone}`), day };
}

/** Whether a text has a time but no zone: the one mistake a message can name exactly. */
export const lacksZone = (text: string): boolean => DAY_AND_TIME.test(text) && !/(Z|[+-]\d{2}:\d{2})$/.test(text);

import { dateTimeGlue, formatTime } from './dates';

/**
 * When something happened, counted back from the moment the sample was written, so the page never
 * depends on today's date: one of the three amounts, and with `daysAgo` optionally the time of day
 * ("HH:MM", 24-hour).
 */
export interface TimeAgo {
  minutesAgo?: number | undefined;
  hoursAgo?: number | undefined;
  daysAgo?: number | undefined;
  at?: string | undefined;
}

function amountAndUnit(when: TimeAgo): [number, Intl.RelativeTimeFormatUnit] {
  if (when.minutesAgo !== undefined) return [when.minutesAgo, 'minute'];
  if (when.hoursAgo !== undefined) return [when.hoursAgo, 'hour'];
  return [when.daysAgo ?? 0, 'day'];
}

/** The text starts a table cell, so its first letter is a capital in every language: "yesterday" -> "Yesterday". */
const capitalised = (text: string, lang: string) => text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);

/** "2 minutes ago", "Yesterday, 4:12 PM"; "Hace 2 minutos", "Ayer, 16:12"; "Vor 2 Minuten", "Gestern, 16:12". */
export function formatTimeAgo(when: TimeAgo, lang: string): string {
  const [amount, unit] = amountAndUnit(when);
  const ago = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' }).format(-amount, unit);
  const text =
    when.at === undefined ? ago : `${ago}${dateTimeGlue(lang)}${formatTime(new Date(`1970-01-01T${when.at}Z`), lang)}`;
  return capitalised(text, lang);
}

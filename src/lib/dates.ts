const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per language and style, made once: creating an Intl.DateTimeFormat costs far more
 * than formatting with it, and a build formats a date on every post card of every list page.
 */
function dateFormat(lang: string, style: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}\n${style}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(lang, { ...options, timeZone: 'UTC' })));
  return format;
}

/** Dates in content are calendar days (YYYY-MM-DD), so they are shown in UTC: no visitor sees the day before. */
export function formatDate(date: Date, lang = 'en-US'): string {
  return dateFormat(lang, 'long', { year: 'numeric', month: 'long', day: 'numeric' }).format(date);
}

/** A moment in UTC, saying so: "January 15, 2027 at 8:00 AM UTC", "15 de enero de 2027 a las 8:00 UTC". */
export function formatMoment(date: Date, lang = 'en-US'): string {
  return dateFormat(lang, 'moment', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(date);
}

/** The machine-readable form for <time datetime>. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A calendar day with its month abbreviated: "Nov 14, 2026", "14 nov 2026", "14. Nov. 2026". */
export function formatShortDate(date: Date, lang: string): string {
  return dateFormat(lang, 'short', { year: 'numeric', month: 'short', day: 'numeric' }).format(date);
}

/** A day of the current year, without it: "Nov 15", "15 nov", "15. Nov.". */
export function formatMonthDay(date: Date, lang: string): string {
  return dateFormat(lang, 'month-day', { month: 'short', day: 'numeric' }).format(date);
}

/** A time of day as the language writes it: "4:12 PM", "16:12". Content's times are wall-clock times, kept in UTC. */
export function formatTime(date: Date, lang: string): string {
  return dateFormat(lang, 'time', { timeStyle: 'short' }).format(date);
}

/**
 * What the language puts between a date and a time ("Dec 1, 2026, 9:00 AM": ", "), read from
 * Intl's own date-time pattern so the day can be written with its month abbreviated.
 */
export function dateTimeGlue(lang: string): string {
  const parts = new Intl.DateTimeFormat(lang, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).formatToParts(0);
  const beforeTime = parts[parts.findIndex((part) => part.type === 'hour') - 1];
  return beforeTime?.type === 'literal' ? beforeTime.value : ' ';
}

/** A day and a time: "Dec 1, 2026, 9:00 AM", "1 dic 2026, 9:00", "1. Dez. 2026, 09:00". */
export function formatDateTime(date: Date, lang: string): string {
  return `${formatShortDate(date, lang)}${dateTimeGlue(lang)}${formatTime(date, lang)}`;
}

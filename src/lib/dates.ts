/** Dates in content are calendar days (YYYY-MM-DD), so they are shown in UTC: no visitor sees the day before. */
export function formatDate(date: Date, lang = 'en-US'): string {
  return new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    date,
  );
}

/** The machine-readable form for <time datetime>. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

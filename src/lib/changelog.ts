/** Ordering and grouping of changelog entries (content/changelog) for /changelog and its feed. */

interface Dated {
  id: string;
  data: { date: Date; title: string };
}

/** Newest first; entries of the same day by title, so the order never depends on the file system. */
export function newestFirst<T extends Dated>(entries: T[]): T[] {
  return [...entries].sort(
    (a, b) => b.data.date.getTime() - a.data.date.getTime() || a.data.title.localeCompare(b.data.title),
  );
}

export interface MonthGroup<T> {
  /** YYYY-MM, usable as an element id. */
  id: string;
  /** "November 2026" */
  label: string;
  entries: T[];
}

/** Entries grouped by calendar month, newest month first, newest entry first within it; `lang` names the months. */
export function byMonth<T extends Dated>(entries: T[], lang = 'en-US'): MonthGroup<T>[] {
  const monthLabel = new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const groups = new Map<string, MonthGroup<T>>();
  for (const entry of newestFirst(entries)) {
    const id = entry.data.date.toISOString().slice(0, 7);
    const group = groups.get(id) ?? { id, label: monthLabel.format(entry.data.date), entries: [] };
    group.entries.push(entry);
    groups.set(id, group);
  }
  return [...groups.values()];
}

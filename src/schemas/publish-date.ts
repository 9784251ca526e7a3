import { z } from 'astro/zod';
import { lacksZone, parseMoment, type WrittenMoment } from '../lib/moments';
import { forEditor } from './editor-meta';

/** How a publication date is written: the build's message for any other form, and the editor's hint. */
export const PUBLISH_DATE_HINT =
  'Write a date as YYYY-MM-DD (2027-01-15), or a date and time with its zone as YYYY-MM-DDTHH:MM+01:00 (2027-01-15T09:00+01:00; Z for UTC)';

const problemWith = (text: string) =>
  lacksZone(text)
    ? `${text} has a time but no zone: add it, e.g. ${text}+01:00 for Central European time or ${text}Z for UTC`
    : `"${text}" is not a real date, or date and time. ${PUBLISH_DATE_HINT}`;

/**
 * When a post or press release goes live: a day (from midnight UTC), or a day and time with its
 * zone. YAML reads a time written with seconds as a timestamp and keeps only the moment, so that
 * form's day is taken in UTC; without seconds it stays text, and its day is the one written.
 */
export const publishDate = forEditor(
  z.preprocess(
    (value) =>
      value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 19) + 'Z' : value,
    z.string({ error: PUBLISH_DATE_HINT }).transform((text, context): WrittenMoment => {
      const written = parseMoment(text);
      if (!written) context.issues.push({ code: 'custom', input: text, message: problemWith(text) });
      return written ?? z.NEVER;
    }),
  ),
  { kind: 'moment' },
);

/**
 * An entry's data as the pages read it: `date` the moment it goes live (what publishing and sorting
 * compare), `day` the day it shows.
 */
function withShownDay<Data extends { date: WrittenMoment }>({
  date,
  ...data
}: Data): Omit<Data, 'date'> & { date: Date; day: Date } {
  return { ...data, date: date.moment, day: date.day };
}

/** The schema of a post or press release: its fields, `date` a publishDate, read with the day it shows. */
export function datedEntry<Shape extends z.core.$ZodLooseShape & { date: typeof publishDate }>(shape: Shape) {
  const fields = z.object(shape);
  // `date` is a publishDate: TypeScript cannot see it through the generic object's output.
  return fields.transform((data) => withShownDay(data as z.output<typeof fields> & { date: WrittenMoment }));
}

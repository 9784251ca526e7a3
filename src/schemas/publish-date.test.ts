import { readFileSync } from 'node:fs';
import { load as parseYaml } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import type { z } from 'astro/zod';
import { collections } from '../content.config';
import { publicationState, publishSchedule } from '../lib/publishing';
import { resolvedSchema, type CollectionSchema } from './field-shape';

/** A real post with its `date` line written as given, read as Astro reads it and parsed with the blog's schema. */
function postDated(date: string): { draft: boolean; date: Date; day: Date } {
  const text = readFileSync('content/blog/sms-character-encoding-gsm-7-vs-ucs-2.md', 'utf8');
  const changed = text.replace(/^date: .*$/m, `date: ${date}`);
  expect(changed).not.toBe(text);
  const frontmatter = parseYaml(/^---\n([\s\S]*?)\n---/.exec(changed)?.[1] ?? '');
  const schema = resolvedSchema(collections.blog.schema as CollectionSchema) as z.ZodType;
  return schema.parse(frontmatter) as { draft: boolean; date: Date; day: Date };
}

const iso = (post: { date: Date; day: Date }) => ({ date: post.date.toISOString(), day: post.day.toISOString() });

describe('a post’s date: a day, or a day and time with its zone', () => {
  it('a day alone goes live at its midnight UTC and shows that day', () => {
    expect(iso(postDated('2027-01-15'))).toEqual({ date: '2027-01-15T00:00:00.000Z', day: '2027-01-15T00:00:00.000Z' });
  });

  it('a time with its zone goes live at that moment and shows the day as written', () => {
    expect(iso(postDated('2027-01-15T09:00+01:00'))).toEqual({
      date: '2027-01-15T08:00:00.000Z',
      day: '2027-01-15T00:00:00.000Z',
    });
    // Just after midnight in Berlin is still the evening before in UTC: the post shows the 15th.
    expect(iso(postDated('2027-01-15T00:30+01:00'))).toEqual({
      date: '2027-01-14T23:30:00.000Z',
      day: '2027-01-15T00:00:00.000Z',
    });
    expect(iso(postDated('2027-01-15T19:00-05:00')).day).toBe('2027-01-15T00:00:00.000Z');
    expect(iso(postDated('2027-01-15T08:00Z')).date).toBe('2027-01-15T08:00:00.000Z');
  });

  it('a time written with seconds, which YAML reads as a timestamp, is the same moment, its day in UTC', () => {
    expect(iso(postDated('2027-01-15T09:00:00+01:00'))).toEqual({
      date: '2027-01-15T08:00:00.000Z',
      day: '2027-01-15T00:00:00.000Z',
    });
    expect(iso(postDated('"2027-01-15T09:00:30+01:00"')).date).toBe('2027-01-15T08:00:30.000Z');
  });

  it('a post timed 2027-01-15T09:00+01:00 is not published at 08:59 that day in Berlin, and is at 09:00', () => {
    const post = postDated('2027-01-15T09:00+01:00');
    expect(publicationState(post, new Date('2027-01-15T07:59:00Z'))).toBe('scheduled');
    expect(publicationState(post, new Date('2027-01-15T07:59:59.999Z'))).toBe('scheduled');
    expect(publicationState(post, new Date('2027-01-15T08:00:00Z'))).toBe('published');
    expect(publishSchedule([post], new Date('2027-01-15T07:59:00Z')).upcoming).toEqual(['2027-01-15T08:00:00.000Z']);
    expect(publishSchedule([post], new Date('2027-01-15T08:00:00Z')).upcoming).toEqual([]);
  });
});

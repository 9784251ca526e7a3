import { expect, test } from 'vitest';
import { contentYaml, frontmatter } from '../support/content-files';

/** What content/ must hold for the pages built from it (the pages themselves are checked in a browser). */

const status = contentYaml<{ days: number; channels: { id: string; name: string }[] }>('status/status.yaml');
const entries = frontmatter<{ date: Date; type: 'new' | 'improved' | 'fixed' | 'deprecated' }>('changelog');

test('the content names the seven channels and a 90-day window', () => {
  expect(status.days).toBe(90);
  expect(status.channels.map((channel) => channel.name)).toEqual([
    'SMS',
    'Email',
    'Voice',
    'Post',
    'Fax',
    'MMS',
    'API',
  ]);
});

test('the content has at least 8 entries of every type, dated in 2026 up to 22 November', () => {
  expect(entries.length).toBeGreaterThanOrEqual(8);
  expect(new Set(entries.map((entry) => entry.data.type))).toEqual(new Set(['new', 'improved', 'fixed', 'deprecated']));
  for (const { data } of entries) {
    expect(data.date.getTime()).toBeGreaterThanOrEqual(Date.UTC(2026, 0, 1));
    expect(data.date.getTime()).toBeLessThanOrEqual(Date.UTC(2026, 10, 22));
  }
});

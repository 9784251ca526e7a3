import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { DIST, sitemapRoutes } from '../support/built-site';

// What the scheduled rebuild (workers/scheduled-build/) reads from the live site: the build's moment
// and the later moments a scheduled entry goes live, nothing a visitor could not see later. Which
// moments, at which build moment, is the unit test of publishSchedule (src/lib/publishing.test.ts).

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

test('/publish-schedule.json names the build’s moment and the later publish moments, earliest first', () => {
  const schedule: unknown = JSON.parse(readFileSync(join(DIST, 'publish-schedule.json'), 'utf8'));
  expect(Object.keys(schedule as object).sort()).toEqual(['built', 'upcoming']);
  const { built, upcoming } = schedule as { built: string; upcoming: string[] };
  expect(built).toMatch(ISO);
  expect(Array.isArray(upcoming)).toBe(true);
  for (const moment of upcoming) {
    expect(moment).toMatch(ISO);
    expect(moment > built, moment).toBe(true);
  }
  expect(upcoming).toEqual([...new Set(upcoming)].sort());
});

test('/publish-schedule.json is no page: not in the sitemap, and asked again on every read', () => {
  expect(sitemapRoutes()).not.toContain('/publish-schedule.json');
  const headers = readFileSync(join(DIST, '_headers'), 'utf8');
  expect(headers).toContain('/publish-schedule.json\n  Cache-Control: public, max-age=0, must-revalidate\n');
});

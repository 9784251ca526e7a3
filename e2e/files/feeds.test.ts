import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { DIST } from '../support/built-site';
import { blogPosts, changelogEntries } from '../support/content-files';

// The RSS feeds as built: the newest entries only, and each names its own URL. That a feed parses
// as RSS 2.0 is checked in a browser's XML parser (e2e/changelog.spec.ts).

const SITE = 'https://www.relaymark.com';
const newestFirst = <T extends { id: string; data: { date: Date; title: string } }>(entries: T[]) =>
  [...entries].sort(
    (a, b) => b.data.date.getTime() - a.data.date.getTime() || a.data.title.localeCompare(b.data.title),
  );

describe.each([
  ['/rss.xml', newestFirst(blogPosts()).map((post) => `/blog/${post.id}`)],
  ['/changelog/rss.xml', newestFirst(changelogEntries()).map((entry) => `/changelog/${entry.id}`)],
])('%s', (feed, entries) => {
  const xml = readFileSync(join(DIST, feed), 'utf8');

  test('carries the newest 20 entries at most, newest first', () => {
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((match) => match[1]);
    expect(links).toEqual(entries.slice(0, 20).map((path) => `${SITE}${path}`));
  });

  test('links to itself with an Atom self link, its namespace declared', () => {
    expect(xml).toMatch(/<rss [^>]*xmlns:atom="http:\/\/www\.w3\.org\/2005\/Atom"/);
    const selfLinks = [...xml.matchAll(/<atom:link [^>]*\/>/g)].map((match) => match[0]);
    expect(selfLinks).toEqual([`<atom:link href="${SITE}${feed}" rel="self" type="application/rss+xml"/>`]);
    expect(xml.indexOf('<atom:link')).toBeLessThan(xml.indexOf('<item>'));
  });
});

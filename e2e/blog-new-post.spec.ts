import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { copyProject } from '../scripts/project-copy.mjs';

const POST = `---
title: "Release Notes: Scheduled Fax Retries"
excerpt: Fax sends that meet a busy line are now retried on a schedule you choose, and every attempt appears in the message history.
date: 2026-11-20
author: Tomás Herrera
category: Release Notes
image:
  src: /images/blog/fax-in-healthcare.svg
  alt: A fax document travelling between two buildings
---

Busy lines are the most common reason a fax is not delivered on the first try. From today you can choose how often Relaymark retries.

## How to turn it on

Set the retry schedule in the dashboard or pass it with each send.
`;

test('a new Markdown file in content/blog appears on /blog, on its category page and in /rss.xml', () => {
  test.setTimeout(180_000);
  // A temporary copy of the project, so the real content/ is never written to.
  const project = copyProject('blog-post-');
  try {
    project.write('content/blog/scheduled-fax-retries.md', POST);
    const result = project.build({ timeout: 150_000 });
    expect(result.status, result.output).toBe(0);
    const dist = join(project.dir, 'dist');

    const blog = readFileSync(join(dist, 'blog/index.html'), 'utf8');
    expect(blog).toContain('href="/blog/scheduled-fax-retries"');
    expect(blog).toContain('href="/blog/category/release-notes"');

    const post = join(dist, 'blog/scheduled-fax-retries/index.html');
    expect(existsSync(post)).toBe(true);
    expect(readFileSync(post, 'utf8')).toContain('Release Notes: Scheduled Fax Retries');

    const category = readFileSync(join(dist, 'blog/category/release-notes/index.html'), 'utf8');
    expect(category).toContain('href="/blog/scheduled-fax-retries"');
    expect(category).toMatch(/<h1[^>]*>Release Notes<\/h1>/);

    const rss = readFileSync(join(dist, 'rss.xml'), 'utf8');
    expect(rss).toContain('<title>Release Notes: Scheduled Fax Retries</title>');
    expect(rss).toMatch(/\/blog\/scheduled-fax-retries\/?<\/link>/);

    const sitemap = readFileSync(join(dist, 'sitemap/index.html'), 'utf8');
    expect(sitemap).toContain('href="/blog/scheduled-fax-retries"');
  } finally {
    project.remove();
  }
});

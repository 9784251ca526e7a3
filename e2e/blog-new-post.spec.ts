import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';

const ROOT = resolve(import.meta.dirname, '..');
const SKIP = new Set(['node_modules', 'dist', '.astro', 'test-results', 'playwright-report', '.git', 'bench', '.tmp']);

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
  const dir = mkdtempSync(join(tmpdir(), 'blog-post-'));
  try {
    cpSync(ROOT, dir, {
      recursive: true,
      filter: (source) => !SKIP.has(source.slice(ROOT.length + 1).split('/')[0] ?? ''),
    });
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
    writeFileSync(join(dir, 'content/blog/scheduled-fax-retries.md'), POST);
    const result = spawnSync(process.execPath, [join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0', NO_COLOR: '1' },
      timeout: 150_000,
    });
    expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
    const dist = join(dir, 'dist');

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
    rmSync(dir, { recursive: true, force: true });
  }
});

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { z } from 'astro/zod';
import { collections } from '../content.config';
import { resolvedSchema, type CollectionSchema } from './field-shape';

vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  return { ...fs, readFileSync: vi.fn(fs.readFileSync) };
});

const post = (category: string) => ({
  title: 'Sending one-time passwords by SMS',
  excerpt: 'How to send a one-time password by SMS that arrives in seconds and expires in minutes.',
  date: '2026-03-02',
  author: 'Priya Raman',
  category,
  image: { src: './images/otp.jpg', alt: 'A phone showing a six-digit code' },
});

describe('a blog post’s category', () => {
  const schema = resolvedSchema(collections.blog.schema as CollectionSchema) as z.ZodType;

  it('is one of content/blog/categories.yaml, read once however many posts are checked', () => {
    vi.mocked(readFileSync).mockClear();
    const issues = ['Guides', 'Guides', 'Engineering', 'Gides'].map((category) =>
      (schema.safeParse(post(category)).error?.issues ?? []).filter((issue) => issue.path[0] === 'category'),
    );
    expect(issues.slice(0, 3)).toEqual([[], [], []]);
    expect(issues[3]?.[0]?.message).toMatch(/^Unknown category "Gides"\. Known categories: .*Guides/);
    const reads = vi
      .mocked(readFileSync)
      .mock.calls.filter(([path]) => resolve(String(path)) === resolve('content/blog/categories.yaml'));
    expect(reads.length).toBeLessThanOrEqual(1);
  });
});

describe('a press coverage item’s link', () => {
  const schema = collections['press-coverage'].schema as z.ZodType;
  const item = (link: string) => ({
    id: 'developer-weekly-post-api',
    title: 'Relaymark adds postcards to its Post API',
    source: 'Developer Weekly',
    date: '2026-05-12',
    link,
  });
  const problem = (link: string) => schema.safeParse(item(link)).error?.issues[0]?.message;

  it('is an https:// address, and nothing a browser would run or read from the page itself', () => {
    expect(problem('https://developerweekly.example/relaymark-postcards')).toBeUndefined();
    for (const link of [
      'javascript:alert(1)//https://developerweekly.example',
      'data:text/html,<script>alert(1)</script>',
      'http://developerweekly.example/relaymark-postcards',
      '/press',
    ])
      expect(problem(link), link).toBe('Write the article’s full address, starting with https://');
  });
});

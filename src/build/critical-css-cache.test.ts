import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CutRules } from './critical-css-cache';
import { criticalCss } from './critical-css';
import { runSteps } from './pipeline';
import { stepContext, testFolder, writtenSite } from './test-site';

const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta http-equiv="content-security-policy" content="style-src 'self'"><link rel="stylesheet" href="/_astro/site.css"></head><body>${body}</body></html>`;

const PAGES = {
  'index.html': page('<p class="big">Home</p>'),
  'about.html': page('<main>About</main>'),
  'blog.html': page('<p>Blog</p>'),
};

/** Builds the same small site again in `dist` (as Astro rewrites every page), `changed` pages replaced. */
const written = (dist: string, changed: Record<string, string> = {}) =>
  writtenSite(
    { '_astro/site.css': '.big{font-size:2rem}.quiet{color:gray}main{display:block}', ...PAGES, ...changed },
    dist,
  );

/** Runs the critical CSS step on its own over `dist`, with `cacheDir` as Astro's cache folder; returns what it logged. */
async function inline(dist: string, cacheDir: string): Promise<string[]> {
  const logged: string[] = [];
  await runSteps([criticalCss], stepContext(dist, { cacheDir, logged }), () => {});
  return logged;
}

describe('critical CSS kept between builds', () => {
  it('gives an unchanged page the same rules again, and cuts a changed page anew', async () => {
    const [dist, cache] = [testFolder('critical-dist-'), testFolder('critical-cache-')];
    expect(await inline(written(dist), cache)).toContain(
      'inlined the critical CSS of 3 pages (0 unchanged, from the cache)',
    );
    const first = readFileSync(join(dist, 'index.html'), 'utf8');
    expect(first).toContain('<style>.big{font-size:2rem}</style>');

    expect(await inline(written(dist), cache)).toContain(
      'inlined the critical CSS of 3 pages (3 unchanged, from the cache)',
    );
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe(first);

    const changed = { 'index.html': page('<p class="quiet">Home</p>') };
    expect(await inline(written(dist, changed), cache)).toContain(
      'inlined the critical CSS of 3 pages (2 unchanged, from the cache)',
    );
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toContain('<style>.quiet{color:gray}</style>');
  });

  it('keeps each distinct CSS once, and only the pages of the last build', () => {
    const file = join(testFolder('critical-file-'), 'critical-css.json');
    const first = new CutRules(file, 'v1');
    first.record('a', 'main{}');
    first.record('b', 'p{}');
    first.record('c', 'main{}');
    first.write();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      version: 'v1',
      rules: ['main{}', 'p{}'],
      pages: { a: 0, b: 1, c: 0 },
    });
    const second = new CutRules(file, 'v1');
    expect(second.known('b')).toBe('p{}');
    second.record('c', 'main{}');
    second.write();
    expect(new CutRules(file, 'v1').known('b')).toBeUndefined();
    expect(new CutRules(file, 'v1').known('c')).toBe('main{}');
  });

  it('reads nothing left by another version of the cutter, or no file at all', () => {
    const file = join(testFolder('critical-file-'), 'critical-css.json');
    expect(new CutRules(file, 'v1').known('a')).toBeUndefined();
    const cut = new CutRules(file, 'v1');
    cut.record('a', 'main{}');
    cut.write();
    expect(new CutRules(file, 'v1').known('a')).toBe('main{}');
    expect(new CutRules(file, 'v2').known('a')).toBeUndefined();
  });
});

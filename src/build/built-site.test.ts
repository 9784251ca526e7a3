import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { htmlFiles, routeOf } from './built-site';

let dist: string;
afterEach(() => rmSync(dist, { recursive: true, force: true }));

it('lists the pages of a built site, not the editor page nor the page Astro writes for a redirect', () => {
  dist = mkdtempSync(join(tmpdir(), 'built-site-'));
  for (const file of ['index.html', 'developers.html', 'developers/api.html', 'admin.html', 'es/404.html', 'x.css']) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), '');
  }
  expect(
    htmlFiles(dist)
      .map((file) => routeOf(file, dist))
      .toSorted(),
  ).toEqual(['/', '/developers/api', '/es/404']);
});

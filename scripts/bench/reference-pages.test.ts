import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, expect, test } from 'vitest';
import { writeReferencePage } from './reference-pages.ts';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

const visible = (html: string) => html.replace(/<!--.*?-->/s, '');

// The bench compares the site with a reference page inside the first TCP round trip (14,600
// bytes with the response's headers) and the same page just outside it: same paint, more bytes.
test('the padded reference pages are the reference page, at 13,000 and 15,000 bytes of gzip', () => {
  const dist = mkdtempSync(join(tmpdir(), 'reference-pages-'));
  folders.push(dist);
  const remove = writeReferencePage(dist);
  const page = (route: string) => readFileSync(join(dist, '__bench', route, 'index.html'), 'utf8');
  const gzipBytes = (route: string) => gzipSync(page(route)).length;

  expect(visible(page('reference-13k'))).toBe(page('reference'));
  expect(visible(page('reference-15k'))).toBe(page('reference'));
  expect(gzipBytes('reference')).toBeLessThan(1_000);
  expect(gzipBytes('reference-13k')).toBeGreaterThanOrEqual(13_000);
  expect(gzipBytes('reference-13k')).toBeLessThan(13_100);
  expect(gzipBytes('reference-15k')).toBeGreaterThanOrEqual(15_000);
  expect(gzipBytes('reference-15k')).toBeLessThan(15_100);

  remove();
  expect(existsSync(join(dist, '__bench'))).toBe(false);
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { renderKey } from './render-key';

const root = mkdtempSync(join(tmpdir(), 'render-key-'));
for (const folder of ['content', 'src']) mkdirSync(join(root, folder));
writeFileSync(join(root, 'content', 'post.md'), '---\ndate: 2027-01-15T09:00+01:00\n---\n');
writeFileSync(join(root, 'src', 'page.ts'), 'export {};\n');
writeFileSync(join(root, 'astro.config.mjs'), 'export default {};\n');
afterAll(() => rmSync(root, { recursive: true, force: true }));

test('a build after the next publish moment renders every page again; one before it, with the same content, may copy them', () => {
  const beforeIt = renderKey('2027-01-15T08:00:00.000Z', root);
  expect(renderKey('2027-01-15T08:00:00.000Z', root)).toBe(beforeIt);
  expect(renderKey(undefined, root)).not.toBe(beforeIt);
  expect(renderKey('2027-01-20T08:00:00.000Z', root)).not.toBe(beforeIt);
});

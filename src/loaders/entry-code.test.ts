import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENTRY_CODE, entryCodeDigest } from './entry-code';

describe('entryCodeDigest', () => {
  it('changes when a file of the code that shapes entries changes, and only then', () => {
    const folder = mkdtempSync(join(tmpdir(), 'entry-code-'));
    writeFileSync(join(folder, 'blog.ts'), "export const day = 'day';\n");
    const before = entryCodeDigest([folder]);
    expect(entryCodeDigest([folder])).toBe(before);
    writeFileSync(join(folder, 'blog.ts'), "export const day = 'written day';\n");
    expect(entryCodeDigest([folder])).not.toBe(before);
  });

  it('covers the schemas and the loaders', () => {
    expect(ENTRY_CODE).toEqual(expect.arrayContaining(['src/schemas', 'src/loaders']));
  });
});

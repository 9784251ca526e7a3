import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, hashFiles } from './project-files';

const digest = (root: string, paths: string[]) => hashFiles(createHash('sha256'), root, paths).digest('hex');

describe('filesUnder', () => {
  it('lists the files at every depth, and only those whose name passes', () => {
    const root = mkdtempSync(join(tmpdir(), 'project-files-'));
    mkdirSync(join(root, 'images'));
    writeFileSync(join(root, 'post.md'), '# Post\n');
    writeFileSync(join(root, 'images', 'cover.jpg'), 'jpeg');
    expect(filesUnder(root).sort()).toEqual([join(root, 'images', 'cover.jpg'), join(root, 'post.md')]);
    expect(filesUnder(root, (name) => name.endsWith('.jpg'))).toEqual([join(root, 'images', 'cover.jpg')]);
  });
});

describe('hashFiles', () => {
  it("changes when a file's bytes or name change, and is the same wherever the folder is", () => {
    const make = () => {
      const root = mkdtempSync(join(tmpdir(), 'project-files-'));
      mkdirSync(join(root, 'schemas'));
      writeFileSync(join(root, 'schemas', 'blog.ts'), "export const day = 'day';\n");
      return root;
    };
    const root = make();
    const before = digest(root, ['schemas']);
    expect(digest(make(), ['schemas'])).toBe(before);
    writeFileSync(join(root, 'schemas', 'blog.ts'), "export const day = 'written day';\n");
    const edited = digest(root, ['schemas']);
    expect(edited).not.toBe(before);
    const renamed = make();
    writeFileSync(join(renamed, 'schemas', 'press.ts'), "export const day = 'day';\n");
    expect(digest(renamed, ['schemas'])).not.toBe(before);
  });
});

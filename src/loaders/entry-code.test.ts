import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ENTRY_CODE } from './entry-code';

/** The project's own modules `roots` import, at any depth (relative imports, as TypeScript reads them). */
function importedModules(roots: string[]): Set<string> {
  const found = new Set<string>();
  const pending = [...roots];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (found.has(file)) continue;
    found.add(file);
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8')).importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const base = join(dirname(file), fileName);
      const resolved = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
        (path) => /\.tsx?$/.test(path) && existsSync(path),
      );
      if (resolved) pending.push(resolved);
    }
  }
  return found;
}

describe('ENTRY_CODE', () => {
  it('holds every module the content config and the Markdown plugins import', () => {
    const config = readFileSync('astro.config.mjs', 'utf8');
    const plugins = [...config.matchAll(/from '\.\/(src\/markdown\/[\w-]+\.ts)'/g)].flatMap(([, path]) =>
      path ? [path] : [],
    );
    expect(plugins.length).toBeGreaterThan(2);
    const modules = [...importedModules(['src/content.config.ts', ...plugins])];
    expect(modules.length).toBeGreaterThan(40);
    const outside = modules.filter(
      (file) =>
        file !== join('src', 'content.config.ts') &&
        !ENTRY_CODE.some((folder) => !relative(folder, file).startsWith('..')),
    );
    expect(outside).toEqual([]);
  });
});

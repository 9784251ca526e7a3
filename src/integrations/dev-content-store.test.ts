import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { EvaluatedModules } from 'vite/module-runner';
import { describe, expect, it } from 'vitest';
import { forgetStoreHolder, STORE_FILE, STORE_HOLDER } from './dev-content-store';

/** A module of Astro's that is not exported: read from its file. */
const astroModule = (path: string) =>
  import(pathToFileURL(join(dirname(fileURLToPath(import.meta.resolve('astro'))), path)).href);

describe('what astro dev does with the content store, which the site relies on through this adapter', () => {
  it('writes the store to .astro/data-store.json under the project', async () => {
    const { getDataStoreFile } = (await astroModule('content/paths.js')) as {
      getDataStoreFile: (settings: object, isDev: boolean) => URL;
    };
    const root = new URL('file:///project/');
    const settings = { dotAstroDir: new URL('.astro/', root), config: { root, cacheDir: new URL('cache/', root) } };
    expect(fileURLToPath(getDataStoreFile(settings, true))).toBe(join('/project', STORE_FILE));
  });

  it('keeps the store in the holder once loaded, so only loading the holder again reads a newer one', async () => {
    expect(readFileSync(STORE_HOLDER, 'utf8')).toContain('import("astro:data-layer-content")');
    const { globalDataStore } = (await import(pathToFileURL(STORE_HOLDER).href)) as {
      globalDataStore: { get: () => Promise<unknown> };
    };
    expect(await globalDataStore.get()).toBe(await globalDataStore.get());
  });
});

describe('forgetStoreHolder', () => {
  const evaluated = (modules: EvaluatedModules, file: string) => {
    const node = modules.ensureModule(file, `/@fs${file}`);
    node.evaluated = true;
    return node;
  };

  it('makes the runner load the holder again, with every module that imports it, and no other', () => {
    const modules = new EvaluatedModules();
    const holder = evaluated(modules, STORE_HOLDER);
    const runtime = evaluated(modules, '/project/node_modules/astro/dist/content/runtime.js');
    const page = evaluated(modules, '/project/src/pages/pricing.astro');
    const other = evaluated(modules, '/project/src/lib/money.ts');
    holder.importers.add(runtime.id);
    runtime.importers.add(page.id);
    page.importers.add(runtime.id); // a cycle, which the walk must not follow forever
    other.importers.add(page.id);
    forgetStoreHolder(modules);
    expect([holder, runtime, page].map((node) => node.evaluated)).toEqual([false, false, false]);
    expect(other.evaluated).toBe(true);
  });

  it('does nothing before the holder was ever loaded', () => {
    const modules = new EvaluatedModules();
    const page = evaluated(modules, '/project/src/pages/pricing.astro');
    forgetStoreHolder(modules);
    expect(page.evaluated).toBe(true);
  });
});

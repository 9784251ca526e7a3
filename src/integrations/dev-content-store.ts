import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { isRunnableDevEnvironment } from 'vite';
import type { EvaluatedModules } from 'vite/module-runner';

/**
 * Adapter for what `astro dev` does with the content store, which Astro has no public API for; an
 * upgrade that changes it breaks src/integrations/dev-content-store.test.ts.
 *
 * Astro writes the store to `.astro/data-store.json` after a content file is saved, and pages read it
 * through a module that keeps the store once loaded (STORE_HOLDER). Astro then drops the store's own
 * module from Vite's server-side module runner, and marks the holder and the modules that import it
 * as changed on the server, but not in the runner. The runner evaluates a module again only when the
 * server says it changed: when a request transforms one of them again on the server (the page's
 * styles are collected that way) before the runner asks, the runner keeps its old copy, and every
 * page goes on showing the content from before the save until the server restarts (a price saved
 * right after fixing a mistake in another file, `e2e/scenarios/dev-server.spec.ts`). Astro fixed the
 * same for the store's module itself (withastro/astro#16567).
 */
export const STORE_HOLDER = join(dirname(fileURLToPath(import.meta.resolve('astro'))), 'content/data-store.js');

/** Where `astro dev` writes the content store, under the project's root. */
export const STORE_FILE = '.astro/data-store.json';

/**
 * Drops the holder from a runner's modules, with every module that imports it, directly or not (a
 * module kept would still hold the old holder's store): the next page loads them again, and with them
 * the store as written now.
 */
export function forgetStoreHolder(modules: EvaluatedModules): void {
  const stale = [...(modules.getModulesByFile(STORE_HOLDER) ?? [])];
  const forgotten = new Set(stale);
  for (const module of stale) {
    modules.invalidateModule(module);
    for (const importer of module.importers) {
      const node = modules.getModuleById(importer);
      if (node && !forgotten.has(node)) {
        forgotten.add(node);
        stale.push(node);
      }
    }
  }
}

/** Each time `astro dev` writes the content store, every server-side runner forgets the holder and its importers. */
export default function devContentStore(): AstroIntegration {
  return {
    name: 'dev-content-store',
    hooks: {
      'astro:server:setup': ({ server }) => {
        const storeFile = join(server.config.root, STORE_FILE);
        const written = (path: string) => {
          if (path !== storeFile) return;
          for (const environment of Object.values(server.environments))
            if (isRunnableDevEnvironment(environment)) forgetStoreHolder(environment.runner.evaluatedModules);
        };
        server.watcher.on('add', written);
        server.watcher.on('change', written);
      },
    },
  };
}

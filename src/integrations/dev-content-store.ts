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
 * module from Vite's server-side module runner, but not the holder: when a request transforms the
 * holder again before the runner asks for it, the runner takes it as unchanged, and every page goes
 * on showing the content from before the save until the server restarts (a price saved right after
 * fixing a mistake in another file, `e2e/scenarios/dev-server.spec.ts`). Astro fixed the same for the
 * store's module itself (withastro/astro#16567).
 */
export const STORE_HOLDER = join(dirname(fileURLToPath(import.meta.resolve('astro'))), 'content/data-store.js');

/** Where `astro dev` writes the content store, under the project's root. */
export const STORE_FILE = '.astro/data-store.json';

/** Drops the holder from a runner's modules: the next page loads it again, and with it the store as written now. */
export function forgetStoreHolder(modules: EvaluatedModules): void {
  for (const holder of modules.getModulesByFile(STORE_HOLDER) ?? []) modules.invalidateModule(holder);
}

/** Each time `astro dev` writes the content store, every server-side runner forgets the holder. */
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

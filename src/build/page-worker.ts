// A worker thread of a page pass (src/build/page-workers.ts): loads the pass's steps and runs them on
// each run of pages it is sent. Node runs this TypeScript as it is (its types stripped); the
// project's own imports name no extension, so they are resolved to their .ts files here.
import { registerHooks } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (/^\.\.?\//.test(specifier) && !/\.[cm]?[jt]sx?$/.test(specifier))
        return nextResolve(`${specifier}.ts`, context);
      throw error;
    }
  },
});

const { serveChunks } = await import('./page-worker-steps.ts');
if (parentPort) await serveChunks(parentPort, workerData);

// The build's side of a page pass shared out to worker threads (src/build/page-worker.ts).
import { Worker } from 'node:worker_threads';
import type { ChunkResult } from './page-chunk';
import type { Sharing, SiteContext } from './pipeline';

/** A page step as a worker thread finds it: the module that exports it, and its name. */
export interface StepModule {
  module: string;
  name: string;
}

/** What the build tells each worker thread when it starts it. */
export interface WorkerSetup {
  steps: StepModule[];
  site: Omit<SiteContext, 'root' | 'publicDir' | 'cacheDir'> & { root: string; publicDir: string; cacheDir: string };
}

/** A run of pages sent to a worker, and its answer. */
export interface ChunkRequest {
  index: number;
  files: string[];
}
export type ChunkAnswer = { index: number; result: ChunkResult } | { index: number; error: string };

/**
 * Runs the steps on the pages in worker threads, each taking the next run of pages as it finishes
 * one (runs small enough that the threads finish together). Resolves with each run's result in
 * page order; rejects with the first error.
 */
export async function inWorkers(
  steps: StepModule[],
  site: SiteContext,
  files: string[],
  { threads, chunkPages }: Pick<Sharing, 'threads' | 'chunkPages'>,
): Promise<ChunkResult[]> {
  const chunks: string[][] = [];
  for (let at = 0; at < files.length; at += chunkPages) chunks.push(files.slice(at, at + chunkPages));
  const setup: WorkerSetup = {
    steps,
    site: { ...site, root: site.root.href, publicDir: site.publicDir.href, cacheDir: site.cacheDir.href },
  };
  const results: ChunkResult[] = [];
  let next = 0;
  const workers = Array.from(
    { length: Math.min(threads, chunks.length) },
    () => new Worker(new URL('./page-worker.ts', import.meta.url), { workerData: setup }),
  );
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const send = () => {
              if (next >= chunks.length) return resolve();
              const request: ChunkRequest = { index: next, files: chunks[next] ?? [] };
              next++;
              worker.postMessage(request);
            };
            worker.on('message', (answer: ChunkAnswer) => {
              if ('error' in answer) return reject(new Error(answer.error));
              results[answer.index] = answer.result;
              send();
            });
            worker.on('error', reject);
            worker.on('exit', (code) => {
              if (code !== 0) reject(new Error(`a page-pass worker thread stopped with exit code ${code}`));
            });
            worker.once('online', send);
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return results;
}

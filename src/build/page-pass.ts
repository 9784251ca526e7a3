import { availableParallelism } from 'node:os';
import { htmlFiles } from './built-site';
import { visitChunk, type ChunkResult } from './page-chunk';
import { inWorkers } from './page-workers';
import type { BuildContext, PageStep, Sharing, SiteContext, Timed } from './pipeline';

/**
 * Pages go to worker threads when a site has this many and the machine has more than one core:
 * each thread parses and checks its share, so the pass takes about its share of the time. Below,
 * starting the threads costs more than it saves.
 */
export const DEFAULT_SHARING: Sharing = { threads: Math.min(availableParallelism(), 4), minPages: 400, chunkPages: 50 };

/** The site settings alone, without the logger (which stays on the build's thread). */
const siteOf = ({ dist, site, root, publicDir, cacheDir }: BuildContext): SiteContext => ({
  dist,
  site,
  root,
  publicDir,
  cacheDir,
});

/**
 * One pass over the pages for several page steps, in this thread or shared out to worker threads;
 * then each step's `done`, in order, with what was gathered in page order. Reports each step's own
 * time (summed over threads) and the pass's reading and writing.
 */
export async function pagePass(
  steps: PageStep[],
  context: (step: PageStep) => BuildContext,
  timed: Timed,
  sharing: Sharing = DEFAULT_SHARING,
): Promise<void> {
  const [first] = steps;
  if (!first) return;
  const site = siteOf(context(first));
  const files = htmlFiles(site.dist);
  const modules = steps.flatMap((step) => (step.module ? [{ module: step.module, name: step.name }] : []));
  const shared = sharing.threads > 1 && files.length >= sharing.minPages && modules.length === steps.length;
  const started = performance.now();
  const chunks: ChunkResult[] = shared
    ? await inWorkers(modules, site, files, sharing)
    : [
        visitChunk(
          steps.map((step) => step.visitor(site)),
          files,
          site.dist,
        ),
      ];
  const passMs = performance.now() - started;
  for (const [index, step] of steps.entries()) {
    const doneStarted = performance.now();
    await step.done?.(
      chunks.map((chunk) => chunk.gathered[index]),
      context(step),
    );
    const ownMs = chunks.reduce((sum, chunk) => sum + (chunk.stepMs[index] ?? 0), 0);
    timed(step.name, ownMs + performance.now() - doneStarted);
  }
  timed(
    'pages read and written',
    chunks.reduce((sum, chunk) => sum + chunk.pagesMs, 0),
  );
  if (shared) timed(`page pass on ${sharing.threads} threads`, passMs);
}

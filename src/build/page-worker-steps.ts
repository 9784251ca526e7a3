import type { MessagePort } from 'node:worker_threads';
import { visitChunk } from './page-chunk';
import type { PageStep, PageVisitor } from './pipeline';
import type { ChunkAnswer, ChunkRequest, WorkerSetup } from './page-workers';

const isPageStep = (value: unknown): value is PageStep =>
  typeof value === 'object' && value !== null && 'visitor' in value && 'name' in value;

/** The step a module exports under the given name. */
async function loadStep({ module, name }: WorkerSetup['steps'][number]): Promise<PageStep> {
  const exported: Record<string, unknown> = await import(module);
  const step = Object.values(exported).find((value) => isPageStep(value) && value.name === name);
  if (!isPageStep(step)) throw new Error(`${module} exports no page step named "${name}"`);
  return step;
}

/** In a worker thread: loads the steps, makes one visitor each, and answers every run of pages the build sends. */
export async function serveChunks(port: MessagePort, setup: WorkerSetup): Promise<void> {
  const { site } = setup;
  const context = {
    ...site,
    root: new URL(site.root),
    publicDir: new URL(site.publicDir),
    cacheDir: new URL(site.cacheDir),
  };
  let visitors: PageVisitor<unknown>[] | undefined;
  let loading: string | undefined;
  try {
    visitors = (await Promise.all(setup.steps.map(loadStep))).map((step) => step.visitor(context));
  } catch (error) {
    loading = error instanceof Error ? (error.stack ?? error.message) : String(error);
  }
  port.on('message', ({ index, files }: ChunkRequest) => {
    let answer: ChunkAnswer;
    try {
      if (!visitors) throw new Error(loading);
      answer = { index, result: visitChunk(visitors, files, site.dist) };
    } catch (error) {
      answer = { index, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    }
    port.postMessage(answer);
  });
}

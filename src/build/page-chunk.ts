// The work of a page pass on a run of pages, the same in the build's thread and in a worker thread.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { threadId } from 'node:worker_threads';
import { htmlElements, type HtmlElement } from '../lib/html-elements';
import { routeOf } from './built-site';
import type { PageInPass, PageVisitor } from './pipeline';

/** A page of the pass, read from its file. */
export function pageInPass(file: string, route: string, html: string): PageInPass {
  let parsed: { html: string; elements: readonly HtmlElement[] } | undefined;
  const page: PageInPass = {
    file,
    route,
    html,
    elements: () => {
      if (parsed?.html !== page.html) parsed = { html: page.html, elements: htmlElements(page.html) };
      return parsed.elements;
    },
  };
  return page;
}

/** What a run of pages gave: each step's gathered data and own time, and the time spent reading and writing. */
export interface ChunkResult {
  gathered: unknown[];
  stepMs: number[];
  pagesMs: number;
}

/**
 * Hands each page to the visitors in order and writes it once if one changed it. A page is
 * written whole under another name and then renamed, so another thread reading it (a link's
 * target) reads the old or the new page, never half of one.
 */
export function visitChunk(visitors: PageVisitor<unknown>[], files: string[], dist: string): ChunkResult {
  const stepMs = visitors.map(() => 0);
  const started = performance.now();
  for (const file of files) {
    const read = readFileSync(file, 'utf8');
    const page = pageInPass(file, routeOf(file, dist), read);
    visitors.forEach((visitor, index) => {
      const stepStarted = performance.now();
      page.html = visitor.page(page) ?? page.html;
      stepMs[index] = (stepMs[index] ?? 0) + performance.now() - stepStarted;
    });
    if (page.html !== read) {
      const written = `${file}.${threadId}.tmp`;
      writeFileSync(written, page.html);
      renameSync(written, file);
    }
  }
  const gathered = visitors.map((visitor, index) => {
    const stepStarted = performance.now();
    const taken = visitor.take?.();
    stepMs[index] = (stepMs[index] ?? 0) + performance.now() - stepStarted;
    return taken;
  });
  const pagesMs = performance.now() - started - stepMs.reduce((sum, ms) => sum + ms, 0);
  return { gathered, stepMs, pagesMs };
}

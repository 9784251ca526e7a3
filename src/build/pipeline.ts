import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroConfig, AstroIntegration, AstroIntegrationLogger } from 'astro';
import { htmlElements, type HtmlElement } from '../lib/html-elements';
import { htmlFiles, routeOf } from './built-site';

/** What every post-build step is given: the built site, the settings it was built with, and a logger. */
export interface BuildContext {
  /** The built site's folder (dist/ or dist-pseudo/). */
  dist: string;
  /** The `site` setting: canonical origin of every URL. */
  site: string;
  /** The project folder, and Astro's cache folder. */
  root: URL;
  cacheDir: URL;
  logger: AstroIntegrationLogger;
}

/** One built page as a page step sees it: its HTML as the steps before it left it. */
export interface BuiltPage {
  /** Absolute path of the HTML file. */
  file: string;
  route: string;
  html: string;
  /** The elements of `html`, parsed once for every step that asks while no step has changed the page. */
  elements(): readonly HtmlElement[];
}

/** A page step's work in one build: each page in turn, then `done` after the last. */
export interface PageVisitor {
  /** Looks at one page; returns its new HTML to change it, or nothing to leave it as it is. */
  page(page: BuiltPage): string | undefined;
  /** After the last page: writes what the step made of the pages, or fails the build. */
  done?(): void | Promise<void>;
}

/**
 * One step over the written site: it reads every page (the HTML files of htmlFiles()). The steps
 * share one pass: each page is read once, handed to each step in the order given, and written
 * once if one of them changed it. Reading and parsing the whole site once per step cost more than
 * most steps' own work.
 */
export interface PageStep {
  name: string;
  start(context: BuildContext): PageVisitor;
}

/** Reports the time one step (or a pass's reading and writing) took. */
export type Timed = (name: string, ms: number) => void;

/** A page read from its file, its elements parsed when a step first asks. */
function builtPage(file: string, route: string, html: string): BuiltPage {
  let parsed: { html: string; elements: readonly HtmlElement[] } | undefined;
  const page: BuiltPage = {
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

/**
 * One pass over the pages for the steps, then each step's `done`, in order; times each step's own
 * work. Each step logs under its own name.
 */
export async function runSteps(steps: PageStep[], context: BuildContext, timed: Timed) {
  const { dist, logger } = context;
  const visitors = steps.map((step) => step.start({ ...context, logger: logger.fork(step.name) }));
  const stepMs = steps.map(() => 0);
  const started = performance.now();
  for (const file of htmlFiles(dist)) {
    const read = readFileSync(file, 'utf8');
    const page = builtPage(file, routeOf(file, dist), read);
    visitors.forEach((visitor, index) => {
      const stepStarted = performance.now();
      page.html = visitor.page(page) ?? page.html;
      stepMs[index] = (stepMs[index] ?? 0) + performance.now() - stepStarted;
    });
    if (page.html !== read) writeFileSync(file, page.html);
  }
  const pagesMs = performance.now() - started - stepMs.reduce((sum, ms) => sum + ms, 0);
  for (const [index, visitor] of visitors.entries()) {
    const doneStarted = performance.now();
    await visitor.done?.();
    timed(steps[index]?.name ?? '', (stepMs[index] ?? 0) + performance.now() - doneStarted);
  }
  timed('pages read and written', pagesMs);
}

/**
 * The post-build pipeline: one integration that runs its steps in the order given, so an order
 * that matters (critical CSS adds style hashes to each page's CSP before the headers step merges
 * those policies into _headers) is written in one place: each page goes through the steps in
 * that order, and each step finishes (done) in that order after the last page.
 */
export function postBuild(steps: PageStep[]): AstroIntegration {
  let config: AstroConfig | undefined;
  return {
    name: 'post-build',
    hooks: {
      'astro:config:done': ({ config: resolved }) => {
        config = resolved;
      },
      'astro:build:done': async ({ dir, logger }) => {
        if (!config) throw new Error('post-build: the Astro config was never resolved');
        const { site = '', root, cacheDir } = config;
        const dist = fileURLToPath(dir);
        await runSteps(steps, { dist, site, root, cacheDir, logger }, (name, ms) =>
          logger.info(`${name}: ${Math.round(ms)} ms`),
        );
      },
    },
  };
}

import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import type { HtmlElement } from '../lib/html-elements';
import { pagePass } from './page-pass';

/** The built site and the settings it was built with: what a page step's visitor is given, in any thread. */
export interface SiteContext {
  /** The built site's folder (dist/ or dist-pseudo/). */
  dist: string;
  /** The `site` setting: canonical origin of every URL. */
  site: string;
  /** The project folder, its public/ folder, and Astro's cache folder (kept between builds). */
  root: URL;
  publicDir: URL;
  cacheDir: URL;
}

/** What every post-build step is given on the build's own thread: the site, and a logger. */
export interface BuildContext extends SiteContext {
  logger: AstroIntegrationLogger;
}

/** One built page as a page step sees it: its HTML as the steps before it left it. */
export interface PageInPass {
  /** Absolute path of the HTML file. */
  file: string;
  route: string;
  html: string;
  /** The elements of `html`, parsed once for every step that asks while no step has changed the page. */
  elements(): readonly HtmlElement[];
}

/** A page step's handler of pages in one thread. */
export interface PageVisitor<Gathered> {
  /** Looks at one page; returns its new HTML to change it, or nothing to leave it as it is. */
  page(page: PageInPass): string | undefined;
  /**
   * Hands over what it gathered from its pages since it was last asked, as plain data (it may
   * travel from a worker thread), and forgets it.
   */
  take?(): Gathered;
}

/** A visitor that reads one value from each page it is given (none when `read` gives undefined), and hands them over in page order. */
export function gathering<Value>(read: (page: PageInPass) => Value | undefined): PageVisitor<Value[]> {
  let values: Value[] = [];
  return {
    page: (page) => {
      const value = read(page);
      if (value !== undefined) values.push(value);
      return undefined;
    },
    take: () => {
      const taken = values;
      values = [];
      return taken;
    },
  };
}

/** One step run over the written site as a whole, after Astro has built every page. */
export interface SiteStep {
  name: string;
  run(context: BuildContext): void | Promise<void>;
}

/**
 * One step that reads every page (the HTML files of htmlFiles()). Page steps next to each other
 * share one pass: each page is read once, handed to each step in the order given, and written
 * once if one of them changed it. Reading and parsing the whole site once per step cost more than
 * most steps' own work. Pages may be shared out to worker threads, each with its own visitors;
 * what they gathered comes back to `done`, on the build's thread, in page order.
 */
export interface PageStep<Gathered = unknown> {
  name: string;
  /**
   * The URL of the module that exports this step (its import.meta.url), so a worker thread can
   * load it. A pass with a step that does not say runs on the build's thread alone.
   */
  module?: string;
  visitor(context: SiteContext): PageVisitor<Gathered>;
  /** After the last page: what the visitors gathered, in page order; writes what the step made of them, or fails the build. */
  done?(gathered: Gathered[], context: BuildContext): void | Promise<void>;
}

export type BuildStep = SiteStep | PageStep;

const isPageStep = (step: BuildStep): step is PageStep => 'visitor' in step;

/** The steps in order, page steps next to each other grouped into one pass. */
export function passes(steps: BuildStep[]): (SiteStep | PageStep[])[] {
  const grouped: (SiteStep | PageStep[])[] = [];
  for (const step of steps) {
    const last = grouped.at(-1);
    if (!isPageStep(step)) grouped.push(step);
    else if (Array.isArray(last)) last.push(step);
    else grouped.push([step]);
  }
  return grouped;
}

/** Reports the time one step (or a pass's reading and writing) took. */
export type Timed = (name: string, ms: number) => void;

/** How a pass may share its pages out: at most this many threads, not below this many pages, so many pages at a time. */
export interface Sharing {
  threads: number;
  minPages: number;
  chunkPages: number;
}

/** Runs the steps over the built site, in order, page steps next to each other in one pass. */
export async function runSteps(
  steps: BuildStep[],
  context: (step: BuildStep) => BuildContext,
  timed: Timed,
  sharing?: Sharing,
) {
  for (const pass of passes(steps)) {
    if (Array.isArray(pass)) await pagePass(pass, context, timed, sharing);
    else {
      const started = performance.now();
      await pass.run(context(pass));
      timed(pass.name, performance.now() - started);
    }
  }
}

/**
 * The post-build pipeline: one integration that runs its steps one after another, in the
 * order given, so an order that matters (critical CSS adds style hashes to each page's CSP
 * before the headers step merges those policies into _headers) is written in one place. Within a
 * pass, each page goes through the page steps in that order, and each step finishes (done) in
 * that order after the last page.
 */
export function postBuild(steps: BuildStep[]): AstroIntegration {
  let settings: Omit<BuildContext, 'dist' | 'logger'> | undefined;
  return {
    name: 'post-build',
    hooks: {
      'astro:config:done': ({ config }) => {
        settings = {
          site: config.site ?? '',
          root: config.root,
          publicDir: config.publicDir,
          cacheDir: config.cacheDir,
        };
      },
      'astro:build:done': async ({ dir, logger }) => {
        const resolved = settings;
        if (!resolved) throw new Error('post-build: the Astro config was never resolved');
        const dist = fileURLToPath(dir);
        await runSteps(
          steps,
          (step) => ({ ...resolved, dist, logger: logger.fork(step.name) }),
          (name, ms) => logger.info(`${name}: ${Math.round(ms)} ms`),
        );
      },
    },
  };
}

import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { htmlFiles, routeOf } from './built-site';
import { htmlElements, type HtmlElement } from '../lib/html-elements';

/** What every post-build step is given: the built site and the settings it was built with. */
export interface BuildContext {
  /** The built site's folder (dist/ or dist-pseudo/). */
  dist: string;
  /** The `site` setting: canonical origin of every URL. */
  site: string;
  /** The project folder, its public/ folder, and Astro's cache folder (kept between builds). */
  root: URL;
  publicDir: URL;
  cacheDir: URL;
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

/** A page of the pass, read from its file. */
function pageInPass(file: string, route: string, html: string): PageInPass {
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

/** What a page step does with each page of the pass, then once every page has been seen. */
export interface PageVisitor {
  /** Looks at one page; returns its new HTML to change it, or nothing to leave it as it is. */
  page(page: PageInPass): string | undefined;
  /** After the last page: writes what the step made of them all, or fails the build. */
  done?(): void | Promise<void>;
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
 * most steps' own work.
 */
export interface PageStep {
  name: string;
  visitor(context: BuildContext): PageVisitor;
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

const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);

/** Reports the time one step (or a pass's reading and writing) took. */
export type Timed = (name: string, ms: number) => void;

/** One pass over the pages for several page steps; reports each step's own time and the pass's reading and writing. */
async function pagePass(steps: PageStep[], context: (step: PageStep) => BuildContext, dist: string, timed: Timed) {
  const own = new Map(steps.map((step) => [step, 0]));
  const clock = <T>(step: PageStep, work: () => T): T => {
    const started = performance.now();
    try {
      return work();
    } finally {
      own.set(step, (own.get(step) ?? 0) + performance.now() - started);
    }
  };
  const visitors = steps.map((step) => ({ step, visitor: clock(step, () => step.visitor(context(step))) }));
  const passStarted = performance.now();
  const beforePages = sum(own.values());
  for (const file of htmlFiles(dist)) {
    const read = readFileSync(file, 'utf8');
    const page = pageInPass(file, routeOf(file, dist), read);
    for (const { step, visitor } of visitors) page.html = clock(step, () => visitor.page(page)) ?? page.html;
    if (page.html !== read) writeFileSync(file, page.html);
  }
  const pagesMs = performance.now() - passStarted - (sum(own.values()) - beforePages);
  for (const { step, visitor } of visitors) {
    const started = performance.now();
    await visitor.done?.();
    own.set(step, (own.get(step) ?? 0) + performance.now() - started);
    timed(step.name, own.get(step) ?? 0);
  }
  timed('pages read and written', pagesMs);
}

/** Runs the steps over the built site in `dist`, in order, page steps next to each other in one pass. */
export async function runSteps(
  steps: BuildStep[],
  dist: string,
  context: (step: BuildStep) => BuildContext,
  timed: Timed,
) {
  for (const pass of passes(steps)) {
    if (Array.isArray(pass)) await pagePass(pass, context, dist, timed);
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
          dist,
          (step) => ({ ...resolved, dist, logger: logger.fork(step.name) }),
          (name, ms) => logger.info(`${name}: ${Math.round(ms)} ms`),
        );
      },
    },
  };
}

import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroConfig, AstroIntegration, AstroIntegrationLogger } from 'astro';
import { htmlElements, type HtmlElement } from '../lib/html-elements';
import { htmlFiles, routeOf } from './built-site';

/** What every step is given: the built site's folder (dist/ or dist-pseudo/), the `site` setting, the project and Astro's cache folders. */
export interface BuildContext {
  dist: string;
  site: string;
  root: URL;
  cacheDir: URL;
  logger: AstroIntegrationLogger;
}

/** One built page as a step sees it: its HTML as the steps before it left it, and that HTML's elements, parsed when first asked for. */
export interface BuiltPage {
  route: string;
  html: string;
  elements(): readonly HtmlElement[];
}

/**
 * One step over the written site. The steps share one pass, since reading and parsing the whole
 * site once per step cost more than most steps' own work: each page is read once, handed to each
 * step in the order given (`page` returns its new HTML to change it), and written once if one
 * changed it. After the last page, each step's `done`, in the same order, writes what the step
 * made of the pages or fails the build.
 */
export interface PageStep {
  name: string;
  start(context: BuildContext): {
    page(page: BuiltPage): string | undefined;
    done?(): void | Promise<void>;
  };
}

/**
 * `html` with each match of `pattern` (a global regular expression) replaced by what `edit` returns
 * for it: the way every step changes a page. A global replace with a function writes the page out
 * as one string, which the next step's expressions read straight away; a chain of other replaces
 * leaves a string in pieces that each later expression joins again at a cost per page
 * (README, "Benchmark": the post-build steps).
 */
export function editPage(html: string, pattern: RegExp, edit: (match: string, ...groups: string[]) => string): string {
  if (!pattern.global) throw new Error(`editPage: ${pattern} must be global`);
  return html.replace(pattern, edit);
}

/** The elements of `html`, parsed once when first asked for. */
function parsedOnce(html: string): () => readonly HtmlElement[] {
  let elements: readonly HtmlElement[] | undefined;
  return () => (elements ??= htmlElements(html));
}

/** Runs the steps over the site in one pass, then each step's `done`; logs each step's own time, under its name. */
export async function runSteps(steps: PageStep[], context: BuildContext) {
  const { dist, logger } = context;
  const running = steps.map(({ name, start }) => ({
    name,
    ms: 0,
    visitor: start({ ...context, logger: logger.fork(name) }),
  }));
  const started = performance.now();
  for (const file of htmlFiles(dist)) {
    const [route, read] = [routeOf(file, dist), readFileSync(file, 'utf8')];
    let [html, elements] = [read, parsedOnce(read)];
    for (const step of running) {
      const stepStarted = performance.now();
      const changed = step.visitor.page({ route, html, elements });
      if (changed !== undefined && changed !== html) [html, elements] = [changed, parsedOnce(changed)];
      step.ms += performance.now() - stepStarted;
    }
    if (html !== read) writeFileSync(file, html);
  }
  const pagesMs = performance.now() - started - running.reduce((sum, { ms }) => sum + ms, 0);
  for (const step of running) {
    const doneStarted = performance.now();
    await step.visitor.done?.();
    logger.info(`${step.name}: ${Math.round(step.ms + performance.now() - doneStarted)} ms`);
  }
  logger.info(`pages read and written: ${Math.round(pagesMs)} ms`);
}

/**
 * The post-build pipeline: one integration that runs its steps in the order given, so an order
 * that matters (critical CSS adds style hashes to each page's CSP before the headers step merges
 * those policies into _headers) is written in one place.
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
        await runSteps(steps, { dist: fileURLToPath(dir), site, root, cacheDir, logger });
      },
    },
  };
}

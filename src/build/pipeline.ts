import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';

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

/** One step run over the written site, after Astro has built every page. */
export interface BuildStep {
  name: string;
  run(context: BuildContext): void | Promise<void>;
}

/**
 * The post-build pipeline: one integration that runs its steps one after another, in the
 * order given, so an order that matters (critical CSS adds style hashes to each page's CSP
 * before the headers step merges those policies into _headers) is written in one place.
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
        if (!settings) throw new Error('post-build: the Astro config was never resolved');
        const dist = fileURLToPath(dir);
        for (const step of steps) {
          const started = performance.now();
          await step.run({ ...settings, dist, logger: logger.fork(step.name) });
          logger.info(`${step.name}: ${Math.round(performance.now() - started)} ms`);
        }
      },
    },
  };
}

// Lighthouse (mobile preset: simulated slow 4G, 4x CPU) on Debian's Chromium, median of
// several runs per route, beside a minimal reference page served by the same server.
import { writeFileSync, rmSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from '../chromium-path.mjs';

export const REFERENCE_ROUTE = '/__bench/reference/';

export function writeReferencePage(dist) {
  mkdirSync(join(dist, '__bench', 'reference'), { recursive: true });
  writeFileSync(
    join(dist, '__bench', 'reference', 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Reference</title><meta name="description" content="A minimal page to compare timings against."></head><body><h1>Reference page</h1><p>One heading and one paragraph, served by the same server, to compare the site\'s timings against on a noisy machine.</p></body></html>',
  );
  return () => rmSync(join(dist, '__bench'), { recursive: true, force: true });
}

/** The median of the runs that measured it: a run whose trace had no paint (a loaded machine) gives NaN and is left out. */
const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.floor(sorted.length / 2)];
};

/**
 * Lighthouse's own CPU slowdown with its network throttling off: for a server that shapes the
 * network itself (slow-start-server.mjs), so the timings are what Chromium observed.
 */
export const OBSERVED_WITH_SLOW_CPU = {
  throttlingMethod: 'devtools',
  throttling: { requestLatencyMs: 0, downloadThroughputKbps: 0, uploadThroughputKbps: 0, cpuSlowdownMultiplier: 4 },
};

export async function runLighthouse(origin, routes, runs, settings = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium() ?? undefined,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const results = {};
  try {
    for (const route of routes) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) {
        const { lhr } = await lighthouse(origin + route, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          ...settings,
        });
        const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
        samples.push({
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
          bestPractices: Math.round((lhr.categories['best-practices'].score ?? 0) * 100),
          seo: Math.round((lhr.categories.seo.score ?? 0) * 100),
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
        });
      }
      results[route] = Object.fromEntries(
        Object.keys(samples[0]).map((key) => [key, median(samples.map((sample) => sample[key]))]),
      );
    }
  } finally {
    chrome.kill();
  }
  return results;
}

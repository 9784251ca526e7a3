// Lighthouse (mobile preset: simulated slow 4G, 4x CPU) on Debian's Chromium, median of
// several runs per route, beside a minimal reference page served by the same server
// (reference-pages.mjs).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from '../chromium-path.ts';

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
        const document = lhr.audits['network-requests']?.details?.items?.find(
          (request) => request.resourceType === 'Document',
        );
        samples.push({
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
          bestPractices: Math.round((lhr.categories['best-practices'].score ?? 0) * 100),
          seo: Math.round((lhr.categories.seo.score ?? 0) * 100),
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          // What the simulation downloads for the page before it can paint: gzip body and headers.
          documentBytes: document?.transferSize ?? NaN,
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

// Lighthouse (mobile preset: simulated slow 4G, 4x CPU) on Debian's Chromium, median of
// several runs per route, beside a minimal reference page served by the same server
// (reference-pages.ts).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from '../chromium-path.ts';

/** The median of the runs that measured it: a run whose trace had no paint (a loaded machine) gives NaN and is left out. */
const median = (values: number[]): number => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/** A category's score (0 to 1) as 0 to 100; NaN when the run could not score it (a trace with no paint), so the median leaves the run out. */
export const percent = (score: number | null | undefined): number =>
  typeof score === 'number' ? Math.round(score * 100) : NaN;

/**
 * Lighthouse's own CPU slowdown with its network throttling off: for a server that shapes the
 * network itself (slow-start-server.ts), so the timings are what Chromium observed.
 */
export const OBSERVED_WITH_SLOW_CPU: Flags = {
  throttlingMethod: 'devtools',
  throttling: { requestLatencyMs: 0, downloadThroughputKbps: 0, uploadThroughputKbps: 0, cpuSlowdownMultiplier: 4 },
};

/** A route's scores (0 to 100) and timings (ms), the median of its runs; NaN where no run measured it. */
export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  documentBytes: number;
}

export async function runLighthouse(
  origin: string,
  routes: string[],
  runs: number,
  settings: Flags = {},
): Promise<Record<string, LighthouseScores>> {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium() ?? undefined,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const results: Record<string, LighthouseScores> = {};
  try {
    for (const route of routes) {
      const samples: LighthouseScores[] = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(origin + route, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          ...settings,
        });
        if (!result) throw new Error(`Lighthouse returned no result for ${origin + route}`);
        const { lhr } = result;
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        const details = lhr.audits['network-requests']?.details;
        const document =
          details?.type === 'table' ? details.items.find((request) => request.resourceType === 'Document') : undefined;
        samples.push({
          performance: percent(lhr.categories.performance?.score),
          accessibility: percent(lhr.categories.accessibility?.score),
          bestPractices: percent(lhr.categories['best-practices']?.score),
          seo: percent(lhr.categories.seo?.score),
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          // What the simulation downloads for the page before it can paint: gzip body and headers.
          documentBytes: typeof document?.transferSize === 'number' ? document.transferSize : NaN,
        });
      }
      const scores = { ...samples[0]! };
      for (const key of Object.keys(scores) as (keyof LighthouseScores)[])
        scores[key] = median(samples.map((sample) => sample[key]));
      results[route] = scores;
    }
  } finally {
    chrome.kill();
  }
  return results;
}

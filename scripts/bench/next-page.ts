// The next page: from a click on a link (after the pointer rested on it 250 ms) to that page's
// largest paint, on seven common paths, with the site's speculation rules and without them.
// Chromium does not prerender for a page a DevTools client is attached to (as Playwright attaches
// one), so it runs here with none: a plain process, driven by a script the bench's server adds to each page
// (next-page-driver.js), which reports its timings to that server. The server sends the pages the
// way slow 4G does (slow-start-server.ts); files under /_astro/ are kept, as the site's headers
// say, and a visitor's connection stays open from page to page, as one to the edge does.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, findChromium } from '../chromium-path.ts';
import { startSlowStartServer } from './slow-start-server.ts';

export const NEXT_PAGE_PATHS: [from: string, next: string][] = [
  ['/', '/pricing'],
  ['/', '/products/sms'],
  ['/pricing', '/contact'],
  ['/blog', '/blog/webhook-best-practices'],
  ['/products/sms', '/pricing'],
  ['/es', '/es/pricing'],
  ['/de/pricing', '/de/contact'],
];

const DRIVER = readFileSync(new URL('./next-page-driver.js', import.meta.url), 'utf8');
const SITE_RULES = /<script type="speculationrules">([^<]*)<\/script>/;
const TIMEOUT_MS = 60_000;
const KEEP_ALIVE_MS = 60_000;

/** A rule of the site's speculation rules (src/lib/speculation-rules.ts): the links it covers and when it starts. */
interface SpeculationRule {
  where?: object;
  eagerness?: string;
  [key: string]: unknown;
}

/** What the driver reports from the next page (next-page-driver.js); times in ms from its time origin. */
interface DriverResult {
  path: string;
  timeOrigin: number;
  activationStart: number;
  responseStart: number;
  responseEnd: number;
  lcp: number | null;
  lcpElement: string | null;
}

/** A post of the driver: the click's moment (`at`), the next page's timings, or what went wrong (`message`). */
type DriverPost = Partial<DriverResult> & { at?: number; message?: string };

/** One click being measured, and what the driver has reported of it so far. */
interface Step {
  from: string;
  next: string;
  clickAt?: number;
  result?: DriverResult;
  error?: string;
}

/** One click's timings. */
interface Click {
  clickToPaintMs: number;
  firstByteMs: number;
  lastByteMs: number;
  prerendered: boolean;
  activatedMs: number | null;
  paintAfterActivationMs: number | null;
  lcpElement: string | null;
}

const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The site's rules as the driver can start them. Chromium starts a rule of "eager", "moderate" or
 * "conservative" eagerness only when a real pointer rests on or presses a link, which no script
 * can move; so each such rule is kept with its own action and links, made "immediate" and limited
 * to a link the driver has marked with that intent (after Chromium's own dwell, or at the press).
 */
export function rulesStartedByMarks(
  rules: Record<string, readonly SpeculationRule[]>,
): Record<string, SpeculationRule[]> {
  return Object.fromEntries(
    Object.entries(rules).map(([action, list]) => [
      action,
      list.map((rule) =>
        rule.where && rule.eagerness && rule.eagerness !== 'immediate'
          ? {
              ...rule,
              where: { and: [rule.where, { selector_matches: `[data-bench-intent~=${rule.eagerness}]` }] },
              eagerness: 'immediate',
            }
          : rule,
      ),
    ]),
  );
}

const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** A page as the pass serves it: the driver added, and the site's rules rewritten for it (its policy too) or taken out. */
function pageFor(html: string, pathname: string, step: Step, withRules: boolean): string {
  const role = pathname === step.from ? 'first' : pathname === step.next ? 'next' : 'other';
  const driver = `<script async src="/__bench/driver.js" data-role="${role}" data-next="${step.next}"></script>`;
  const site = SITE_RULES.exec(html);
  let page = html;
  if (site && withRules) {
    const rewritten = JSON.stringify(rulesStartedByMarks(JSON.parse(site[1]!)));
    page = page
      .replace(site[0], `<script type="speculationrules">${rewritten}</script>`)
      .replace(cspHash(site[1]!), cspHash(rewritten));
  } else if (site) page = page.replace(site[0], '');
  return page.replace('</body>', `${driver}</body>`);
}

/** One click: a fresh browser profile opens `from` and follows its link to `next`. */
async function click(origin: string, step: Step, waitFor: () => Promise<Step>): Promise<Step> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-next-page-'));
  const browser = spawn(
    findChromium() ?? 'chromium',
    [
      ...CHROMIUM_ARGS,
      '--headless=new',
      `--user-data-dir=${profile}`,
      '--window-size=1280,800',
      `${origin}${step.from}`,
    ],
    { stdio: 'ignore', detached: true },
  );
  try {
    return await waitFor();
  } finally {
    try {
      process.kill(-browser.pid!, 'SIGTERM');
    } catch {
      /* already gone */
    }
    await new Promise<void>((resolve) =>
      browser.exitCode === null ? browser.once('exit', () => resolve()) : resolve(),
    );
    rmSync(profile, { recursive: true, force: true });
  }
}

export async function nextPage(dist: string, port: number, runs: number) {
  let step!: Step;
  let settle: (() => void) | null = null;
  const readBody = (req: IncomingMessage) =>
    new Promise<DriverPost>((resolve) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => resolve(body ? JSON.parse(body) : {}));
    });
  let withRules = false;
  const server = await startSlowStartServer(dist, port, {
    answer(req, res) {
      const { pathname } = new URL(req.url ?? '/', 'http://localhost');
      if (!pathname.startsWith('/__bench/')) return false;
      if (pathname === '/__bench/driver.js') {
        res
          .writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' })
          .end(DRIVER);
        return true;
      }
      void readBody(req).then((data) => {
        res.writeHead(204).end();
        if (pathname === '/__bench/click') step.clickAt = data.at;
        else if (pathname === '/__bench/result') step.result = data as DriverResult;
        else if (pathname === '/__bench/error') step.error = data.message;
        if ((step.result && step.clickAt) || step.error) settle?.();
      });
      return true;
    },
    html: (text, pathname) => pageFor(text, pathname, step, withRules),
    keepAliveMs: KEEP_ALIVE_MS,
    cacheControl: (pathname) =>
      pathname.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
  });

  const load: { before?: number; after?: number } = { before: loadavg()[0] };
  const paths = NEXT_PAGE_PATHS.map(([from, next]) => ({ from, next, without: [] as Click[], with: [] as Click[] }));
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const mode of ['without', 'with'] as const) {
        withRules = mode === 'with';
        for (const path of paths) {
          step = { from: path.from, next: path.next };
          const done = await click(
            server.origin,
            step,
            () =>
              new Promise((resolve, reject) => {
                const timer = setTimeout(
                  () => reject(new Error(`${path.from} -> ${path.next}: no report in ${TIMEOUT_MS} ms`)),
                  TIMEOUT_MS,
                );
                settle = () => {
                  clearTimeout(timer);
                  resolve(step);
                };
              }),
          );
          if (done.error) throw new Error(done.error);
          const { result, clickAt } = done as Required<Step>;
          const painted = result.timeOrigin + Math.max(result.lcp ?? 0, result.activationStart);
          path[mode].push({
            clickToPaintMs: Math.round(painted - clickAt),
            // The next page's first byte from the click: below zero when it was fetched before it.
            firstByteMs: Math.round(result.timeOrigin + result.responseStart - clickAt),
            lastByteMs: Math.round(result.timeOrigin + result.responseEnd - clickAt),
            prerendered: result.activationStart > 0,
            // A prerender shown: from the click to its activation, and from there to its largest paint
            // (none when the prerender had painted it before the click).
            activatedMs:
              result.activationStart > 0 ? Math.round(result.timeOrigin + result.activationStart - clickAt) : null,
            paintAfterActivationMs:
              result.activationStart > 0
                ? Math.round(Math.max(result.lcp ?? 0, result.activationStart) - result.activationStart)
                : null,
            lcpElement: result.lcpElement,
          });
        }
      }
    }
  } finally {
    server.stop();
  }
  load.after = loadavg()[0];

  const summary = (clicks: Click[]) => ({
    medianMs: median(clicks.map((c) => c.clickToPaintMs)),
    prerendered: clicks.filter((c) => c.prerendered).length,
    clicks,
  });
  const rows = paths.map(({ from, next, without, with: withRulesClicks }) => ({
    from,
    next,
    without: summary(without),
    with: summary(withRulesClicks),
  }));
  return {
    runs,
    loadAverage: load,
    medianMs: {
      without: median(rows.map((row) => row.without.medianMs)),
      with: median(rows.map((row) => row.with.medianMs)),
    },
    paths: rows,
  };
}

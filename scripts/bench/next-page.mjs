// The next page: from a click on a link (after the pointer rested on it 250 ms) to that page's
// largest paint, on seven common paths, with the site's speculation rules and without them.
// Chromium does not prerender for a page a DevTools client is attached to (as Playwright attaches
// one), so it runs here with none: a plain process, driven by a script the bench's server adds to each page
// (next-page-driver.js), which reports its timings to that server. The server sends the pages the
// way slow 4G does (slow-start-server.mjs); files under /_astro/ are kept, as the site's headers
// say, and a visitor's connection stays open from page to page, as one to the edge does.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, findChromium } from '../chromium-path.ts';
import { startSlowStartServer } from './slow-start-server.mjs';

export const NEXT_PAGE_PATHS = [
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

const cspHash = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The site's rules as the driver can start them. Chromium starts a rule of "eager", "moderate" or
 * "conservative" eagerness only when a real pointer rests on or presses a link, which no script
 * can move; so each such rule is kept with its own action and links, made "immediate" and limited
 * to a link the driver has marked with that intent (after Chromium's own dwell, or at the press).
 */
export function rulesStartedByMarks(rules) {
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

const median = (values) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** A page as the pass serves it: the driver added, and the site's rules rewritten for it (its policy too) or taken out. */
function pageFor(html, pathname, step, withRules) {
  const role = pathname === step.from ? 'first' : pathname === step.next ? 'next' : 'other';
  const driver = `<script async src="/__bench/driver.js" data-role="${role}" data-next="${step.next}"></script>`;
  const site = SITE_RULES.exec(html);
  let page = html;
  if (site && withRules) {
    const rewritten = JSON.stringify(rulesStartedByMarks(JSON.parse(site[1])));
    page = page
      .replace(site[0], `<script type="speculationrules">${rewritten}</script>`)
      .replace(cspHash(site[1]), cspHash(rewritten));
  } else if (site) page = page.replace(site[0], '');
  return page.replace('</body>', `${driver}</body>`);
}

/** One click: a fresh browser profile opens `from` and follows its link to `next`. */
async function click(origin, step, waitFor) {
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
      process.kill(-browser.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
    await new Promise((resolve) => (browser.exitCode === null ? browser.once('exit', resolve) : resolve()));
    rmSync(profile, { recursive: true, force: true });
  }
}

export async function nextPage(dist, port, runs) {
  let step = null;
  let settle = null;
  const readBody = (req) =>
    new Promise((resolve) => {
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
        else if (pathname === '/__bench/result') step.result = data;
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

  const load = { before: loadavg()[0] };
  const paths = NEXT_PAGE_PATHS.map(([from, next]) => ({ from, next, without: [], with: [] }));
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const mode of ['without', 'with']) {
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
          const { result, clickAt } = done;
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

  const summary = (clicks) => ({
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

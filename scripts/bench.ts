// `npm run bench`: page weight, Lighthouse, the next page and build scaling. Writes bench/results.json and
// prints tables. Timings live here, never in the tests. Takes several minutes.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWithExtraPosts } from './bench/build-scaling.ts';
import { imageBuildCost } from './bench/image-build-cost.ts';
import { OBSERVED_WITH_SLOW_CPU, runLighthouse, type LighthouseScores } from './bench/lighthouse.ts';
import { nextPage } from './bench/next-page.ts';
import { COMPARED_ROUTES, PHOTO_ROUTE, photoArticle } from './bench/photo-article.ts';
import { PADDED_REFERENCES, REFERENCE_ROUTE, writeReferencePage } from './bench/reference-pages.ts';
import { repeatVisit } from './bench/repeat-visit.ts';
import { requestedJs } from './bench/requested-js.ts';
import { startServer } from './bench/server.ts';
import { RTT_MS, startSlowStartServer } from './bench/slow-start-server.ts';
import { DIST, htmlFiles } from '../e2e/support/built-site.ts';
import { FIRST_FLIGHT, pageWeight } from '../e2e/support/page-weight.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const LIGHTHOUSE_ROUTES = [
  '/',
  '/products/sms',
  '/pricing',
  '/blog',
  '/developers/api',
  '/login',
  '/compose',
  '/reports',
];
/** Measured beside the routes: the reference page inside and just outside the first round trip. */
const MEASURED_ROUTES = [...Object.keys(PADDED_REFERENCES), ...LIGHTHOUSE_ROUTES];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 50);
const SCALING = (process.env.BENCH_POSTS ?? '0,1000,5000').split(',').map(Number);
const only = new Set(
  (process.env.BENCH_ONLY ?? 'weight,lighthouse,photo,streamed,repeat,next,build,images').split(','),
);

/** What Lighthouse measured of each route, beside the reference page. */
interface LighthouseRun {
  runs: number;
  reference: LighthouseScores;
  routes: Record<string, LighthouseScores & { lcpRatio: number; fcpRatio: number; firstScreen: number | null }>;
}

type PhotoPass = keyof Awaited<ReturnType<typeof photoArticle>>;
type ScalingRun = ReturnType<typeof buildWithExtraPosts>;

/** bench/results.json: when and where it ran, and each section as last measured. */
interface BenchResults {
  date: string;
  machine: { cpus: number; cpuModel: string | undefined; memoryGb: number; node: string };
  pageWeight?: (ReturnType<typeof pageWeight> & { jsBeforeInteraction: number | null })[];
  lighthouse?: LighthouseRun;
  lighthouseStreamed?: LighthouseRun;
  repeatVisit?: Awaited<ReturnType<typeof repeatVisit>>;
  nextPage?: Awaited<ReturnType<typeof nextPage>>;
  photoArticle?: { runs: number } & Partial<
    Record<PhotoPass, { reference: LighthouseScores; routes: Record<string, LighthouseScores & { lcpRatio: number }> }>
  >;
  buildScaling?: (ScalingRun & Record<'coldMsPerPost' | 'warmMsPerPost' | 'newPostMsPerPost', number | null>)[];
  imageBuildCost?: Awaited<ReturnType<typeof imageBuildCost>>;
}

const table = (rows: Record<string, unknown>[], columns: string[]) => {
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((row) => String(row[c] ?? '').length)));
  const line = (cells: unknown[]) => cells.map((cell, i) => String(cell ?? '').padStart(widths[i]!)).join('  ');
  return [
    line(columns),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map((row) => line(columns.map((c) => row[c]))),
  ].join('\n');
};

function sitemapRoutes() {
  const xml = readFileSync(join(DIST, 'sitemap-0.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname);
}

// With BENCH_ONLY set, the sections not measured this time keep their last results.
const previous: Partial<BenchResults> = (() => {
  try {
    return JSON.parse(readFileSync(join(ROOT, 'bench', 'results.json'), 'utf8'));
  } catch {
    return {};
  }
})();
const results: BenchResults = {
  ...previous,
  date: new Date().toISOString(),
  machine: {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model,
    memoryGb: Math.round(totalmem() / 2 ** 30),
    node: process.version,
  },
};

/** Ratios to the reference page, per route, printed as a table and returned for results.json. */
function lighthouseRun(
  scores: Record<string, LighthouseScores>,
  firstScreenOf: Map<string, number>,
  title: string,
): LighthouseRun {
  const reference = scores[REFERENCE_ROUTE]!;
  const run: LighthouseRun = { runs: RUNS, reference, routes: {} };
  for (const route of MEASURED_ROUTES) {
    run.routes[route] = {
      ...scores[route]!,
      lcpRatio: Math.round((scores[route]!.lcp / reference.lcp) * 100) / 100,
      fcpRatio: Math.round((scores[route]!.fcp / reference.fcp) * 100) / 100,
      firstScreen: firstScreenOf.get(route.replace(/(.)\/$/, '$1')) ?? null,
    };
  }
  console.log(
    `\n${title}, median of ${RUNS} runs (reference page FCP ${Math.round(reference.fcp)} ms, LCP ${Math.round(reference.lcp)} ms)\n`,
  );
  const rows = MEASURED_ROUTES.map((route) => {
    const s = run.routes[route]!;
    return {
      route,
      perf: s.performance,
      a11y: s.accessibility,
      bp: s.bestPractices,
      seo: s.seo,
      fcp: Math.round(s.fcp),
      lcp: Math.round(s.lcp),
      'lcp/ref': s.lcpRatio,
      'fcp/ref': s.fcpRatio,
      first: s.firstScreen,
      doc: s.documentBytes,
      tbt: Math.round(s.tbt),
      cls: s.cls.toFixed(3),
    };
  });
  console.log(
    table(rows, [
      'route',
      'perf',
      'a11y',
      'bp',
      'seo',
      'fcp',
      'lcp',
      'lcp/ref',
      'fcp/ref',
      'first',
      'doc',
      'tbt',
      'cls',
    ]),
  );
  return run;
}

console.log('Building the site...');
const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

if (['weight', 'lighthouse', 'streamed', 'repeat'].some((section) => only.has(section))) {
  const removeReference = writeReferencePage(DIST);
  const server = await startServer(ROOT, 4410);
  try {
    const weights = htmlFiles().map(pageWeight);
    if (only.has('weight')) {
      const requested = await requestedJs(server.origin, sitemapRoutes(), DIST);
      results.pageWeight = weights
        .map((w) => ({ ...w, jsBeforeInteraction: requested[w.route]?.bytes ?? null }))
        .sort((a, b) => a.route.localeCompare(b.route));
      console.log(
        `\nPage weight (gzip bytes; js = every module the page can load; js0 = requested before any input; first = HTML to the first </h1> + render-blocking CSS, budget ${FIRST_FLIGHT})\n`,
      );
      console.log(
        table(
          results.pageWeight.map((w) => ({
            route: w.route,
            html: w.html,
            css: w.css,
            js: w.js,
            js0: w.jsBeforeInteraction,
            first: w.firstScreen,
          })),
          ['route', 'html', 'css', 'js', 'js0', 'first'],
        ),
      );
    }
    const firstScreenOf = new Map(weights.map((weight) => [weight.route, weight.firstScreen]));
    if (only.has('lighthouse')) {
      results.lighthouse = lighthouseRun(
        await runLighthouse(server.origin, [REFERENCE_ROUTE, ...MEASURED_ROUTES], RUNS),
        firstScreenOf,
        'Lighthouse, mobile preset (simulated slow 4G, 4x CPU)',
      );
    }
    if (only.has('repeat')) {
      results.repeatVisit = await repeatVisit(server.origin);
      console.log('\nRepeat visits on slow 4G (Chromium): clicks from page to page, what went to the network again\n');
      console.log(
        table(
          results.repeatVisit.map((row) => ({ ...row, redirects: row.redirects.length })),
          ['route', 'ms', 'requests', 'fromCache', 'networkForKnownFiles', 'redirects'],
        ),
      );
    }
    if (only.has('streamed')) {
      // The same pages streamed over a modelled slow 4G link with TCP slow start: what a first
      // screen that fits the first round trip buys, which the simulation above cannot show.
      const streamed = await startSlowStartServer(DIST, 4411);
      try {
        results.lighthouseStreamed = lighthouseRun(
          await runLighthouse(streamed.origin, [REFERENCE_ROUTE, ...MEASURED_ROUTES], RUNS, OBSERVED_WITH_SLOW_CPU),
          firstScreenOf,
          `Lighthouse, observed: ${RTT_MS} ms round trips with TCP slow start, 1.6 Mbit/s, 4x CPU`,
        );
      } finally {
        streamed.stop();
      }
    }
  } finally {
    removeReference();
    server.stop();
  }
}

if (only.has('next')) {
  results.nextPage = await nextPage(DIST, 4413, RUNS);
  const { medianMs, loadAverage } = results.nextPage;
  console.log(
    `\nThe next page: click (after a 250 ms rest on the link) to its largest paint, ${RTT_MS} ms round trips with TCP slow start, 1.6 Mbit/s; median of ${RUNS} runs (load average ${loadAverage.before} before, ${loadAverage.after} after)\n`,
  );
  console.log(
    table(
      [
        ...results.nextPage.paths.map(({ from, next, without, with: withRules }) => ({
          path: `${from} -> ${next}`,
          without: without.medianMs,
          with: withRules.medianMs,
          prerendered: `${withRules.prerendered}/${RUNS}`,
        })),
        { path: 'median', without: medianMs.without, with: medianMs.with },
      ],
      ['path', 'without', 'with', 'prerendered'],
    ),
  );
}

if (only.has('photo')) {
  console.log(`\nBuilding a copy whose ${PHOTO_ROUTE} has a 4000 × 3000 camera photo as cover and body image...`);
  const passes = await photoArticle(RUNS, 4412);
  results.photoArticle = { runs: RUNS };
  for (const [pass, scores] of Object.entries(passes) as [PhotoPass, Record<string, LighthouseScores>][]) {
    const reference = scores[REFERENCE_ROUTE]!;
    const ratio = (route: string) => Math.round((scores[route]!.lcp / reference.lcp) * 100) / 100;
    results.photoArticle[pass] = {
      reference,
      routes: Object.fromEntries(
        [PHOTO_ROUTE, ...COMPARED_ROUTES].map((route) => [route, { ...scores[route]!, lcpRatio: ratio(route) }]),
      ),
    };
    const how =
      pass === 'simulated' ? 'mobile preset' : `observed: ${RTT_MS} ms round trips with TCP slow start, 4x CPU`;
    console.log(
      `\nLighthouse (${how}), ${PHOTO_ROUTE} with a camera photo beside two pages without one, median of ${RUNS} runs (reference page LCP ${Math.round(reference.lcp)} ms)\n`,
    );
    const rows = Object.entries(results.photoArticle[pass]!.routes).map(([route, s]) => ({
      route,
      perf: s.performance,
      fcp: Math.round(s.fcp),
      lcp: Math.round(s.lcp),
      'lcp/ref': s.lcpRatio,
      tbt: Math.round(s.tbt),
      cls: s.cls.toFixed(3),
    }));
    console.log(table(rows, ['route', 'perf', 'fcp', 'lcp', 'lcp/ref', 'tbt', 'cls']));
  }
}

if (only.has('build')) {
  const runs = SCALING.map((extra) => {
    console.log(`\nBuilding with ${extra} extra blog posts...`);
    return buildWithExtraPosts(extra);
  });
  const base = runs[0];
  /** The time a post adds to a build, over the build without extra posts. */
  const marginal = (run: ScalingRun, pass: 'cold' | 'warm' | 'newPost') =>
    run.extraPosts > 0 && base ? Math.round(((run[pass].wallMs - base[pass].wallMs) / run.extraPosts) * 10) / 10 : null;
  results.buildScaling = runs.map((run) => ({
    ...run,
    coldMsPerPost: marginal(run, 'cold'),
    warmMsPerPost: marginal(run, 'warm'),
    newPostMsPerPost: marginal(run, 'newPost'),
  }));
  console.log(
    '\nBuild scaling (astro build and Pagefind of a temporary copy: empty cache, kept cache, kept cache and one new post)\n',
  );
  const rows = results.buildScaling.map((run) => ({
    extraPosts: run.extraPosts,
    coldMs: run.cold.wallMs,
    warmMs: run.warm.wallMs,
    newPostMs: run.newPost.wallMs,
    coldMsPerPost: run.coldMsPerPost,
    warmMsPerPost: run.warmMsPerPost,
    newPostMsPerPost: run.newPostMsPerPost,
    peakMemoryMb: Math.max(run.cold.peakMemoryMb, run.warm.peakMemoryMb, run.newPost.peakMemoryMb),
  }));
  console.log(
    table(rows, [
      'extraPosts',
      'coldMs',
      'warmMs',
      'newPostMs',
      'coldMsPerPost',
      'warmMsPerPost',
      'newPostMsPerPost',
      'peakMemoryMb',
    ]),
  );
  const steps = [...new Set(runs.flatMap((run) => Object.keys(run.cold.steps)))];
  console.log('\nPost-build steps, cold (ms)\n');
  console.log(
    table(
      runs.map((run) => ({ extraPosts: run.extraPosts, ...run.cold.steps })),
      ['extraPosts', ...steps],
    ),
  );
}

if (only.has('images')) {
  console.log(`\nBuilding a copy with ${PHOTOS} posts, each with its own camera photo, twice...`);
  results.imageBuildCost = await imageBuildCost(PHOTOS);
  console.log('\nCamera photos in the build (astro build of a temporary copy: empty cache, then kept cache)\n');
  console.log(table([results.imageBuildCost], ['photos', 'coldMs', 'warmMs']));
}

mkdirSync(join(ROOT, 'bench'), { recursive: true });
writeFileSync(join(ROOT, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log('\nWrote bench/results.json');

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { builtPages, DIST, builtFiles, sitemapRoutes } from '../support/built-site';
import { servedUrls } from './served-urls';
import { pathSample, servedSample } from './served-sample';
import { headerOf, readHeadersFile, ruleMatches } from '../support/headers-file';
import { EVERY_PATH, REVALIDATE } from '../support/security-policy';

// dist/ as Cloudflare's own runtime serves it (`wrangler pages dev`, started by playwright.config.ts).

const pages = builtPages();
const allRoutes = sitemapRoutes();
/** The Content-Security-Policy rules of dist/_headers (e2e/files/security-policy.test.ts holds them to the site's policy). */
const cspRules = readHeadersFile(readFileSync(join(DIST, '_headers'), 'utf8')).filter(
  (rule) => headerOf(rule, 'Content-Security-Policy') !== undefined,
);
/** How long a file may be kept: fingerprinted files a year, pages not at all, stable names a day. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const DAY = 'public, max-age=86400';
/**
 * The pages asked for (served-sample.ts); any other path (a file, a feed) is asked for itself.
 * That _headers gives every page exactly the site's policy, with its own hashes, is read from the files
 * (e2e/files/security-policy.test.ts).
 */
const routes = [...servedSample(allRoutes)];
const sampled = (paths: string[]) => pathSample(paths, allRoutes, new Set(routes));

/** Asks for each path with redirects not followed, eight at a time. */
async function statuses(request: APIRequestContext, paths: string[]) {
  const answers = new Map<string, { status: number; location: string; headers: Record<string, string> }>();
  for (let start = 0; start < paths.length; start += 8) {
    await Promise.all(
      paths.slice(start, start + 8).map(async (path) => {
        const response = await request.get(path, { maxRedirects: 0 });
        const headers = response.headers();
        answers.set(path, { status: response.status(), location: headers['location'] ?? '', headers });
      }),
    );
  }
  return answers;
}

test('the internal link targets that stand for all answer 200 with no redirect', async ({ request }) => {
  const targets = servedUrls(pages).filter((url) => url.source === 'link');
  const paths = sampled([...new Set(targets.map((url) => url.path))]);
  expect(paths.length).toBeGreaterThan(60);
  const answers = await statuses(request, paths);
  const problems = paths
    .filter((path) => answers.get(path)?.status !== 200)
    .map((path) => {
      const answer = answers.get(path)!;
      const from = targets.find((url) => url.path === path)!.page;
      return `${path} (linked from ${from}): ${answer.status} ${answer.location}`;
    });
  expect(problems, problems.join('\n')).toEqual([]);
});

test('the canonical, og:url, JSON-LD, breadcrumb, sitemap and RSS URLs that stand for all answer 200 with no redirect', async ({
  request,
}) => {
  const rss = ['rss.xml', 'changelog/rss.xml'].map((file) => readFileSync(join(DIST, file), 'utf8'));
  const sitemaps = builtFiles()
    .filter((file) => /^sitemap-\d+\.xml$/.test(file))
    .map((file) => readFileSync(join(DIST, file), 'utf8'));
  const urls = servedUrls(pages, { rss, sitemaps }).filter((url) => url.source !== 'link');
  const sources = new Set(urls.map((url) => url.source));
  expect([...sources].sort()).toEqual(['breadcrumb', 'canonical', 'json-ld', 'og:url', 'rss', 'sitemap']);
  const paths = sampled([...new Set(urls.map((url) => url.path))]);
  const answers = await statuses(request, paths);
  const problems = urls
    .filter((url) => answers.has(url.path) && answers.get(url.path)?.status !== 200)
    .map((url) => `${url.source} ${url.path} on ${url.page}: ${answers.get(url.path)?.status}`);
  expect([...new Set(problems)], problems.join('\n')).toEqual([]);
});

test('the other forms of a page URL (trailing slash, .html) redirect once to the link form', async ({ request }) => {
  const forms = routes.flatMap((route) =>
    route === '/'
      ? [{ path: '/index.html', to: '/' }]
      : [
          { path: `${route}/`, to: route },
          { path: `${route}.html`, to: route },
        ],
  );
  const answers = await statuses(
    request,
    forms.map((form) => form.path),
  );
  const problems = forms.flatMap(({ path, to }) => {
    const answer = answers.get(path)!;
    const location = new URL(answer.location || 'x:', 'http://x').pathname;
    return [301, 308].includes(answer.status) && location === to ? [] : [`${path}: ${answer.status} ${location}`];
  });
  expect(problems, problems.join('\n')).toEqual([]);
});

test('the pages that stand for all arrive with exactly the security headers, the CSP of their _headers rule, and revalidation', async ({
  request,
}) => {
  const answers = await statuses(request, routes);
  const problems: string[] = [];
  for (const route of routes) {
    const { headers } = answers.get(route)!;
    const check = (name: string, expected: string | undefined) =>
      headers[name.toLowerCase()] === expected ||
      problems.push(`${route}: ${name} ${headers[name.toLowerCase()]}, not ${expected}`);
    for (const [name, value] of EVERY_PATH) check(name, value);
    check('Cache-Control', REVALIDATE);
    const rules = cspRules.filter((rule) => ruleMatches(rule.path, route));
    check('Content-Security-Policy', rules.length === 1 ? headerOf(rules[0]!, 'Content-Security-Policy') : undefined);
  }
  expect(problems, problems.slice(0, 20).join('\n')).toEqual([]);
});

test('files are cached by how they change', async ({ request }) => {
  const files = builtFiles();
  const first = (pattern: RegExp) => {
    const file = files.find((name) => pattern.test(name));
    expect(file, String(pattern)).toBeTruthy();
    return `/${file}`;
  };
  const expected: [string, string][] = [
    [first(/^_astro\/.+\.js$/), IMMUTABLE],
    [first(/^_astro\/.+\.css$/), IMMUTABLE],
    [first(/^pagefind\/fragment\//), IMMUTABLE],
    [first(/^pagefind\/index\//), IMMUTABLE],
    ['/pagefind/pagefind-entry.json', REVALIDATE],
    ['/pagefind/pagefind.js', REVALIDATE],
    ['/openapi.json', REVALIDATE],
    ['/publish-schedule.json', REVALIDATE],
    ['/developers/relaymark.postman_collection.json', REVALIDATE],
    ['/og/index.png', DAY],
    // A page's share image under a section that each language has: no page rule may reach it.
    [first(/^og\/blog\.category\..+\.png$/), DAY],
    // A marketer's image, processed and named by its content at build time.
    [first(/^_astro\/.+\.(svg|webp|avif|jpe?g|png)$/), IMMUTABLE],
    ['/favicon.svg', DAY],
  ];
  const answers = await statuses(
    request,
    expected.map(([path]) => path),
  );
  for (const [path, policy] of expected) {
    expect(answers.get(path)?.status, path).toBe(200);
    expect(answers.get(path)?.headers['cache-control'], path).toBe(policy);
    expect(answers.get(path)?.headers['x-content-type-options'], path).toBe('nosniff');
  }
});

test('the files for crawlers are served, each as its type', async ({ request }) => {
  const expected: [string, RegExp][] = [
    ['/robots.txt', /^text\/plain/],
    ['/sitemap-index.xml', /^(application|text)\/xml/],
    ['/sitemap-0.xml', /^(application|text)\/xml/],
    ['/rss.xml', /^(application|text)\/xml/],
  ];
  const answers = await statuses(
    request,
    expected.map(([path]) => path),
  );
  for (const [path, type] of expected) {
    expect(answers.get(path)?.status, path).toBe(200);
    expect(answers.get(path)?.headers['content-type'], path).toMatch(type);
  }
});

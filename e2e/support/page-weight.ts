// What a built page weighs: the JavaScript it can load (every script and island module it
// names, followed through their imports), and its first screen (the HTML up to the end of its
// first <h1> plus every render-blocking stylesheet). Prints gzip bytes per route; importable
// for tests and the bench: `npx node e2e/support/page-weight.ts`.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { DIST, htmlFiles, routeOf } from './built-site.ts';

const gzip = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

/** Once per file for all the pages that share it (scripts, stylesheets): the cost stays that of the pages' own HTML. */
function remembered<Value>(compute: (key: string) => Value): (key: string) => Value {
  const known = new Map<string, Value>();
  return (key) => {
    if (!known.has(key)) known.set(key, compute(key));
    return known.get(key)!;
  };
}
const gzipOfFile = remembered((path) => gzip(readFileSync(path)));
const importsOf = remembered((url) =>
  [...readFileSync(join(DIST, url), 'utf8').matchAll(/(?:from\s*|import\s*\(?\s*)["'](\.{1,2}\/[^"']+\.js)["']/g)].map(
    ([, spec]) => join(dirname(url), spec!),
  ),
);

function moduleGraph(entries: Iterable<string>) {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const url = queue.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    queue.push(...importsOf(url));
  }
  return seen;
}

/** A TCP connection's first flight: 10 segments of 1,460 bytes. */
export const FIRST_FLIGHT = 14_600;

const attribute = (tag: string, name: string) =>
  tag
    .match(new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'))
    ?.slice(1)
    .find((v) => v !== undefined);

/**
 * Stylesheets that hold back the first screen: every <link rel=stylesheet> before the end of
 * the first <h1> whose media can match a screen. One placed later in <body> only holds back
 * what follows it (Chromium paints the content above an in-body stylesheet).
 */
export function renderBlockingStylesheets(htmlBeforeH1: string): string[] {
  return [...htmlBeforeH1.matchAll(/<link\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => /^stylesheet$/i.test(attribute(tag, 'rel') ?? ''))
    .filter((tag) => !/\sdisabled\b/i.test(tag))
    .filter((tag) => {
      const media = (attribute(tag, 'media') ?? 'all').trim().toLowerCase();
      return !/^(only\s+)?print$/.test(media) && media !== 'not all';
    })
    .map((tag) => attribute(tag, 'href'))
    .filter((href): href is string => href !== undefined);
}

/**
 * The bytes a visitor needs before the page can paint its first screen: the HTML up to the
 * end of the first <h1>, plus the render-blocking stylesheets it links, each gzipped.
 */
export function firstScreen(file: string, dist = DIST) {
  const html = readFileSync(file, 'utf8');
  const end = html.search(/<\/h1\s*>/i);
  if (end < 0) throw new Error(`${routeOf(file)}: no <h1>`);
  const head = html.slice(0, html.indexOf('>', end) + 1);
  const stylesheets = renderBlockingStylesheets(head);
  const css = stylesheets.reduce((sum, href) => sum + gzipOfFile(join(dist, href.split(/[?#]/)[0]!)), 0);
  const bytes = gzip(head);
  return { html: bytes, css, total: bytes + css, stylesheets };
}

/** The JavaScript a page can load: every script and island module it names, followed through their imports. */
export function pageJavaScript(html: string) {
  const entries = new Set<string>();
  for (const [, url] of html.matchAll(/(?:component-url|renderer-url|src)="(\/_astro\/[^"]+\.js)"/g)) entries.add(url!);
  const modules = moduleGraph(entries);
  return { js: [...modules].reduce((sum, url) => sum + gzipOfFile(join(DIST, url)), 0), modules: modules.size };
}

export function pageWeight(file: string) {
  const html = readFileSync(file, 'utf8');
  const { js, modules } = pageJavaScript(html);
  const cssFiles = [...html.matchAll(/href="(\/_astro\/[^"]+\.css)"/g)].map(([, url]) => url);
  const css = cssFiles.reduce((sum, url) => sum + gzipOfFile(join(DIST, url!)), 0);
  return {
    route: routeOf(file),
    html: gzip(html),
    css,
    js,
    modules,
    firstScreen: firstScreen(file).total,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = htmlFiles()
    .map(pageWeight)
    .sort((a, b) => a.route.localeCompare(b.route));
  console.log(
    'route'.padEnd(36),
    'html'.padStart(8),
    'css'.padStart(8),
    'js'.padStart(8),
    'first'.padStart(8),
    '(gzip bytes; js = every module the page can load; first = HTML to the first </h1> + blocking CSS)',
  );
  for (const r of rows)
    console.log(
      r.route.padEnd(36),
      String(r.html).padStart(8),
      String(r.css).padStart(8),
      String(r.js).padStart(8),
      String(r.firstScreen).padStart(8),
    );
}

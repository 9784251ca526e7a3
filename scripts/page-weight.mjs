// JavaScript a built page can load: every script and island module it names, followed
// through their imports. Prints gzip bytes per route; importable for tests and the bench.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

export const DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../dist');

export function htmlFiles(dir = DIST) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

export function routeOf(file) {
  const path = `/${relative(DIST, file)}`.replace(/index\.html$/, '').replace(/\.html$/, '');
  return path.length > 1 ? path.replace(/\/$/, '') : '/';
}

const gzip = (text) => gzipSync(text, { level: 9 }).length;

function moduleGraph(entries) {
  const seen = new Set();
  const queue = [...entries];
  while (queue.length > 0) {
    const url = queue.pop();
    if (seen.has(url)) continue;
    seen.add(url);
    const source = readFileSync(join(DIST, url), 'utf8');
    for (const [, spec] of source.matchAll(/(?:from\s*|import\s*\(?\s*)["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      queue.push(join(dirname(url), spec));
    }
  }
  return seen;
}

export function pageWeight(file) {
  const html = readFileSync(file, 'utf8');
  const entries = new Set();
  for (const [, url] of html.matchAll(/(?:component-url|renderer-url|src)="(\/_astro\/[^"]+\.js)"/g)) entries.add(url);
  const modules = moduleGraph(entries);
  const js = [...modules].reduce((sum, url) => sum + gzip(readFileSync(join(DIST, url))), 0);
  const cssFiles = [...html.matchAll(/href="(\/_astro\/[^"]+\.css)"/g)].map(([, url]) => url);
  const css = cssFiles.reduce((sum, url) => sum + gzip(readFileSync(join(DIST, url))), 0);
  return { route: routeOf(file), html: gzip(html), css, js, modules: modules.size };
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
    '(gzip bytes; js = every module the page can load)',
  );
  for (const r of rows)
    console.log(r.route.padEnd(36), String(r.html).padStart(8), String(r.css).padStart(8), String(r.js).padStart(8));
}

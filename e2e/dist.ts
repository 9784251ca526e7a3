import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/** The built site. Tests read the list of pages from here, never from a hand-kept list. */
export const DIST = resolve(import.meta.dirname, '..', 'dist');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** Every file in dist/, as paths relative to it ("blog/index.html"). */
export function distFiles(): string[] {
  if (!existsSync(DIST)) throw new Error('dist/ is missing: run `npm run build` first');
  return walk(DIST).map((file) => relative(DIST, file).split('\\').join('/'));
}

/** The URL path a built HTML file is served at: "blog/x/index.html" -> "/blog/x". */
export function pagePath(file: string): string {
  const path = `/${file}`.replace(/\/index\.html$/, '').replace(/\.html$/, '');
  return path === '' ? '/' : path;
}

export interface BuiltPage {
  file: string;
  path: string;
  html: string;
}

/** Every HTML page of the site except the 404 page. */
export function builtPages(): BuiltPage[] {
  return distFiles()
    .filter((file) => file.endsWith('.html') && file !== '404.html')
    .map((file) => ({ file, path: pagePath(file), html: readFileSync(join(DIST, file), 'utf8') }));
}

export { decodeEntities } from '../src/lib/html-entities';

/** Every route the sitemap lists, as URL paths ("/", "/blog/x"). */
export function sitemapRoutes(): string[] {
  const files = distFiles().filter((file) => /^sitemap-\d+\.xml$/.test(file));
  const urls = files.flatMap((file) =>
    [...readFileSync(join(DIST, file), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!),
  );
  return urls.map((url) => new URL(url).pathname.replace(/\/$/, '') || '/');
}

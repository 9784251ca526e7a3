// The built site as the tests and the benchmark read it: dist/ unless told otherwise, through the
// build's own walker (src/build/built-site.ts), so all agree on which files are pages and at which
// URL each is served.
import { readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import * as site from '../../src/build/built-site.ts';

export interface BuiltPage {
  /** Absolute path of the HTML file. */
  file: string;
  route: string;
  html: string;
}

export const DIST = resolve(import.meta.dirname, '../..', 'dist');
/** The pseudo-localised test build (PSEUDO_LOCALE=1 astro build): every text from content/ marked ⟦ ⟧. */
export const PSEUDO_DIST = resolve(import.meta.dirname, '../..', 'dist-pseudo');

/** Every file of a built site, relative to it with forward slashes ("blog/x.html"). */
export const builtFiles = (root = DIST) => site.builtFiles(root);
/** Every HTML file of the site's pages (the 404 pages included, /admin not), as absolute paths. */
export const htmlFiles = (root = DIST) => site.htmlFiles(root);
/** The URL path a built HTML file is served at: "about.html" and "about/index.html" -> "/about". */
export const routeOf = (file: string, root = DIST) => site.routeOf(file, root);
/** Every page a visitor can reach by its URL: every HTML file but the 404 pages (the site's and its sections', in each language), read. */
export function builtPages(root = DIST): BuiltPage[] {
  return site
    .htmlFiles(root)
    .filter((file) => !/(^|\/)404\.html$/.test(relative(root, file).split(sep).join('/')))
    .map((file) => ({ file, route: site.routeOf(file, root), html: readFileSync(file, 'utf8') }));
}

/** Every route the built sitemap lists, as URL paths ("/", "/blog/x"). */
export function sitemapRoutes(root = DIST): string[] {
  return builtFiles(root)
    .filter((file) => /^sitemap-\d+\.xml$/.test(file))
    .flatMap((file) => [...readFileSync(join(root, file), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)])
    .map((match) => new URL(match[1]!).pathname.replace(/\/$/, '') || '/');
}

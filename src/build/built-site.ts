import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { EDITOR_FILE } from '../editor/editor-page.ts';

/**
 * The one walker over a built site (dist/ by default). The build's integrations, the benchmark
 * and the tests all read pages through it, so they agree on which files are pages and at which
 * URL each is served.
 */
export const DIST = resolve(import.meta.dirname, '..', '..', 'dist');
/** The pseudo-localised test build (PSEUDO_LOCALE=1 astro build): every text from content/ marked ⟦ ⟧. */
export const PSEUDO_DIST = resolve(import.meta.dirname, '..', '..', 'dist-pseudo');

/** Every file under a folder, as absolute paths, optionally only those whose name passes `keep`. */
export function filesUnder(dir: string, keep: (name: string) => boolean = () => true): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, keep);
    return keep(entry.name) ? [path] : [];
  });
}

/** Every file of a built site, relative to it with forward slashes ("blog/x.html"). */
export function builtFiles(root = DIST): string[] {
  if (!existsSync(root)) throw new Error(`${relative(process.cwd(), root) || root}/ is missing: build the site first`);
  return filesUnder(root).map((file) => relative(root, file).split(sep).join('/'));
}

/**
 * Every HTML file of the site's pages (the 404 page included), as absolute paths. The content
 * editor's page (/admin) is not one of them: it has no layout, no site policy and no visitors.
 */
export function htmlFiles(root = DIST): string[] {
  const editor = join(root, EDITOR_FILE);
  return filesUnder(root, (name) => name.endsWith('.html')).filter((file) => file !== editor);
}

/** The URL path a built HTML file is served at: "about.html" and "about/index.html" -> "/about". */
export function routeOf(file: string, root = DIST): string {
  const path = `/${relative(root, file).split(sep).join('/')}`.replace(/(\/index)?\.html$/, '');
  return path === '' ? '/' : path;
}

export interface BuiltPage {
  /** Absolute path of the HTML file. */
  file: string;
  route: string;
  html: string;
}

/** Every page of a built site a visitor can reach by its URL: every HTML file but the 404 pages (one per language). */
export function builtPages(root = DIST): BuiltPage[] {
  return htmlFiles(root)
    .filter((file) => !/(^|\/)404\.html$/.test(relative(root, file).split(sep).join('/')))
    .map((file) => ({ file, route: routeOf(file, root), html: readFileSync(file, 'utf8') }));
}

/** Every route the built sitemap lists, as URL paths ("/", "/blog/x"). */
export function sitemapRoutes(root = DIST): string[] {
  return builtFiles(root)
    .filter((file) => /^sitemap-\d+\.xml$/.test(file))
    .flatMap((file) => [...readFileSync(join(root, file), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)])
    .map((match) => new URL(match[1]!).pathname.replace(/\/$/, '') || '/');
}

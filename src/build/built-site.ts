// The one walker over a built site, given its folder. The build's integrations read pages
// through it, and so do the tests and the benchmark (e2e/support/built-site.ts, where dist/ is
// the default), so they agree on which files are pages and at which URL each is served.
import type { Hash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { EDITOR_FILE } from '../editor/editor-page.ts';
import { siteRedirects } from './redirects.ts';

/** Every file under a folder, as absolute paths, optionally only those whose name passes `keep`. */
export function filesUnder(dir: string, keep: (name: string) => boolean = () => true): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, keep);
    return keep(entry.name) ? [path] : [];
  });
}

/**
 * Feeds `hash` each file of `paths` under `root` (a folder's files sorted), as its path relative to
 * `root` and its bytes: what the build's keys are made of, the same wherever the project is checked out.
 */
export function hashFiles(hash: Hash, root: string, paths: string[]): Hash {
  for (const path of paths) {
    const files = statSync(join(root, path)).isDirectory()
      ? filesUnder(join(root, path))
          .map((file) => relative(root, file))
          .sort()
      : [path];
    for (const file of files) hash.update(`${file}\n`).update(readFileSync(join(root, file)));
  }
  return hash;
}

/** Every file of a built site, relative to it with forward slashes ("blog/x.html"). */
export function builtFiles(root: string): string[] {
  if (!existsSync(root)) throw new Error(`${relative(process.cwd(), root) || root}/ is missing: build the site first`);
  return filesUnder(root).map((file) => relative(root, file).split(sep).join('/'));
}

/**
 * Every HTML file of the site's pages (the 404 page included), as absolute paths. Neither the
 * content editor's page (/admin) nor the pages Astro writes for the `redirects` setting are among
 * them: they have no layout, no site policy and no visitors (the host answers a redirect itself).
 */
export function htmlFiles(root: string): string[] {
  const editor = join(root, EDITOR_FILE);
  const redirects = siteRedirects();
  return filesUnder(root, (name) => name.endsWith('.html')).filter(
    (file) => file !== editor && !(routeOf(file, root) in redirects),
  );
}

/** The URL path a built HTML file is served at: "about.html" and "about/index.html" -> "/about". */
export function routeOf(file: string, root: string): string {
  const path = `/${relative(root, file).split(sep).join('/')}`.replace(/(\/index)?\.html$/, '');
  return path === '' ? '/' : path;
}

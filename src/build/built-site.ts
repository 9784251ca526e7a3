// The one walker over a built site, given its folder. The build's integrations read pages
// through it, and so do the tests and the benchmark (e2e/support/built-site.ts, where dist/ is
// the default), so they agree on which files are pages and at which URL each is served.
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { EDITOR_FILE } from '../editor/editor-page.ts';
import { filesUnder } from '../lib/project-files.ts';
import { siteRedirects } from './redirects.ts';

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

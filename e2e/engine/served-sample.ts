import { localeFromPath } from '../../src/i18n/locales';
import { templatesOf } from '../support/page-templates';

/**
 * The pages whose serving stands for every page, so that asking the runtime does not grow with
 * content: Cloudflare serves a page by the shape of its path (x.html or x/index.html, its
 * _headers section), which each route file builds the same in a language. So one page per route
 * file and language, and every page whose path has a character besides a-z, 0-9, "-" and "/".
 * That every page has its file, every link its page, and every page a _headers policy that allows
 * its own, is read from the files (e2e/files/links.test.ts, security-policy.test.ts).
 */
export function servedSample(routes: string[]): Set<string> {
  const files = templatesOf(routes);
  const chosen = new Map<string, string>();
  for (const route of [...routes].sort()) {
    const key = /[^a-z0-9/-]/.test(route) ? route : `${files.get(route)} ${localeFromPath(route)}`;
    if (!chosen.has(key)) chosen.set(key, route);
  }
  return new Set(chosen.values());
}

/**
 * The paths to ask for among those the pages name: the sampled pages, and one file per folder and
 * extension ("/_astro/*.avif"), as a host serves every file of a folder alike.
 */
export function pathSample(paths: string[], routes: string[], sampled: Set<string>): string[] {
  const listed = new Set(routes);
  const files = new Map<string, string>();
  for (const path of [...paths].sort()) {
    if (listed.has(path)) continue;
    const key = path.replace(/\/[^/]*?(\.[^./]*)?$/, '/*$1');
    if (!files.has(key)) files.set(key, path);
  }
  return paths.filter((path) => sampled.has(path) || files.get(path.replace(/\/[^/]*?(\.[^./]*)?$/, '/*$1')) === path);
}

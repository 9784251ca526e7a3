// What a built page is made of besides the code: the key that lets Astro copy a page from the last
// build instead of rendering it again (experimental.incrementalBuild in astro.config.mjs). Astro
// itself compares the code of the page (every module it imports) and the project's config and
// lockfile; this key stands for the rest.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildDate } from '../lib/build-date';

/** Every file under a folder, sorted, as paths. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();

/**
 * A hash of every file in content/ (names and bytes), the day the site is built for (which posts
 * are published, where /status's window ends) and the Node version (its ICU formats the dates).
 * Any change to any of them renders every page again: a page shows other entries than its own
 * (related posts, category counts, navigation), so no finer key is safe.
 */
export function contentKey(root: string = process.cwd()): string {
  const hash = createHash('sha256');
  hash.update(`${buildDate().toISOString().slice(0, 10)}\n${process.version}\n`);
  for (const file of filesUnder(join(root, 'content')))
    hash.update(`${file.slice(root.length)}\n`).update(readFileSync(file));
  return hash.digest('base64url');
}

let key: string | undefined;

/**
 * A route's static paths, each with the key: `astro build` copies a page whose code and key are
 * the same as in the last build. `astro dev` renders every request, and needs no key.
 */
export function reusable<Path extends object>(paths: Path[]): (Path & { cacheKey?: string })[] {
  if (import.meta.env.DEV) return paths;
  key ??= contentKey();
  const cacheKey = key;
  return paths.map((path) => ({ ...path, cacheKey }));
}

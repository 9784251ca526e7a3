// The project's own files. Content and public files are read relative to the project root, where
// every build, dev server and test runs (never through import.meta.url, which points into a bundled
// chunk); the loaders' entry digests, the render key and the link gate's key hash them.
import type { Hash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const CONTENT = './content';

/** The file in public/ that a site path serves: /images/a.svg?v=2 -> ./public/images/a.svg. */
export const publicFilePath = (sitePath: string): string => `./public${sitePath.split(/[?#]/)[0]}`;

/** Every file under a folder, as paths joined to `dir`, optionally only those whose name passes `keep`. */
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
export function hashFiles(hash: Hash, root: string, paths: readonly string[]): Hash {
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

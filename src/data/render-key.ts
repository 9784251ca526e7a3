// What a built page is made of: the key that lets Astro copy a page from the last build instead of
// rendering it again (experimental.incrementalBuild in astro.config.mjs). Astro compares a page's
// own modules, its config's plain settings and the lockfile; code it does not see (the hydration
// directives and Markdown plugins the config loads) and the content a page reads are this key.
import { createHash } from 'node:crypto';
import { hashFiles } from '../lib/project-files';
import { buildDate } from '../lib/build-date';
import { PREVIEW_BRANCH } from '../lib/preview-build';
import { getPublishSchedule } from './publish-schedule';

/** What a page can be made from: the content, the code and the config. */
const INPUTS = ['content', 'src', 'astro.config.mjs'];

/**
 * A hash of every file in content/ and src/ and the config (names and bytes), the day the site is
 * built for (where /status's window ends), the next moment a scheduled entry goes live (two builds
 * of the same content before it publish the same entries; one after it, one more), the preview
 * branch (a preview shows drafts, a banner and noindex; a host may keep one cache for every branch)
 * and the Node and ICU versions (ICU formats the dates). Any change to any of them renders every page again: a page
 * shows other entries than its own (related posts, category counts, navigation), so no finer key is
 * safe.
 */
export function renderKey(nextPublished: string | undefined, root: string = process.cwd()): string {
  const hash = createHash('sha256');
  hash.update(`${buildDate().toISOString().slice(0, 10)}\n${nextPublished ?? ''}\n`);
  hash.update(`${process.version}\n${process.versions.icu ?? ''}\n`);
  if (PREVIEW_BRANCH !== undefined) hash.update(`preview ${PREVIEW_BRANCH}\n`);
  return hashFiles(hash, root, INPUTS).digest('base64url');
}

let key: string | undefined;

/**
 * A route's static paths, each with the key: `astro build` copies a page whose modules and key are
 * the same as in the last build. `astro dev` renders every request, and needs no key.
 */
export async function reusable<Path extends object>(paths: Path[]): Promise<(Path & { cacheKey?: string })[]> {
  if (import.meta.env.DEV) return paths;
  key ??= renderKey((await getPublishSchedule()).upcoming[0]);
  const cacheKey = key;
  return paths.map((path) => ({ ...path, cacheKey }));
}

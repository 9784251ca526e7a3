// Critical CSS kept between builds, in Astro's cache folder: a page whose HTML and stylesheet are
// the same bytes as in the last build gets the same rules again without its elements being matched
// against every selector. Keyed by a hash of the page, its stylesheet's URL (Vite names a
// stylesheet by a hash of its content) and the code that cuts the stylesheet, so a changed page,
// stylesheet or cutter is cut again.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** The cache file: each distinct critical CSS once, and for each page key the index of its own. */
interface CacheFile {
  version: string;
  rules: string[];
  pages: Record<string, number>;
}

/** What one thread cut or reused: its pages' keys and the index of their rules in `rules`. */
export interface CutRules {
  rules: string[];
  pages: [key: string, rule: number][];
}

/** The version of the cutter: a hash of the source files that decide which rules a page keeps. */
export function cutterVersion(sources: string[]): string {
  const hash = createHash('sha256');
  for (const file of sources) hash.update(readFileSync(file));
  return hash.digest('base64url');
}

/** The key of a page's critical CSS from one stylesheet. */
export const pageKey = (href: string, html: string): string =>
  createHash('sha256').update(href).update('\n').update(html).digest('base64url');

/** The last build's critical CSS by page key; empty when there is none or the cutter has changed since. */
export function readCutRules(file: string, version: string): Map<string, string> {
  try {
    const cached = JSON.parse(readFileSync(file, 'utf8')) as CacheFile;
    if (cached.version !== version) return new Map();
    const known = new Map<string, string>();
    for (const [key, rule] of Object.entries(cached.pages)) {
      const css = cached.rules[rule];
      if (typeof css === 'string') known.set(key, css);
    }
    return known;
  } catch {
    return new Map();
  }
}

/** Records each page's critical CSS in one thread, each distinct CSS once, until taken. */
export class RulesRecorder {
  #rules = new Map<string, number>();
  #pages: [string, number][] = [];

  record(key: string, css: string): void {
    let index = this.#rules.get(css);
    if (index === undefined) this.#rules.set(css, (index = this.#rules.size));
    this.#pages.push([key, index]);
  }

  take(): CutRules {
    const taken = { rules: [...this.#rules.keys()], pages: this.#pages };
    this.#rules = new Map();
    this.#pages = [];
    return taken;
  }
}

/**
 * Writes this build's pages (and only them: a page gone from the site leaves the cache) with their
 * critical CSS, gathered from every thread.
 */
export function writeCutRules(file: string, version: string, gathered: CutRules[]): void {
  const all = new RulesRecorder();
  for (const { rules, pages } of gathered) for (const [key, rule] of pages) all.record(key, rules[rule] ?? '');
  const { rules, pages } = all.take();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ version, rules, pages: Object.fromEntries(pages) } satisfies CacheFile));
}

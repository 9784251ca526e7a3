// Critical CSS kept between builds, in Astro's cache folder: a page whose HTML and stylesheet are
// the same bytes as in the last build gets the same rules again without its elements being matched
// against every selector. Keyed by a hash of the page and its stylesheet's URL (Vite names a
// stylesheet by a hash of its content); the file carries the version of the code that cuts the
// stylesheet, so a changed page, stylesheet or cutter is cut again.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** The cache file: each distinct critical CSS once, and for each page key the index of its own. */
interface CacheFile {
  version: string;
  rules: string[];
  pages: Record<string, number>;
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

/** The last build's critical CSS by page key, and this build's, written when the build is done. */
export class CutRules {
  readonly #file: string;
  readonly #version: string;
  readonly #known = new Map<string, string>();
  readonly #rules = new Map<string, number>();
  readonly #pages: Record<string, number> = {};

  /** Reads the last build's file; nothing when there is none or the cutter has changed since. */
  constructor(file: string, version: string) {
    this.#file = file;
    this.#version = version;
    try {
      const cached = JSON.parse(readFileSync(file, 'utf8')) as CacheFile;
      if (cached.version !== version) return;
      for (const [key, rule] of Object.entries(cached.pages)) {
        const css = cached.rules[rule];
        if (typeof css === 'string') this.#known.set(key, css);
      }
    } catch {
      // No file yet, or one this code cannot read: every page is cut.
    }
  }

  /** The last build's critical CSS of a page key. */
  known(key: string): string | undefined {
    return this.#known.get(key);
  }

  /** Records a page's critical CSS for the next build, each distinct CSS once. */
  record(key: string, css: string): void {
    let index = this.#rules.get(css);
    if (index === undefined) this.#rules.set(css, (index = this.#rules.size));
    this.#pages[key] = index;
  }

  /** Writes this build's pages (and only them: a page gone from the site leaves the cache). */
  write(): void {
    const file: CacheFile = { version: this.#version, rules: [...this.#rules.keys()], pages: this.#pages };
    mkdirSync(dirname(this.#file), { recursive: true });
    writeFileSync(this.#file, JSON.stringify(file));
  }
}

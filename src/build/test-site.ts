// The tests' tooling for the post-build steps: a small built site in a temporary folder, removed
// when the test ends, and the context a step is given over it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroIntegrationLogger } from 'astro';
import { onTestFinished } from 'vitest';
import type { BuildContext } from './pipeline';

/** A new empty folder, removed when the test ends. */
export function testFolder(prefix = 'site-'): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

/** Writes each path's text into `dist` (a new folder unless given), as a build would; returns the folder. */
export function writtenSite(files: Record<string, string>, dist = testFolder()): string {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), text);
  }
  return dist;
}

/** What a step is given over the site in `dist`: the project and Astro's cache are `dist` too unless given. */
export function stepContext(
  dist: string,
  { root = dist, cacheDir = dist, logged = [] }: { root?: string; cacheDir?: string; logged?: string[] } = {},
): BuildContext {
  // Every step's lines in one list, whatever name the step logs under.
  const logger = { info: (line: string) => logged.push(line), fork: () => logger };
  return {
    dist,
    site: 'https://www.example.com',
    root: pathToFileURL(join(root, '/')),
    cacheDir: pathToFileURL(join(cacheDir, '/')),
    logger: logger as unknown as AstroIntegrationLogger,
  };
}

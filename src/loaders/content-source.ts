import { matchesGlob, relative, resolve } from 'node:path';
import type { Loader } from 'astro/loaders';
import { englishPath } from '../i18n/entries';

/**
 * Where a collection's files live, as the browser editor (src/editor/) needs to know it: a folder of
 * entries matched by a glob pattern, or one YAML file (with its translations beside it when
 * `translated`, as src/i18n/content-languages.ts declares). Each loader in this folder carries its own, so the editor can never point at a
 * folder the site no longer reads.
 */
export type ContentSource =
  | { kind: 'folder'; base: string; pattern: string; translated: boolean }
  | { kind: 'file'; file: string; translated: boolean };

/** Where a collection's English files are, as src/content.config.ts names them. */
export type ContentFiles = { kind: 'folder'; base: string; pattern: string } | { kind: 'file'; file: string };

export type SourcedLoader = Loader & { source: ContentSource };

/** Paths relative to the project root, as the editor and git see them: "./content/site" -> "content/site". */
const fromRoot = (path: string) => path.replace(/^\.\//, '').replace(/\/$/, '');

export function withSource(loader: Loader, source: ContentSource): SourcedLoader {
  const normalised: ContentSource =
    source.kind === 'folder' ? { ...source, base: fromRoot(source.base) } : { ...source, file: fromRoot(source.file) };
  return Object.assign(loader, { source: normalised });
}

export const sourceOf = (loader: unknown): ContentSource | undefined =>
  typeof loader === 'object' && loader !== null && 'source' in loader ? (loader as SourcedLoader).source : undefined;

/** Whether a file is one of the source's files, or a translation of one (paths from `root`, or absolute). */
export function isSourceFile(source: ContentSource, file: string, root: string): boolean {
  const english = resolve(root, englishPath(file));
  if (source.kind === 'file') return english === resolve(root, source.file);
  const inFolder = relative(resolve(root, source.base), english);
  return !inFolder.startsWith('..') && matchesGlob(inFolder, source.pattern);
}

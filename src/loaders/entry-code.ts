import { createHash } from 'node:crypto';
import { hashFiles } from '../lib/project-files';

/**
 * The code that turns a content file into an entry: the folders of every module that
 * src/content.config.ts and the Markdown plugins named in astro.config.mjs import, at any depth
 * (entry-code.test.ts walks their imports). Astro keeps loaded entries between builds and clears
 * them only when src/content.config.ts itself changes, not a module it imports; an entry's digest
 * includes this hash, so a changed schema, loader or plugin reloads every entry instead of serving
 * one shaped by the old code.
 */
export const ENTRY_CODE = [
  'src/schemas',
  'src/loaders',
  'src/lib',
  'src/i18n',
  'src/images',
  'src/links',
  'src/markdown',
] as const;

let digest: string | undefined;

/** A hash of every file of ENTRY_CODE (names and bytes), read once per process. */
export const entryCodeDigest = () =>
  (digest ??= hashFiles(createHash('sha256'), process.cwd(), ENTRY_CODE).digest('hex'));

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { filesUnder } from '../build/built-site';

/**
 * The code that turns a content file into an entry: schemas (their transforms and defaults), the
 * loaders and the helpers they call. Astro keeps loaded entries between builds and clears them only
 * when src/content.config.ts itself changes, not a module it imports; an entry's digest includes this
 * hash, so a changed schema reloads every entry instead of serving one shaped by the old code.
 */
export const ENTRY_CODE = ['src/schemas', 'src/loaders', 'src/lib', 'src/i18n'];

let digest: string | undefined;

/** A hash of every file of ENTRY_CODE (names and bytes), read once per process. */
export function entryCodeDigest(folders: readonly string[] = ENTRY_CODE): string {
  if (folders === ENTRY_CODE && digest) return digest;
  const hash = createHash('sha256');
  for (const folder of folders)
    for (const file of filesUnder(folder).sort()) hash.update(`${file}\n`).update(readFileSync(file));
  const result = hash.digest('hex');
  if (folders === ENTRY_CODE) digest = result;
  return result;
}

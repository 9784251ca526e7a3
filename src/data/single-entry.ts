import { getEntry, type CollectionEntry } from 'astro:content';
import { SINGLE_FILES, singleFileId, type SingleFile } from '../schemas/single-files';

/**
 * The data of a collection made of one YAML file (src/schemas/single-files.ts). A file that is
 * missing, or that broke its schema (Astro prints why first), stops the build naming the file.
 */
export async function singleEntry<C extends SingleFile>(name: C): Promise<CollectionEntry<C>['data']> {
  const entry = await getEntry(name, singleFileId(name));
  if (!entry) throw new Error(`content/${SINGLE_FILES[name]} is missing or unreadable (see the error above)`);
  return entry.data as CollectionEntry<C>['data'];
}

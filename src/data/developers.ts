/**
 * Loading helpers for the developer docs: the labels of content/developers/reference.yaml and the
 * page copy of content/developers/{id}.md. Each fails the build naming the file to fix.
 */
import { getEntry, type CollectionEntry } from 'astro:content';

export type DocsLabels = CollectionEntry<'reference'>['data'];

export async function getDeveloperPage(id: string): Promise<CollectionEntry<'developers'>> {
  const entry = await getEntry('developers', id);
  if (!entry) throw new Error(`content/developers/${id}.md is missing or unreadable (see the error above)`);
  return entry;
}

/** The changelog's entries and page copy (content/changelog/), for its pages and feed. */
import { getCollection, type CollectionEntry } from 'astro:content';
import { newestFirst } from '../lib/changelog';
import { assertNoNumberedIds } from './entry-ids';

export type ChangelogItem = CollectionEntry<'changelog'>;

export async function getChangelog(): Promise<ChangelogItem[]> {
  return newestFirst(assertNoNumberedIds('changelog', await getCollection('changelog')));
}

/** Product names by id ("sms" -> "SMS API"), for the entries' product tags. */
export async function getProductNames(): Promise<Map<string, string>> {
  const products = await getCollection('products');
  return new Map(products.map((product) => [product.id, product.data.name]));
}

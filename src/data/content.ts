/**
 * Loading helpers for the marketing routes: each reads one part of content/ and fails the
 * build with the file to fix when it is missing, instead of rendering an empty page.
 */
import { readFileSync } from 'node:fs';
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { load as loadYaml } from 'js-yaml';
import { slugify } from '../lib/slug';
import { urls } from './urls';

type PageData = CollectionEntry<'pages'>['data'];
export type PageKind = PageData['kind'];
export type PageOf<K extends PageKind> = Extract<PageData, { kind: K }>;

/** The copy of one route: content/pages/{id}.md, which must have the given kind. */
export async function getPage<K extends PageKind>(
  id: string,
  kind: K,
): Promise<{ entry: CollectionEntry<'pages'>; data: PageOf<K> }> {
  const entry = await getEntry('pages', id);
  if (!entry) throw new Error(`content/pages/${id}.md is missing or unreadable (see the error above)`);
  if (entry.data.kind !== kind)
    throw new Error(`content/pages/${id}.md: kind must be "${kind}", found "${entry.data.kind}"`);
  return { entry, data: entry.data as PageOf<K> };
}

export async function getTemplates(): Promise<CollectionEntry<'templates'>['data']> {
  const entry = await getEntry('templates', 'templates');
  if (!entry) throw new Error('content/site/templates.yaml is missing or unreadable (see the error above)');
  return entry.data;
}

/** Blog posts, newest first (ties by title, so the order never depends on the file system). */
export async function getBlogPosts(): Promise<CollectionEntry<'blog'>[]> {
  const posts = await getCollection('blog');
  return posts.sort(
    (a, b) => b.data.date.getTime() - a.data.date.getTime() || a.data.title.localeCompare(b.data.title),
  );
}

export interface BlogCategory {
  name: string;
  slug: string;
  href: string;
  posts: CollectionEntry<'blog'>[];
}

/** Every category used by at least one post, in alphabetical order, with its posts newest first. */
export function blogCategories(posts: CollectionEntry<'blog'>[]): BlogCategory[] {
  const map = new Map<string, BlogCategory>();
  for (const post of posts) {
    const slug = slugify(post.data.category);
    const category = map.get(slug) ?? {
      name: post.data.category,
      slug,
      href: urls.blogCategory(post.data.category),
      posts: [],
    };
    category.posts.push(post);
    map.set(slug, category);
  }
  return [...map.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** Press releases, newest first. */
export async function getPressReleases(): Promise<CollectionEntry<'press'>[]> {
  const releases = await getCollection('press');
  return releases.sort((a, b) => b.data.date.getTime() - a.data.date.getTime());
}

/** The short label of a page: its search title up to the first " | ". */
export function shortTitle(title: string): string {
  return title.split(' | ')[0]?.trim() || title;
}

/**
 * Entries of a YAML list file in the order they are written in the file (content/README.md
 * promises this; the content store itself returns them sorted by id).
 */
export function inFileOrder<T extends { id: string }>(entries: T[], file: string): T[] {
  const list = loadYaml(readFileSync(file, 'utf8'));
  const ids = Array.isArray(list) ? list.map((item: unknown) => (item as { id?: unknown })?.id).map(String) : [];
  const position = (id: string) => {
    const index = ids.indexOf(id);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  return [...entries].sort((a, b) => position(a.id) - position(b.id));
}

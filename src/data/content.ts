/**
 * Loading helpers for the marketing routes, read from the content store: a route's copy (a missing
 * page file stops the build naming it), the published posts, categories and press releases in their
 * order, and the marker an unpublished entry shows where it is shown.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { formatDate, formatMoment } from '../lib/dates';
import { slugify } from '../lib/slug';
import { publicationState } from '../lib/publishing';
import { buildDate } from '../lib/build-date';
import { PREVIEW_BRANCH } from '../lib/preview-build';
import { fill } from '../lib/template';
import { urlsIn } from '../links/links';
import { assertNoNumberedIds } from './entry-ids';
import { LANGUAGE_TAG, type Locale } from '../i18n/locales';
import { getLocalizedEntry, getLocalized, type LocalizedEntry } from './localized';

type PageData = CollectionEntry<'pages'>['data'];
type PageKind = PageData['kind'];
export type PageOf<K extends PageKind> = Extract<PageData, { kind: K }>;

/** The copy of one route in a language: content/pages/{id}.md (or its translation), which must have the given kind. */
export async function getPage<K extends PageKind>(
  id: string,
  kind: K,
  locale: Locale,
): Promise<{ entry: LocalizedEntry<'pages'>; data: PageOf<K> }> {
  const entry = await getLocalizedEntry('pages', id, locale);
  if (!entry) throw new Error(`content/pages/${id}.md is missing or unreadable (see the error above)`);
  if (entry.data.kind !== kind)
    throw new Error(`content/pages/${id}.md: kind must be "${kind}", found "${entry.data.kind}"`);
  return { entry, data: entry.data as PageOf<K> };
}

/** The moment of this build: an entry dated later, or a draft, is not published in it. */
const BUILD_TIME = buildDate();

/** Production builds leave drafts and scheduled entries out; `npm run dev` and preview builds show them, marked. */
function isShown(entry: { data: { draft: boolean; date: Date } }): boolean {
  return (
    import.meta.env.DEV || PREVIEW_BRANCH !== undefined || publicationState(entry.data, BUILD_TIME) === 'published'
  );
}

/**
 * "Draft", "Scheduled for {date}" or nothing: the marker `npm run dev` and a preview build show on
 * an unpublished entry. An entry timed later than the start of its day names the moment, in UTC.
 */
export function getPublicationMarker(
  entry: { data: { draft: boolean; date: Date; day: Date } },
  labels: { draft: string; scheduled: string },
  locale: Locale,
): string | null {
  const { date, day } = entry.data;
  const state = publicationState(entry.data, BUILD_TIME);
  if (state === 'draft') return labels.draft;
  if (state !== 'scheduled') return null;
  const lang = LANGUAGE_TAG[locale];
  return fill(labels.scheduled, {
    date: date.getTime() === day.getTime() ? formatDate(day, lang) : formatMoment(date, lang),
  });
}

/** Blog posts, newest first (ties by title, so the order never depends on the file system). */
async function readBlogPosts(): Promise<readonly CollectionEntry<'blog'>[]> {
  const posts = assertNoNumberedIds('blog', await getCollection('blog', isShown));
  return posts.sort(
    (a, b) => b.data.date.getTime() - a.data.date.getTime() || a.data.title.localeCompare(b.data.title),
  );
}

let builtPosts: Promise<readonly CollectionEntry<'blog'>[]> | undefined;

/**
 * The published posts, newest first. A build renders every page from the same posts, so it reads
 * and sorts them once: read again for each page, they grow the build with the square of the posts
 * (the README's build-scaling table). While `astro dev` runs a post may change between two pages, so
 * each page reads them.
 */
export function getBlogPosts(): Promise<readonly CollectionEntry<'blog'>[]> {
  if (import.meta.env.DEV) return readBlogPosts();
  return (builtPosts ??= readBlogPosts());
}

export interface BlogCategory {
  name: string;
  description: string;
  slug: string;
  href: string;
  posts: readonly CollectionEntry<'blog'>[];
}

/** Every category of content/blog/categories.yaml with at least one published post, alphabetical, posts newest first. */
async function readBlogCategories(locale: Locale): Promise<BlogCategory[]> {
  const [categories, posts] = await Promise.all([getLocalized('categories', locale), getBlogPosts()]);
  const postsBySlug = Map.groupBy(posts, (post) => slugify(post.data.category));
  return categories
    .map((category) => ({
      name: category.data.name,
      description: category.data.description,
      slug: category.id,
      href: urlsIn(locale).blogCategory(category.id),
      posts: postsBySlug.get(category.id) ?? [],
    }))
    .filter((category) => category.posts.length > 0)
    .sort((a, b) => a.name.localeCompare(b.name, LANGUAGE_TAG[locale]));
}

const builtCategories = new Map<Locale, Promise<readonly BlogCategory[]>>();

/**
 * The categories of the published posts in a language, made once per build and language: every
 * list page shows them, and sorting each post into its category for every page would grow the build
 * with the square of the posts. While `astro dev` runs, each page sorts them again (as getBlogPosts).
 */
export function getBlogCategories(locale: Locale): Promise<readonly BlogCategory[]> {
  if (import.meta.env.DEV) return readBlogCategories(locale);
  let categories = builtCategories.get(locale);
  if (!categories) builtCategories.set(locale, (categories = readBlogCategories(locale)));
  return categories;
}

/** Press releases, newest first. */
export async function getPressReleases(): Promise<CollectionEntry<'press'>[]> {
  const releases = assertNoNumberedIds('press', await getCollection('press', isShown));
  return releases.sort((a, b) => b.data.date.getTime() - a.data.date.getTime());
}

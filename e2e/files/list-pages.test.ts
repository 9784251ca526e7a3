import { afterAll, describe, expect, test } from 'vitest';
import { DIST } from '../support/built-site';
import { withoutLocale } from '../../src/i18n/locales';
import { blogPosts, changelogEntries, frontmatter, slug } from '../support/content-files';
import { entryLinks, listProblems, listRoutes, pagesOf, type ListPage } from '../support/list-pages';

// The paginated lists of today's content, in every language, read page by page from the build
// (e2e/list-pages.ts). Lists longer than today's are checked in a copy with generated entries
// (e2e/scenarios/marketer-build.spec.ts); keyboard use of the page links in e2e/list-pages.spec.ts.

const newestFirst = <T extends { id: string; data: { date: Date; title: string } }>(entries: T[]) =>
  [...entries].sort(
    (a, b) => b.data.date.getTime() - a.data.date.getTime() || a.data.title.localeCompare(b.data.title),
  );

const posts = newestFirst(blogPosts());
const releases = newestFirst(frontmatter<{ title: string; date: Date }>('press'));
const changes = newestFirst(changelogEntries());

/**
 * Each list: its entries in the order it shows them, the link that stands for an entry, and its
 * page size, written here as a number (src/data/list-sizes.ts sets it; a test that read it there
 * would pass whatever it became). A change by one fails the lists longer than a page: today the
 * changelog and, with 5, a blog of more posts (e2e/scenarios/marketer-build.spec.ts).
 */
function listOf(path: string): { entries: string[]; selector: string; size: number } {
  const cards = (scope: string) => `${scope} h2 a, ${scope} h3 a`;
  if (path === '/blog')
    return {
      entries: posts.filter((post) => !post.data.featured).map((post) => `/blog/${post.id}`),
      selector: cards('[data-recent-posts]'),
      size: 5,
    };
  if (path.startsWith('/blog/category/')) {
    const category = path.slice('/blog/category/'.length);
    return {
      entries: posts.filter((post) => slug(post.data.category) === category).map((post) => `/blog/${post.id}`),
      selector: cards('[data-category-posts]'),
      size: 3,
    };
  }
  if (path === '/press')
    return {
      entries: releases.map((release) => `/press/${release.id}`),
      selector: cards('[data-press-releases]'),
      size: 6,
    };
  return {
    entries: changes.map((entry) => `/changelog/${entry.id}`),
    selector: cards('[data-changelog-list]'),
    size: 10,
  };
}

describe.each(listRoutes(DIST))('%s', (first) => {
  // Read when its tests run and let go after them: one list's pages in memory at a time.
  let read: ListPage[] | undefined;
  const pages = () => (read ??= pagesOf(DIST, first));
  afterAll(() => {
    read = undefined;
  });

  test('each page: numbered links, its own title, description, canonical, hreflang, sitemap entry', () => {
    expect(listProblems(DIST, pages())).toEqual([]);
  });

  test('shows each entry once, newest first, a full page on every page but the last', () => {
    const { entries, selector, size } = listOf(withoutLocale(first));
    const shown = entryLinks(pages(), selector);
    expect(shown.flat()).toEqual(entries);
    expect(shown.map((page) => page.length)).toEqual(
      shown.map((_, index) => Math.min(size, entries.length - index * size)),
    );
  });
});

test('featured posts are on the first page of /blog only, in every language', () => {
  const featured = posts.filter((post) => post.data.featured).map((post) => `/blog/${post.id}`);
  expect(featured.length).toBeGreaterThan(0);
  for (const first of listRoutes(DIST).filter((route) => withoutLocale(route) === '/blog')) {
    const shown = entryLinks(pagesOf(DIST, first), '[data-featured-posts] h2 a, [data-featured-posts] h3 a');
    expect(shown[0], first).toEqual(featured);
    for (const later of shown.slice(1)) expect(later, first).toEqual([]);
  }
});

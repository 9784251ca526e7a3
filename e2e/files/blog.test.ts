import { describe, expect, test } from 'vitest';
import { firstScreenSrc } from '../../src/images/inline-image';
import { blogCategories, blogPosts, slug } from '../support/content-files';
import { all, builtDocument, headingTexts, labelled, one, textOf } from './built-document';
import { readFileSync } from 'node:fs';
import { DIST } from '../support/built-site';
import { pagesOf } from '../support/list-pages';
import { join } from 'node:path';

// What the blog's pages say, read from the build; the first image's loading is checked in a
// browser (e2e/blog.spec.ts). Every post is read, so a list is checked against a set of its links,
// not searched once a post.

const posts = blogPosts();
const categories = blogCategories();

describe('/blog', () => {
  const document = builtDocument('/blog');
  const main = one(document, 'main');

  test('shows featured articles, categories, recent posts and a newsletter box', () => {
    expect(all(document, 'h1')).toHaveLength(1);
    for (const post of posts.filter((p) => p.data.featured))
      expect(all(document, `[data-featured-posts] a[href="/blog/${post.id}"]`), post.id).toHaveLength(1);
    // The other posts, a page at a time: e2e/files/list-pages.test.ts.
    expect(all(document, '[data-recent-posts] article').length).toBeGreaterThan(0);
    const [list] = labelled(document, 'nav', 'Categories');
    expect(list).toBeDefined();
    for (const category of categories) {
      const link = all(list, 'a').find((a) => textOf(a).includes(category));
      expect(link?.attribs.href, category).toBe(`/blog/category/${slug(category)}`);
    }
    const email = one(main, 'input[type="email"]')?.attribs.id;
    expect(email && textOf(one(main, `label[for="${email}"]`))).toMatch(/Email address/);
    const subscribe = all(main, 'button').find((button) => textOf(button) === 'Subscribe');
    expect(subscribe?.attribs.type).toBe('button');
    expect(one(main, 'a[href="/rss.xml"]')).toBeDefined();
  });

  test('lists recent posts newest first', () => {
    const dates = all(document, '[data-recent-posts] time').map((time) => time.attribs.datetime);
    expect(dates.length).toBeGreaterThan(1);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe.each(posts.map((post) => [post.id, post] as const))('/blog/%s', (id, post) => {
  test('shows date, author, category, reading time and the image; search indexes its own words only', () => {
    const document = builtDocument(`/blog/${id}`);
    // The posts listed under it are indexed on their own pages, not on every post of the category.
    expect(one(document, '[data-pagefind-body]')).toBeDefined();
    for (const related of all(document, 'section[aria-labelledby="related-heading"]'))
      expect(related.attribs, 'related posts').toHaveProperty('data-pagefind-ignore');
    expect(headingTexts(document, 1)).toEqual([post.data.title]);
    const meta = one(document, 'article header');
    expect(one(meta, 'time[datetime]')?.attribs.datetime).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(textOf(meta)).toContain(post.data.author);
    expect(one(meta, '[data-post-category]')?.attribs.href).toBe(`/blog/category/${slug(post.data.category)}`);
    expect(textOf(one(meta, '[data-reading-time]'))).toMatch(/^\d+ min read$/);
    const images = all(document, 'img').filter((img) => img.attribs.alt === post.data.image.alt);
    expect(images).toHaveLength(1);
    const image = images[0]!.attribs;
    // Today's covers are small SVGs beside the posts: they travel inside the HTML.
    const cover = join('content/blog', String(post.data.image.src));
    expect(image.src).toBe(firstScreenSrc(cover, (path) => readFileSync(path, 'utf8')));
    expect(image.width).toBe('1200');
    expect(image.height).toBe('630');
    expect(image.fetchpriority).toBe('high');
    expect(image.loading).toBeUndefined();
  });
});

test('the related posts under a post are there to be left out of the index', () => {
  const anyRelated = posts.some(
    (post) => all(builtDocument(`/blog/${post.id}`), 'section[aria-labelledby="related-heading"]').length > 0,
  );
  expect(anyRelated).toBe(true);
});

describe.each(categories.map((category) => [slug(category), category] as const))(
  '/blog/category/%s',
  (id, category) => {
    test('lists exactly its posts over its pages', () => {
      const pages = pagesOf(DIST, `/blog/category/${id}`);
      for (const { document } of pages) expect(headingTexts(document, 1)).toEqual([category]);
      const listed = pages.flatMap(({ document }) => all(document, '[data-category-posts] article'));
      const expected = posts.filter((post) => post.data.category === category);
      expect(listed).toHaveLength(expected.length);
      const linked = new Set(listed.flatMap((article) => all(article, 'a[href]').map((a) => a.attribs.href)));
      for (const post of expected) expect(linked.has(`/blog/${post.id}`), post.id).toBe(true);
    });
  },
);

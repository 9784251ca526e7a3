import { describe, expect, test } from 'vitest';
import { firstScreenSrc } from '../../src/lib/inline-image';
import { blogCategories, blogPosts, slug } from '../content-files';
import { builtDocument, headingTexts, labelled, textOf } from './built-document';
import { DIST } from '../../test-support/built-site';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// What the blog's pages say, read from the build; the first image's loading is checked in a
// browser (e2e/blog.spec.ts).

const posts = blogPosts();
const categories = blogCategories();

describe('/blog', () => {
  const document = builtDocument('/blog');
  const main = document.querySelector('main');

  test('shows featured articles, categories, recent posts and a newsletter box', () => {
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    for (const post of posts.filter((p) => p.data.featured))
      expect(document.querySelectorAll(`[data-featured-posts] a[href="/blog/${post.id}"]`), post.id).toHaveLength(1);
    for (const post of posts.filter((p) => !p.data.featured))
      expect(document.querySelectorAll(`[data-recent-posts] a[href="/blog/${post.id}"]`), post.id).toHaveLength(1);
    const [list] = labelled(document, 'nav', 'Categories');
    expect(list).toBeDefined();
    for (const category of categories) {
      const link = [...(list?.querySelectorAll('a') ?? [])].find((a) => textOf(a).includes(category));
      expect(link?.getAttribute('href'), category).toBe(`/blog/category/${slug(category)}`);
    }
    const email = main?.querySelector('input[type="email"]');
    expect(email?.id && main?.querySelector(`label[for="${email.id}"]`)?.textContent).toMatch(/Email address/);
    const subscribe = [...(main?.querySelectorAll('button') ?? [])].find((button) => textOf(button) === 'Subscribe');
    expect(subscribe?.getAttribute('type')).toBe('button');
    expect(main?.querySelector('a[href="/rss.xml"]')).not.toBeNull();
  });

  test('lists recent posts newest first', () => {
    const dates = [...document.querySelectorAll('[data-recent-posts] time')].map((time) =>
      time.getAttribute('datetime'),
    );
    expect(dates.length).toBeGreaterThan(1);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe.each(posts.map((post) => [post.id, post] as const))('/blog/%s', (id, post) => {
  test('shows date, author, category, reading time and the image', () => {
    const document = builtDocument(`/blog/${id}`);
    expect(headingTexts(document, 1)).toEqual([post.data.title]);
    const meta = document.querySelector('article header');
    expect(meta?.querySelector('time[datetime]')?.getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(textOf(meta)).toContain(post.data.author);
    expect(meta?.querySelector('[data-post-category]')?.getAttribute('href')).toBe(
      `/blog/category/${slug(post.data.category)}`,
    );
    expect(textOf(meta?.querySelector('[data-reading-time]') ?? null)).toMatch(/^\d+ min read$/);
    const images = [...document.querySelectorAll('img')].filter(
      (img) => img.getAttribute('alt') === post.data.image.alt,
    );
    expect(images).toHaveLength(1);
    const image = images[0]!;
    // Today's covers are small SVGs beside the posts: they travel inside the HTML.
    const cover = join('content/blog', String(post.data.image.src));
    expect(image.getAttribute('src')).toBe(firstScreenSrc(cover, (path) => readFileSync(path, 'utf8')));
    expect(image.getAttribute('width')).toBe('1200');
    expect(image.getAttribute('height')).toBe('630');
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect(image.hasAttribute('loading')).toBe(false);
  });
});

describe.each(categories.map((category) => [slug(category), category] as const))(
  '/blog/category/%s',
  (id, category) => {
    test('lists exactly its posts', () => {
      const document = builtDocument(`/blog/category/${id}`);
      expect(headingTexts(document, 1)).toEqual([category]);
      const listed = document.querySelectorAll('[data-category-posts] article');
      const expected = posts.filter((post) => post.data.category === category);
      expect(listed).toHaveLength(expected.length);
      for (const post of expected)
        expect(document.querySelectorAll(`[data-category-posts] article a[href="/blog/${post.id}"]`)).not.toHaveLength(
          0,
        );
    });
  },
);

test('/rss.xml is a feed with every post', () => {
  const xml = readFileSync(join(DIST, 'rss.xml'), 'utf8');
  expect(xml).toContain('<rss');
  expect(xml.match(/<item>/g)?.length).toBe(posts.length);
  for (const post of posts) expect(xml).toMatch(new RegExp(`/blog/${post.id}/?</link>`));
});

import { describe, expect, test } from 'vitest';
import { selectAll, selectOne } from 'css-select';
import type { AnyNode, Element } from 'domhandler';
import { textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { firstScreenSrc } from '../../src/lib/inline-image';
import { blogCategories, blogPosts, slug } from '../content-files';
import { builtDocument, headingTexts, labelled, textOf } from './built-document';
import { readFileSync } from 'node:fs';
import { DIST } from '../../test-support/built-site';
import { pagesOf } from '../list-pages';
import { join } from 'node:path';

// What the blog's pages say, read from the build; the first image's loading is checked in a
// browser (e2e/blog.spec.ts). Every post is read, so each is parsed with htmlparser2 (a tenth of
// happy-dom's time), and a list is checked against a set of its links, not searched once a post.

const posts = blogPosts();
const categories = blogCategories();

describe('/blog', () => {
  const document = builtDocument('/blog');
  const main = document.querySelector('main');

  test('shows featured articles, categories, recent posts and a newsletter box', () => {
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    for (const post of posts.filter((p) => p.data.featured))
      expect(document.querySelectorAll(`[data-featured-posts] a[href="/blog/${post.id}"]`), post.id).toHaveLength(1);
    // The other posts, a page at a time: e2e/files/list-pages.test.ts.
    expect(document.querySelectorAll('[data-recent-posts] article').length).toBeGreaterThan(0);
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

const text = (node: AnyNode | null | undefined) => (node ? textContent(node) : '').replace(/\s+/g, ' ').trim();

describe.each(posts.map((post) => [post.id, post] as const))('/blog/%s', (id, post) => {
  test('shows date, author, category, reading time and the image', () => {
    const document = parseDocument(readFileSync(join(DIST, 'blog', `${id}.html`), 'utf8'));
    expect(selectAll('h1', document).map(text)).toEqual([post.data.title]);
    const meta = selectOne<AnyNode, Element>('article header', document);
    const within = (selector: string) => (meta ? selectOne<AnyNode, Element>(selector, meta) : null);
    expect(within('time[datetime]')?.attribs.datetime).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(text(meta)).toContain(post.data.author);
    expect(within('[data-post-category]')?.attribs.href).toBe(`/blog/category/${slug(post.data.category)}`);
    expect(text(within('[data-reading-time]'))).toMatch(/^\d+ min read$/);
    const images = selectAll<AnyNode, Element>('img', document).filter(
      (img) => img.attribs.alt === post.data.image.alt,
    );
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

describe.each(categories.map((category) => [slug(category), category] as const))(
  '/blog/category/%s',
  (id, category) => {
    test('lists exactly its posts over its pages', () => {
      const pages = pagesOf(DIST, `/blog/category/${id}`);
      for (const { document } of pages) expect(headingTexts(document, 1)).toEqual([category]);
      const listed = pages.flatMap(({ document }) => [...document.querySelectorAll('[data-category-posts] article')]);
      const expected = posts.filter((post) => post.data.category === category);
      expect(listed).toHaveLength(expected.length);
      const linked = new Set(
        listed.flatMap((article) => [...article.querySelectorAll('a[href]')].map((a) => a.getAttribute('href'))),
      );
      for (const post of expected) expect(linked.has(`/blog/${post.id}`), post.id).toBe(true);
    });
  },
);

import { describe, expect, test } from 'vitest';
import { linkedPosts, sampledPosts } from './blog-sample.ts';

const post = (slug: string, date: string, category: string, extra = '') => ({
  slug,
  text: `---\ntitle: "${slug}"\ndate: ${date}\ncategory: ${category}\n${extra}---\n\nBody of ${slug}.\n`,
});

describe('linkedPosts', () => {
  test('finds posts in any language, never category pages, list pages or images', () => {
    expect(
      linkedPosts(
        'See [this](/blog/webhook-best-practices), [es](/es/blog/fax-in-healthcare#retries), ' +
          '[guides](/blog/category/guides), ![x](/blog/images/a.svg) and /blog/2.',
      ),
    ).toEqual(['webhook-best-practices', 'fax-in-healthcare', '2']);
  });
});

describe('sampledPosts', () => {
  const posts = [
    post('newest', '2026-06-01', 'Guides'),
    post('second', '2026-05-01', 'Guides', ''),
    post('old-engineering', '2024-01-01', 'Engineering'),
    post('old-guide', '2024-02-01', 'Guides'),
    post('featured-old', '2023-01-01', 'Guides', 'featured: true\n'),
    post('named-old', '2023-02-01', 'Guides'),
    post('linked-from-page', '2023-03-01', 'Guides'),
    post('linked-from-post', '2023-04-01', 'Guides'),
    post('linked-twice-removed', '2023-05-01', 'Guides'),
    post('dropped', '2023-06-01', 'Guides'),
  ];
  posts[1]!.text += 'Read [more](/blog/linked-from-post).\n';
  posts[7]!.text += 'And [more](/de/blog/linked-twice-removed).\n';

  test('keeps the newest, the newest of each category, the featured, the named and everything linked', () => {
    const kept = sampledPosts(posts, {
      newest: 2,
      named: ['named-old', 'not-a-post'],
      otherContent: ['A page links to [a post](/blog/linked-from-page).'],
    });
    expect([...kept].sort()).toEqual(
      [
        'newest',
        'second',
        'old-engineering',
        'featured-old',
        'named-old',
        'linked-from-page',
        'linked-from-post',
        'linked-twice-removed',
      ].sort(),
    );
  });

  test('keeps every post of a blog no larger than the sample', () => {
    expect(sampledPosts(posts, { newest: 20 }).size).toBe(posts.length);
  });
});

// The blog posts a project copy keeps when a scenario needs the site's behaviour, not its volume
// (e2e/scenarios/): a build of a copy costs about 30 ms a post, so a blog of a thousand posts
// would make every scenario's build half a minute longer without testing anything more. The
// sample is what the site's pages and the scenario can reach: the newest posts, the newest of
// each category (so no category page loses its list), the featured ones, the posts the scenario
// names, and every post one of those or any other content file links to, followed to the end.

import { load } from 'js-yaml';

/** A post's front matter, as the content schema reads it (dates as Date). */
const frontMatter = (text) => load(/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '') ?? {};

/** The slugs of the posts a text links to: /blog/{slug} in any language, never a category or image. */
export function linkedPosts(text) {
  return [...text.matchAll(/\/blog\/([a-z0-9][a-z0-9-]*)(?![a-z0-9-]*\/)/g)].map((match) => match[1]);
}

/**
 * @param {{ slug: string, text: string }[]} posts every post of the blog, its Markdown with front matter
 * @param {{ newest: number, named?: string[], otherContent?: string[] }} options
 * @returns {Set<string>} the slugs kept
 */
export function sampledPosts(posts, { newest, named = [], otherContent = [] }) {
  const facts = posts.map(({ slug, text }) => {
    const { date, category, featured } = frontMatter(text);
    return { slug, text, time: date instanceof Date ? date.getTime() : 0, category, featured: featured === true };
  });
  const byDate = [...facts].sort((a, b) => b.time - a.time);
  const newestOfCategory = new Map();
  for (const post of byDate) if (!newestOfCategory.has(post.category)) newestOfCategory.set(post.category, post.slug);
  const exists = new Map(facts.map((post) => [post.slug, post]));
  const kept = new Set();
  const queue = [
    ...byDate.slice(0, newest).map((post) => post.slug),
    ...newestOfCategory.values(),
    ...facts.filter((post) => post.featured).map((post) => post.slug),
    ...named,
    ...otherContent.flatMap(linkedPosts),
  ];
  while (queue.length > 0) {
    const slug = queue.shift();
    const post = exists.get(slug);
    if (!post || kept.has(slug)) continue;
    kept.add(slug);
    queue.push(...linkedPosts(post.text));
  }
  return kept;
}

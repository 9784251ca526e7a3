// The blog posts a project copy keeps when a scenario needs the site's behaviour, not its volume
// (e2e/scenarios/): a copy's build time grows with its posts, so a blog of a thousand posts would
// make every scenario's build longer without testing anything more. The sample is what the site's
// pages and the scenario can reach: the newest posts, the newest of each category (so no category
// page loses its list), the featured ones, the posts the scenario names, and every post one of
// those or any other content file links to, followed to the end.

import { load } from 'js-yaml';

/** The fields of a post's front matter the sample looks at, as the content schema reads them (dates as Date). */
interface FrontMatter {
  date?: unknown;
  category?: unknown;
  featured?: unknown;
}

/** A post's front matter: its YAML between the `---` lines, or nothing when it has none. */
function frontMatter(text: string): FrontMatter {
  const data: unknown = load(/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '');
  return typeof data === 'object' && data !== null ? data : {};
}

/** The slugs of the posts a text links to: /blog/{slug} in any language, never a category or image. */
export function linkedPosts(text: string): string[] {
  return [...text.matchAll(/\/blog\/([a-z0-9][a-z0-9-]*)(?![a-z0-9-]*\/)/g)].flatMap((match) =>
    match[1] === undefined ? [] : [match[1]],
  );
}

/** A blog post as the sample reads it: its slug and its Markdown with front matter. */
export interface PostText {
  slug: string;
  text: string;
}

/** What a sample keeps: the newest `newest`, the `named` slugs, and every post `otherContent` links to. */
export interface SampleOptions {
  newest: number;
  named?: string[];
  otherContent?: string[];
}

/** The slugs of the posts kept, of every post of the blog. */
export function sampledPosts(posts: PostText[], { newest, named = [], otherContent = [] }: SampleOptions): Set<string> {
  const facts = posts.map(({ slug, text }) => {
    const { date, category, featured } = frontMatter(text);
    return { slug, text, time: date instanceof Date ? date.getTime() : 0, category, featured: featured === true };
  });
  const byDate = [...facts].sort((a, b) => b.time - a.time);
  const newestOfCategory = new Map<unknown, string>();
  for (const post of byDate) if (!newestOfCategory.has(post.category)) newestOfCategory.set(post.category, post.slug);
  const exists = new Map(facts.map((post) => [post.slug, post]));
  const kept = new Set<string>();
  const queue: string[] = [
    ...byDate.slice(0, newest).map((post) => post.slug),
    ...newestOfCategory.values(),
    ...facts.filter((post) => post.featured).map((post) => post.slug),
    ...named,
    ...otherContent.flatMap(linkedPosts),
  ];
  while (queue.length > 0) {
    const slug = queue.shift() ?? '';
    const post = exists.get(slug);
    if (!post || kept.has(slug)) continue;
    kept.add(slug);
    queue.push(...linkedPosts(post.text));
  }
  return kept;
}

import { urls } from '../links/links';
import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { getBlogPosts, getPage } from '../data/content';
import { FEED_SIZE } from '../data/list-sizes';
import { feedChannel } from '../lib/feed';

/** The blog's RSS feed: the newest posts (FEED_SIZE), newest first, and its own URL. */
export async function GET(context: APIContext) {
  const { data: blog } = await getPage('blog', 'blog', 'en');
  const posts = (await getBlogPosts()).slice(0, FEED_SIZE);
  const site = context.site ?? 'https://www.relaymark.com';
  return rss({
    title: blog.rssTitle,
    description: blog.description,
    site,
    // Item links in the pages' own form (/blog/x), which the host answers without a redirect.
    trailingSlash: false,
    items: posts.map((post) => ({
      title: post.data.title,
      description: post.data.excerpt,
      pubDate: post.data.date,
      link: urls.blogPost(post.id),
      categories: [post.data.category],
    })),
    ...feedChannel(new URL(urls.blogFeed, site).href, 'en-us'),
  });
}

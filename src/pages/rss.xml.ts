import { urls } from '../data/urls';
import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { getBlogPosts, getPage } from '../data/content';

/** The blog's RSS feed: every post, newest first. */
export async function GET(context: APIContext) {
  const { data: blog } = await getPage('blog', 'blog', 'en');
  const posts = await getBlogPosts();
  return rss({
    title: blog.rssTitle,
    description: blog.description,
    site: context.site ?? 'https://www.relaymark.com',
    // Item links in the pages' own form (/blog/x), which the host answers without a redirect.
    trailingSlash: false,
    items: posts.map((post) => ({
      title: post.data.title,
      description: post.data.excerpt,
      pubDate: post.data.date,
      link: urls.blogPost(post.id),
      categories: [post.data.category],
    })),
    customData: '<language>en-us</language>',
  });
}

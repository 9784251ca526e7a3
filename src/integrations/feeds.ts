import type { AstroIntegration } from 'astro';
import { urls } from '../links/links';

/**
 * The blog's and the changelog's RSS feeds. They are routes of their own rather than files in
 * src/pages/ so that a preview build, which shows drafts and scheduled posts, can leave them out:
 * astro.config.mjs adds this integration to production builds only.
 */
export default function feeds(): AstroIntegration {
  return {
    name: 'feeds',
    hooks: {
      'astro:config:setup': ({ injectRoute }) => {
        injectRoute({ pattern: urls.blogFeed, entrypoint: './src/feeds/blog-rss.ts' });
        injectRoute({ pattern: urls.changelogFeed, entrypoint: './src/feeds/changelog-rss.ts' });
      },
    },
  };
}

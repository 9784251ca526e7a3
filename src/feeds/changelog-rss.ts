import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { getChangelog, getProductNames } from '../data/changelog';
import { singleEntry } from '../data/single-entry';
import { urls } from '../links/links';
import { FEED_SIZE } from '../data/list-sizes';
import { feedChannel } from '../lib/feed';

/** The changelog's own RSS feed: the newest entries (FEED_SIZE), newest first, their type and products as categories. */
export async function GET(context: APIContext) {
  const page = await singleEntry('page', 'en');
  const entries = (await getChangelog()).slice(0, FEED_SIZE);
  const site = context.site ?? 'https://www.relaymark.com';
  const names = await getProductNames();
  return rss({
    title: page.rssTitle,
    description: page.description,
    site,
    // Item links in the pages' own form (/blog/x), which the host answers without a redirect.
    trailingSlash: false,
    items: entries.map((entry) => ({
      title: entry.data.title,
      description: entry.data.summary,
      pubDate: entry.data.date,
      link: urls.changelogEntry(entry.id),
      categories: [page.typeLabels[entry.data.type], ...entry.data.products.map((id) => names.get(id) ?? id)],
    })),
    ...feedChannel(new URL(urls.changelogFeed, site).href, 'en-us'),
  });
}

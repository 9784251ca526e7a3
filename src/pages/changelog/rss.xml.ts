import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { getChangelog, getProductNames } from '../../data/changelog';
import { singleEntry } from '../../data/single-entry';
import { urls } from '../../data/urls';

/** The changelog's own RSS feed: every entry, newest first, its type and products as categories. */
export async function GET(context: APIContext) {
  const page = await singleEntry('page', 'en');
  const entries = await getChangelog();
  const names = await getProductNames();
  return rss({
    title: page.rssTitle,
    description: page.description,
    site: context.site ?? 'https://www.relaymark.com',
    // Item links in the pages' own form (/blog/x), which the host answers without a redirect.
    trailingSlash: false,
    items: entries.map((entry) => ({
      title: entry.data.title,
      description: entry.data.summary,
      pubDate: entry.data.date,
      link: urls.changelogEntry(entry.id),
      categories: [page.typeLabels[entry.data.type], ...entry.data.products.map((id) => names.get(id) ?? id)],
    })),
    customData: '<language>en-us</language>',
  });
}

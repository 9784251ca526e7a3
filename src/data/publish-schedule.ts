import { getCollection } from 'astro:content';
import { buildDate } from '../lib/build-date';
import { publishSchedule, type PublishSchedule } from '../lib/publishing';

/** This build's moment and the moments after it at which a blog post or press release goes live. */
export async function getPublishSchedule(): Promise<PublishSchedule> {
  const [posts, releases] = await Promise.all([getCollection('blog'), getCollection('press')]);
  return publishSchedule(
    [...posts, ...releases].map((entry) => entry.data),
    buildDate(),
  );
}

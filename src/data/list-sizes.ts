/**
 * How many entries a page of each list and each feed carries: the one place these numbers live.
 *
 * A list page weighs what the site's pages weigh today whatever the number of entries: about
 * 55 KB of every page is the frame (inlined critical CSS, header, footer) and each card adds
 * 1.3 to 1.9 KB, so these sizes keep each list page within 10% of its weight with today's content.
 */
export const PAGE_SIZE = {
  /** /blog, after the featured posts that page 1 shows above them (two today: 7 cards, as before). */
  blog: 5,
  /** /blog/category/{id}: a category with one post today weighs 68 KB; four cards keep it under 75 KB. */
  blogCategory: 4,
  /** /press, with "In the news" beside the releases on page 1. */
  press: 6,
  /** /changelog: entries are short; ten is about a quarter of a year of releases. */
  changelog: 10,
} as const;

/**
 * Entries in the blog's and the changelog's RSS feeds, newest first. Feed readers poll every hour
 * or few and keep what they have read, so a feed needs only what appears between two polls;
 * twenty covers months of posts at a few a month and keeps each feed a few kilobytes however
 * long the archive grows.
 */
export const FEED_SIZE = 20;

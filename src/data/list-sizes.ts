/**
 * How many entries a page of each list and each feed carries: the one place these numbers live.
 *
 * A list page weighs what the site's pages weigh today whatever the number of entries: most of a
 * page is its frame (inlined critical CSS, header, footer) and each card adds a little, so these
 * sizes keep each list page close to its weight with today's content (README, "Long lists and feeds"; measured
 * by `npx node scripts/bench/list-pages.ts`).
 */
export const PAGE_SIZE = {
  /** /blog, after the featured posts that page 1 shows above them (two today: 7 cards, as before). */
  blog: 5,
  /**
   * /blog/category/{id}: a later page carries the page links and one more breadcrumb beside
   * the cards, so it holds fewer cards than /blog to stay close to a one-post category's weight.
   */
  blogCategory: 3,
  /** /press, with "In the news" beside the releases on page 1. */
  press: 6,
  /** /changelog: ten entries, about half a year of changes at today's pace (11 from April to November 2026). */
  changelog: 10,
} as const;

/**
 * Entries in the blog's and the changelog's RSS feeds, newest first. Feed readers poll every hour
 * or so and keep what they have read, so a feed needs only what can appear between two polls of
 * a reader that was away: twenty is more than a year of posts or changes at today's pace (one or
 * two a month), the common default of feed generators, and keeps each feed's size the same
 * however long the archive grows.
 */
export const FEED_SIZE = 20;

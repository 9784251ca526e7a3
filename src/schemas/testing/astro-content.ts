/**
 * `astro:content` for Vitest, which runs the schema modules outside Astro: they take only
 * defineCollection from it, and it hands back the collection as written.
 */
export const defineCollection = <Collection>(collection: Collection): Collection => collection;

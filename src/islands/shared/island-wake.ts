/**
 * An event that wakes a client:touch island as the visitor's first touch would: for a page
 * script that has put something into the island's server-rendered HTML which only the island
 * can show the consequences of (compose's SMS counter for a restored draft). A plain module,
 * so the directive's inline script does not pull in React.
 */
export const ISLAND_WAKE = 'island:wake';

/** Asks `island` (an <astro-island> on client:touch) to hydrate now. */
export function wakeIsland(island: Element): void {
  island.dispatchEvent(new Event(ISLAND_WAKE));
}

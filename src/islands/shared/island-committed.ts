/**
 * Set on an island's <astro-island> element once React has committed the island (its event
 * handlers are live from then on) by CommitSignal, which withErrorBoundary renders in every
 * island. client:touch waits for it before replaying held input. A plain module, so the
 * directive's inline script does not pull in React.
 */
export const ISLAND_COMMITTED = 'data-committed';

/**
 * Set by client:touch (and client:kept, which builds on it) once the input it held while React
 * loaded has been replayed: from then on the island's own handlers take every event.
 */
export const ISLAND_REPLAYED = 'data-replayed';

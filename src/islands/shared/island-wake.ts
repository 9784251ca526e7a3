/**
 * An event that wakes a client:touch island as the visitor's first touch would, for the code
 * that has put something into the island's server-rendered HTML which only the island can show
 * the consequences of (client:kept: compose's SMS counter for a restored draft). A plain module,
 * so the directives' inline scripts do not pull in React.
 */
export const ISLAND_WAKE = 'island:wake';

/**
 * The latest a `client:idle` island waits for the browser to be idle before it hydrates anyway.
 * A page kept busy (a slow phone, a long task, a script of the visitor's own) may never be idle,
 * and a submit or tab click held until the island is ready (src/scripts/early-submit.js) would
 * wait forever: seen under a 4x slower CPU, where a held Send never went out.
 */
export const IDLE_HYDRATION_LIMIT_MS = 2000;

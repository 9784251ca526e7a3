/**
 * A page the speculation rules prerendered (src/lib/speculation-rules.ts) runs its scripts before
 * the visitor has asked for it, and may never be shown. Whatever takes from or writes to storage,
 * reads the session or logs waits until the page is shown.
 */
interface MaybePrerendered {
  prerendering?: boolean;
}

/** True while the page is a prerender not yet shown. */
export const isPrerendering = (doc: Document = document): boolean =>
  (doc as Document & MaybePrerendered).prerendering === true;

/**
 * Runs `run` once the page is shown: at once, or when a prerendered page is activated
 * (`prerenderingchange`). Returns what cancels a run still waiting (a React effect's cleanup).
 */
export function whenShown(run: () => void, doc: Document = document): () => void {
  if (!isPrerendering(doc)) {
    run();
    return () => {};
  }
  const activated = () => run();
  doc.addEventListener('prerenderingchange', activated, { once: true });
  return () => doc.removeEventListener('prerenderingchange', activated);
}

import { ISLAND_COMMITTED } from './island-committed';

const markCommitted = (node: HTMLTemplateElement | null) => {
  node?.closest('astro-island')?.setAttribute(ISLAND_COMMITTED, '');
};

/**
 * React attaches refs in its commit, hydrating or not, so this inert element's ref is the
 * island's own "committed" moment. Rendered on the server too, so hydration matches.
 */
export function CommitSignal() {
  return <template data-commit-signal="" ref={markCommitted} />;
}

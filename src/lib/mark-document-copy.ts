/** The keys of an OpenAPI document whose string values are words for readers, not data (x-action: what to do about an error). */
const COPY_KEYS = new Set(['description', 'summary', 'title', 'x-displayName', 'x-action']);
/** Subtrees that are data a request or response carries: never marked. */
const DATA_KEYS = new Set(['example', 'value', 'default', 'const', 'enum']);

/**
 * A copy of an OpenAPI document with every reader-facing text (descriptions, summaries,
 * titles, display names) passed through `mark`: the pseudo-locale build uses it to show that
 * the API reference's words come from content/developers/openapi.yaml.
 */
export function markDocumentCopy(node: unknown, mark: (text: string) => string): unknown {
  if (Array.isArray(node)) return node.map((item) => markDocumentCopy(item, mark));
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => {
      if (DATA_KEYS.has(key)) return [key, value];
      if (COPY_KEYS.has(key) && typeof value === 'string') return [key, mark(value)];
      return [key, markDocumentCopy(value, mark)];
    }),
  );
}

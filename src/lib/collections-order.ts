/** Sorts entries that carry an `order` field, the way marketers number them in content/. */
export function byOrder<T extends { data: { order: number } }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => a.data.order - b.data.order);
}

/**
 * Entries of a YAML list file in the order they are written in the file (content/README.md
 * promises this; the content store itself returns them sorted by id): the loader keeps each
 * entry's place (src/lib/list-position.ts).
 */
export function inFileOrder<T extends { position: number | undefined }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER));
}

/** Sorts entries that carry an `order` field, the way marketers number them in content/. */
export function byOrder<T extends { data: { order: number } }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => a.data.order - b.data.order);
}

/** Sorts entries that carry an `order` field, the way marketers number them in content/. */
export function byOrder<T extends { data: { order: number } }>(entries: T[]): T[] {
  return [...entries].sort((a, b) => a.data.order - b.data.order);
}

/** Keeps list files in the order they were written: ids like act-2 sort before act-10. */
export function byNaturalId<T extends { id: string }>(entries: T[]): T[] {
  return [...entries].sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
}

/** Where each id that appears more than once in a YAML list sits: its 1-based line numbers. */
export function duplicateIds(source: string, entries: unknown): { id: string; lines: number[] }[] {
  if (!Array.isArray(entries)) return [];
  const ids = entries.map((entry: unknown) =>
    entry && typeof entry === 'object' && 'id' in entry ? String(entry.id) : undefined,
  );
  const repeated = [...new Set(ids.filter((id, index) => id !== undefined && ids.indexOf(id) !== index))];
  const lines = source.split('\n');
  return repeated.map((id) => ({
    id: id as string,
    lines: lines.flatMap((line, index) => {
      const match = /^\s*(?:-\s+)?id:\s*["']?(.*?)["']?\s*$/.exec(line);
      return match?.[1] === id ? [index + 1] : [];
    }),
  }));
}

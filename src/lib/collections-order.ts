import { readFileSync } from 'node:fs';
import { load as loadYaml } from 'js-yaml';

/** Sorts entries that carry an `order` field, the way marketers number them in content/. */
export function byOrder<T extends { data: { order: number } }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => a.data.order - b.data.order);
}

/**
 * Entries of a YAML list file in the order they are written in the file (content/README.md
 * promises this; the content store itself returns them sorted by id).
 */
export function inFileOrder<T extends { id: string }>(entries: readonly T[], file: string): T[] {
  const list = loadYaml(readFileSync(file, 'utf8'));
  const ids = Array.isArray(list) ? list.map((item: unknown) => (item as { id?: unknown })?.id).map(String) : [];
  const position = (id: string) => {
    const index = ids.indexOf(id);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  return [...entries].sort((a, b) => position(a.id) - position(b.id));
}

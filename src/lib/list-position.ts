/**
 * An entry of a YAML list file keeps its place in the list, as content/README.md promises: the
 * content store hands entries back sorted by id, so the loader stores the place with the entry's
 * data and the data layer (src/data/localized.ts) sorts by it and takes it off, so no page sees it.
 */
const FIELD = '__position';

/** The parsed entry data, carrying its place in its list. */
export function withPosition<Data>(data: Data, position: number): Data {
  return typeof data === 'object' && data !== null ? { ...data, [FIELD]: position } : data;
}

/** An entry's data without the place it carries, and that place (undefined for an entry of a folder). */
export function takePosition<Data>(data: Data): { data: Data; position: number | undefined } {
  if (typeof data !== 'object' || data === null || !(FIELD in data)) return { data, position: undefined };
  const { [FIELD]: position, ...rest } = data as Record<string, unknown>;
  return { data: rest as Data, position: position as number };
}

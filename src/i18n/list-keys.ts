import { listKey, type FieldShape } from '../schemas/field-shape';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/**
 * The items of an English entry's lists that share their key (an `id`, or a link's `href`) with an
 * item before them in the same list ("developers[href=/developers/sdks]"): a translation could not
 * say which of them it translates.
 */
export function repeatedKeys(shape: FieldShape, data: unknown, path = ''): string[] {
  if (shape.kind === 'object' && isRecord(data))
    return Object.entries(shape.properties).flatMap(([name, inner]) =>
      repeatedKeys(inner, data[name], path === '' ? name : `${path}.${name}`),
    );
  if (shape.kind !== 'array' || !Array.isArray(data)) return [];
  const key = listKey(shape.items);
  const seen = new Set<unknown>();
  return data.flatMap((item: unknown, index) => {
    const value = key && isRecord(item) ? item[key] : undefined;
    const at = value === undefined ? `${path}[${index}]` : `${path}[${key}=${String(value)}]`;
    const repeated = value !== undefined && seen.has(value) ? [at] : [];
    seen.add(value);
    return [...repeated, ...repeatedKeys(shape.items, item, at)];
  });
}

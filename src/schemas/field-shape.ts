import type { SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import { editorMetaIn, forEditor } from './editor-meta';

/**
 * What each field of a content schema holds, as the translation merge, the link rules and the image
 * check need to know it: wording a translator writes (`copy()`), a link (`link`), an image file
 * beside the content (Astro's `image()`), or a value that is the same in every language (a price,
 * an id, an icon, an order, a flag, a date, a path). An image is a value to the merge too.
 */
export type FieldShape =
  | { kind: 'copy' }
  | { kind: 'link' }
  | { kind: 'image' }
  | { kind: 'value' }
  | { kind: 'object'; properties: Record<string, FieldShape> }
  | { kind: 'array'; items: FieldShape };

type Node = z.core.JSONSchema._JSONSchema | undefined;

const VALUE: FieldShape = { kind: 'value' };

/** The subschemas of a union or intersection, without the `null` of a nullable field. */
function branchesOf(node: z.core.JSONSchema.JSONSchema): z.core.JSONSchema._JSONSchema[] {
  const branches = [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])];
  return branches.filter((branch) => !(typeof branch === 'object' && branch.type === 'null'));
}

/** Two shapes at one place (the branches of a union): objects join their fields; copy wins over a value, and so does an image. */
function join(a: FieldShape, b: FieldShape): FieldShape {
  if (a.kind === 'object' && b.kind === 'object') {
    const properties = { ...a.properties };
    for (const [name, shape] of Object.entries(b.properties))
      properties[name] = name in properties ? join(properties[name] ?? VALUE, shape) : shape;
    return { kind: 'object', properties };
  }
  if (a.kind === 'array' && b.kind === 'array') return { kind: 'array', items: join(a.items, b.items) };
  if (a.kind === 'value' && b.kind === 'image') return b;
  return holdsCopy(b) && !holdsCopy(a) ? b : a;
}

function shapeOfNode(node: Node): FieldShape {
  if (typeof node !== 'object') return VALUE;
  const meta = editorMetaIn(node as { editor?: unknown });
  if (meta?.kind === 'copy') return { kind: 'copy' };
  if (meta?.kind === 'image') return { kind: 'image' };
  if ((node as { link?: unknown }).link === true) return { kind: 'link' };
  const branches = branchesOf(node);
  if (branches.length > 0) return branches.map(shapeOfNode).reduce(join);
  if (node.type === 'object' && node.properties)
    return {
      kind: 'object',
      properties: Object.fromEntries(
        Object.entries(node.properties).map(([name, field]) => [name, shapeOfNode(field)]),
      ),
    };
  if (node.type === 'array' && node.items !== undefined)
    return { kind: 'array', items: shapeOfNode(Array.isArray(node.items) ? node.items[0] : node.items) };
  return VALUE;
}

/** A collection's schema, or the function of Astro's schema context that returns it (for image()). */
export type CollectionSchema = z.core.$ZodType | ((context: SchemaContext) => z.core.$ZodType);

/**
 * The shape of what a content file holds for a collection's schema (its input: the text before the
 * build changes it). An image is a path written once, in the English entry.
 */
export function fieldShape(schema: CollectionSchema | undefined): FieldShape {
  const resolved = resolvedSchema(schema);
  return resolved ? shapeOfNode(z.toJSONSchema(resolved, { io: 'input', unrepresentable: 'any' })) : VALUE;
}

/** A collection's schema itself, with an image as the path a content file writes for it (marked for the editor). */
export const resolvedSchema = (schema: CollectionSchema | undefined): z.core.$ZodType | undefined =>
  typeof schema === 'function'
    ? schema({ image: () => forEditor(z.string(), { kind: 'image' }) } as unknown as SchemaContext)
    : schema;

/** Whether a field of this kind sits at or under this place. */
export function holds(shape: FieldShape, kind: 'copy' | 'image'): boolean {
  if (shape.kind === kind) return true;
  if (shape.kind === 'object') return Object.values(shape.properties).some((inner) => holds(inner, kind));
  if (shape.kind === 'array') return holds(shape.items, kind);
  return false;
}

/** Whether a translator writes anything at or under this place. */
export const holdsCopy = (shape: FieldShape): boolean => holds(shape, 'copy');

/**
 * The field a list's items are paired by across languages, which a translated item writes to say
 * which English item it translates: its `id`, or else its link's `href`. Undefined for a list whose
 * items have neither (a list of values, which a translation never writes).
 */
export function listKey(items: FieldShape): 'id' | 'href' | undefined {
  if (items.kind !== 'object') return undefined;
  if ('id' in items.properties) return 'id';
  return items.properties.href?.kind === 'link' ? 'href' : undefined;
}

/** A key a content file writes where its schema has no field of that name, and the fields there are. */
export interface UnknownField {
  /** Where, as Astro names a field: "image.alt", "features.0.text". */
  path: string;
  name: string;
  known: string[];
}

/**
 * The keys of `data` its shape has no field for, at any depth. A schema drops such a key without a
 * word, so a misspelt `draft: true` would publish the post it was meant to hold back.
 */
export function unknownFields(shape: FieldShape, data: unknown, path = ''): UnknownField[] {
  const at = (name: string | number) => (path === '' ? String(name) : `${path}.${name}`);
  if (shape.kind === 'array' && Array.isArray(data))
    return data.flatMap((item: unknown, index) => unknownFields(shape.items, item, at(index)));
  if (shape.kind !== 'object' || typeof data !== 'object' || data === null || Array.isArray(data)) return [];
  const known = Object.keys(shape.properties);
  return Object.entries(data).flatMap(([name, value]) => {
    const inner = shape.properties[name];
    return inner ? unknownFields(inner, value, at(name)) : [{ path: at(name), name, known }];
  });
}

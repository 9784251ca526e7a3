import { z } from 'astro/zod';

/**
 * How the browser editor at /admin (src/editor/) shows a field whose type alone does not say it:
 * text a visitor reads (translated in each language), a date, a file in public/, an icon name, or
 * an entry of another collection. It rides in the schema's own metadata, so the editor is
 * generated from the schemas and cannot drift from them.
 */
export type EditorMeta =
  | { kind: 'copy' }
  | { kind: 'date' }
  | { kind: 'public-file' }
  | { kind: 'icon' }
  /** `valueField` is what the content file stores: the entry's file name ("{{slug}}") or one of its fields. */
  | { kind: 'reference'; collection: string; valueField: string };

const KINDS = new Set<EditorMeta['kind']>(['copy', 'date', 'public-file', 'icon', 'reference']);

/**
 * The marks by schema definition: `.describe()` and `.meta()` register a copy of the schema with
 * only what they were given, but the copy shares its definition, so a described field keeps its mark.
 */
const marks = new WeakMap<object, EditorMeta>();

/** Marks a schema for the editor, keeping what it already said of itself (its description). */
export function forEditor<Schema extends z.ZodType>(schema: Schema, meta: EditorMeta): Schema {
  const marked = schema.meta({ ...z.globalRegistry.get(schema), editor: meta });
  marks.set(marked._zod.def, meta);
  return marked;
}

export function editorMetaOf(schema: z.core.$ZodType): EditorMeta | undefined {
  const meta: unknown = z.globalRegistry.get(schema)?.editor ?? marks.get(schema._zod.def);
  return typeof meta === 'object' && meta !== null && 'kind' in meta && KINDS.has(meta.kind as EditorMeta['kind'])
    ? (meta as EditorMeta)
    : undefined;
}

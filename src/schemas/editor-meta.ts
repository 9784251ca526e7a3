import type { z } from 'astro/zod';

/**
 * How the browser editor at /admin (src/editor/) shows a field whose type alone does not say it:
 * text a visitor reads (translated in each language), a date, a file in public/, an image beside the content, an icon name, or
 * an entry of another collection. It rides in the schema's own metadata (`.meta({ editor })`), which
 * `z.toJSONSchema()` writes into the field's JSON Schema as its `editor` keyword, so the editor is
 * generated from the schemas and cannot drift from them.
 */
type EditorMeta =
  | { kind: 'copy' }
  | { kind: 'date' }
  /** A day, or a day and time with its zone (./publish-date.ts). */
  | { kind: 'moment' }
  | { kind: 'public-file' }
  /** An image beside the content (Astro's `image()`), processed by the build. */
  | { kind: 'image' }
  | { kind: 'icon' }
  /** `valueField` is what the content file stores: the entry's file name ("{{slug}}") or one of its fields. */
  | { kind: 'reference'; collection: string; valueField: string };

const KINDS = new Set<EditorMeta['kind']>(['copy', 'date', 'moment', 'public-file', 'image', 'icon', 'reference']);

/**
 * Marks a schema for the editor. `.meta()`, `.describe()` and every check keep the metadata of the
 * schema they are called on, and a wrapper (`.optional()`, `.default()`) shows its inner schema's in
 * JSON Schema, so a marked field stays marked whatever is chained after.
 */
export function forEditor<Schema extends z.ZodType>(schema: Schema, meta: EditorMeta): Schema {
  return schema.meta({ editor: meta });
}

/** The mark of a field, from its JSON Schema (the `editor` keyword its metadata became). */
export function editorMetaIn(node: { editor?: unknown }): EditorMeta | undefined {
  const meta = node.editor;
  return typeof meta === 'object' && meta !== null && 'kind' in meta && KINDS.has(meta.kind as EditorMeta['kind'])
    ? (meta as EditorMeta)
    : undefined;
}

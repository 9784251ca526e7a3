import type { Collection, CollectionFile, EntryCollection, Field } from '@sveltia/cms';
import { z } from 'astro/zod';
import { resolvedSchema, type CollectionSchema } from '../schemas/field-shape';
import { inLanguageFolder } from '../i18n/entries';
import { sourceOf, type ContentSource } from '../loaders/content-source';
import {
  fieldsFromShape,
  itemsNamedById,
  labelOf,
  TRANSLATED_LIST_HINT,
  type FieldChoices,
  type ReferenceTarget,
} from './field-from-schema';
import { editorSchema, nodeOf, propertiesOf, type SchemaNode } from './json-schema';
import { previewPath } from './preview-paths';

/** A collection as content.config.ts defines it: its loader (with its files' source) and schema. */
export interface ContentCollection {
  loader?: unknown;
  schema?: unknown;
}

/** Where one content collection goes in the editor: a collection of Markdown entries, or one YAML file. */
type Placement =
  | { kind: 'entries'; base: string; nested: boolean; translated: boolean }
  | { kind: 'file'; file: string; list: boolean; translated: boolean };

const LIST_FIELD = 'items';

const withPreview = (name: string, translated: boolean) => {
  const path = previewPath(name, translated);
  return path ? { preview_path: path } : {};
};

function placementOf(name: string, source: ContentSource | undefined): Placement {
  if (!source)
    throw new Error(
      `The "${name}" collection's loader does not say where its files are (src/loaders/content-source.ts)`,
    );
  if (source.kind === 'file') return { kind: 'file', file: source.file, list: true, translated: source.translated };
  const { translated } = source;
  const single = /^[^{*]+\.yaml$/.exec(source.pattern)?.[0];
  if (single) return { kind: 'file', file: `${source.base}/${single}`, list: false, translated };
  return { kind: 'entries', base: source.base, nested: source.pattern.includes('**'), translated };
}

/** "content/site/home.yaml" -> "site": the content folder a file belongs to. */
const contentFolder = (path: string) => path.split('/')[1] ?? path;
const filesCollection = (file: string) => `${contentFolder(file)}-files`;

/**
 * The shapes of a collection's entries: one for an object schema, one per kind for a union told
 * apart by a field (pages: kind: about, kind: legal, ...), keyed by that field's value: the field
 * every option fixes to a value of its own (`const` in JSON Schema).
 */
function shapesOf(name: string, schema: unknown): { discriminator?: string; shapes: Map<string, SchemaNode> } {
  const resolved = resolvedSchema(schema as CollectionSchema | undefined);
  const root = resolved instanceof z.ZodType ? editorSchema(resolved) : undefined;
  if (root?.type === 'object') return { shapes: new Map([['', root]]) };
  const options = (root?.oneOf ?? root?.anyOf ?? []).map(nodeOf);
  const kindsBy = (field: string) => options.map((option) => propertiesOf(option)[field]?.const);
  const discriminator = Object.keys(propertiesOf(options[0] ?? {})).find((field) => {
    const kinds = kindsBy(field);
    return kinds.every((kind) => typeof kind === 'string') && new Set(kinds).size === kinds.length;
  });
  if (discriminator && options.every((option) => option.type === 'object')) {
    const kinds = kindsBy(discriminator);
    return { discriminator, shapes: new Map(options.map((option, index) => [String(kinds[index]), option])) };
  }
  throw new Error(`The editor needs an object schema, or a union of them told apart by a field, for "${name}"`);
}

/**
 * Where an uploaded image of a collection's entries is saved: the `images` folder beside the
 * entries, which their image fields name relative to the entry (`./images/photo.jpg`), where the
 * build's image pipeline reads it.
 */
function imagesFolder(place: Placement): FieldChoices['images'] {
  const folder = place.kind === 'entries' ? place.base : place.file.replace(/\/[^/]+$/, '');
  return { media_folder: `/${folder}/images`, public_folder: './images' };
}

/**
 * Where another uploaded file of a collection's entries is saved (a press release's PDF): the
 * folder of public/ named after the content folder, which the site serves under that name
 * (`public/press/release.pdf` at `/press/release.pdf`).
 */
function publicFilesFolder(place: Placement): FieldChoices['files'] {
  const folder = contentFolder(place.kind === 'entries' ? place.base : place.file);
  return { media_folder: `/public/${folder}`, public_folder: `/${folder}` };
}

const IDENTIFIERS = ['name', 'title', 'heading', 'version'];

/** What a file name may be: it is a page's address, `sms-delivery-tips`. */
const ADDRESS = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A new entry's file name, which is its id and the last part of its page's address: filled in
 * from its title (or name) as the marketer types, and theirs to change until the first save. It
 * is not offered afterwards: a renamed file would break every link to the page.
 */
function addressOnCreation(name: string, identifier: string | undefined): EntryCollection['slug'] {
  const page = previewPath(name, false);
  const address = page?.endsWith('/{{slug}}') ? ` and the end of its address (${page.replace('{{slug}}', '…')})` : '';
  const from = identifier ? `, filled in from the ${labelOf(identifier).toLowerCase()} as you type` : '';
  return {
    ...(identifier ? { template: `{{${identifier}}}` } : {}),
    editable: ['create'],
    hint: `The file name${address}${from}. Change it before the first save: it stays as it is afterwards, as links to the page use it.`,
    pattern: [ADDRESS.source, 'Use lower-case letters, digits and hyphens, e.g. sms-delivery-tips'],
  };
}

function entryCollection(
  name: string,
  place: Extract<Placement, { kind: 'entries' }>,
  fields: Field[],
  creatable: boolean,
): Collection {
  const identifier = IDENTIFIERS.find((candidate) => fields.some((field) => field.name === candidate));
  const body: Field = {
    name: 'body',
    label: 'Body',
    widget: 'markdown',
    required: false,
    ...(place.translated ? { i18n: true } : {}),
  };
  return {
    name,
    label: labelOf(name),
    folder: place.base,
    extension: 'md',
    format: 'frontmatter',
    ...(identifier ? { identifier_field: identifier } : {}),
    ...(creatable ? { slug: addressOnCreation(name, identifier) } : {}),
    ...(place.nested ? { nested: { depth: 3, subfolders: false }, path: '{{slug}}' } : {}),
    fields: [...fields, body],
    ...(place.translated ? { i18n: true } : {}),
    ...withPreview(name, place.translated),
  };
}

/** The fields a file's form shows: a top-level list's item fields, or the file's own. */
export function formFields(file: CollectionFile): Field[] {
  const fields = file.fields ?? [];
  const [only] = fields;
  return fields.length === 1 && only && (only as { root?: boolean }).root
    ? ((only as { fields?: Field[] }).fields ?? [])
    : fields;
}

/** Every file of the configuration's file collections. */
export const editorFiles = (collections: readonly unknown[]): CollectionFile[] =>
  (collections as Collection[]).flatMap((collection) =>
    'files' in collection ? (collection.files as CollectionFile[]) : [],
  );

function fileEntry(name: string, place: Extract<Placement, { kind: 'file' }>, fields: Field[]): CollectionFile {
  const i18n = place.translated ? { i18n: true } : {};
  return {
    name,
    label: labelOf(name),
    file: place.translated ? inLanguageFolder(place.file, '{{locale}}') : place.file,
    format: 'yaml',
    fields: place.list
      ? [
          {
            name: LIST_FIELD,
            label: labelOf(name),
            widget: 'list',
            root: true,
            fields: itemsNamedById(fields, place.translated),
            ...(place.translated ? { hint: TRANSLATED_LIST_HINT } : {}),
            ...i18n,
          },
        ]
      : fields,
    ...i18n,
    ...withPreview(name, place.translated),
  };
}

/**
 * The editor's collections, from content.config.ts: a collection of Markdown entries becomes an
 * entry collection (one per kind where entries come in kinds); the YAML files become file
 * collections, one per content folder ("site", "pricing"), so every folder of content/ has its
 * place in the editor's list.
 */
export function editorCollections(
  collections: Record<string, ContentCollection>,
  icons: readonly string[],
): Collection[] {
  const placements = new Map(
    Object.entries(collections).map(([name, collection]) => [name, placementOf(name, sourceOf(collection.loader))]),
  );
  const reference = (name: string): ReferenceTarget => {
    const place = placements.get(name);
    if (!place) throw new Error(`A field refers to "${name}", which is not a content collection`);
    if (place.kind === 'entries') return { collection: name, prefix: '' };
    return { collection: filesCollection(place.file), file: name, prefix: place.list ? `${LIST_FIELD}.*.` : '' };
  };
  const choices: FieldChoices = { icons, reference };

  const entries: Collection[] = [];
  const files = new Map<string, CollectionFile[]>();
  for (const [name, collection] of Object.entries(collections)) {
    const place = placements.get(name)!;
    const { discriminator, shapes } = shapesOf(name, collection.schema);
    const folders = { images: imagesFolder(place), files: publicFilesFolder(place) };
    for (const [kind, shape] of shapes) {
      const fields = fieldsFromShape(shape, { ...choices, ...folders }, place.translated).map((field) =>
        // The field that tells kinds apart is set by the collection, not typed.
        field.name === discriminator
          ? { name: field.name, label: field.label, widget: 'hidden' as const, default: kind }
          : field,
      );
      if (place.kind === 'file') {
        const group = filesCollection(place.file);
        files.set(group, [...(files.get(group) ?? []), fileEntry(name, place, fields)]);
      } else if (discriminator) {
        const collection = entryCollection(name, place, fields, false);
        // One file per route: a page of a kind is edited, not added (a new route needs a developer).
        entries.push({
          ...collection,
          name: `${name}-${kind}`,
          label: `${labelOf(name)}: ${kind}`,
          filter: { field: discriminator, value: kind },
          create: false,
          delete: false,
        });
      } else {
        entries.push(entryCollection(name, place, fields, true));
      }
    }
  }
  const fileCollections: Collection[] = [...files].map(([name, list]) => ({
    name,
    label: `${labelOf(name.replace(/-files$/, ''))}: settings and lists`,
    files: list,
    ...(list.some((file) => file.i18n) ? { i18n: true } : {}),
  }));
  return [...entries, ...fileCollections];
}

/** Collections in the editor's list, by label. */
export const byLabel = (collections: Collection[]): Collection[] =>
  collections.toSorted((a, b) => (a.label ?? a.name).localeCompare(b.label ?? b.name));

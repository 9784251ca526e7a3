import type { Field } from '@sveltia/cms';
import { SOURCE_LOCALE } from '../i18n/locales';
import { ICON_CATALOGUE_URL } from '../lib/icons';
import { editorMetaIn } from '../schemas/editor-meta';
import { PUBLISH_DATE_HINT } from '../schemas/publish-date';
import { itemsOf, propertiesOf, type SchemaNode } from './json-schema';

/** Where the editor finds another collection's entries: an entry collection, or a list in a file of a file collection. */
export interface ReferenceTarget {
  collection: string;
  file?: string;
  /** The path of the entries inside the file ("items.*."), before the field that is stored. */
  prefix: string;
}

/** What a field may pick from, where its schema names it by kind: icon names, another collection's entries. */
export interface FieldChoices {
  icons: readonly string[];
  reference: (collection: string) => ReferenceTarget;
  /** Where an image beside the content is saved, and how its field then names it. */
  images?: { media_folder: string; public_folder: string };
  /** Where another file (a PDF) is saved in public/, and the path the site serves it at. */
  files?: { media_folder: string; public_folder: string };
}

/** A length limit as the pattern the editor checks, with the build's own message. */
function lengthPattern(node: SchemaNode): [string, string] | undefined {
  const { minLength: min, maxLength: max } = node;
  const lower = min !== undefined && min > 1 ? min : 0;
  if (max === undefined && !lower) return undefined;
  const message = [
    max === undefined ? undefined : node.errorMessage?.maxLength,
    lower ? `Write at least ${lower} characters` : undefined,
  ]
    .filter(Boolean)
    .join('. ');
  // The build trims the text before it counts; so does the pattern.
  return [`^\\s*[\\s\\S]{${lower},${max ?? ''}}\\s*$`, message];
}

/** Words a label writes in capitals. */
const ACRONYMS: Record<string, string> = {
  api: 'API',
  cta: 'CTA',
  faq: 'FAQ',
  id: 'ID',
  pdf: 'PDF',
  sdks: 'SDKs',
  seo: 'SEO',
  sms: 'SMS',
  url: 'URL',
};

/** "recommendedProducts" -> "Recommended products", "pay-as-you-go" -> "Pay as you go", "sdks" -> "SDKs". */
export function labelOf(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim()
    .toLowerCase()
    .split(' ')
    .map((word) => ACRONYMS[word] ?? word)
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const isCopy = (node: SchemaNode) => editorMetaIn(node)?.kind === 'copy';

/** Whether any text a visitor reads sits in this field or inside it: then each language has its own. */
export function holdsCopy(node: SchemaNode): boolean {
  if (isCopy(node)) return true;
  if (node.type === 'object') return Object.values(propertiesOf(node)).some(holdsCopy);
  if (node.type === 'array') return holdsCopy(itemsOf(node));
  return false;
}

/** How the editor writes a date and time (Day.js tokens), the zone's offset included. */
export const PUBLISH_DATE_FORMAT = 'YYYY-MM-DDTHH:mmZ';

const IMAGE = /\.(svg|png|jpe?g|webp|avif|gif)$/i;

/**
 * The Sveltia field for one field of a content schema, from its JSON Schema (./json-schema.ts);
 * `required` says whether the build refuses the entry without it, `translated` whether the
 * collection has languages.
 */
export function fieldFromSchema(
  name: string,
  node: SchemaNode,
  required: boolean,
  choices: FieldChoices,
  translated: boolean,
): Field {
  const meta = editorMetaIn(node);
  const hints: string[] = node.description ? [node.description] : [];
  const wording = translated && holdsCopy(node);
  const base = {
    name,
    label: labelOf(name),
    // English first: a translation may leave a text or an item out, and the page shows it in English.
    ...(required ? (wording ? { required: [SOURCE_LOCALE] } : {}) : { required: false }),
    ...(node.default !== undefined && typeof node.default !== 'object'
      ? { default: node.default as string | number | boolean }
      : {}),
    // A value is written once, in English; each language writes the wording (src/i18n/translation-merge.ts).
    ...(wording ? { i18n: true } : {}),
  };
  const withHint = <F extends Field>(field: F): F => (hints.length > 0 ? { ...field, hint: hints.join(' ') } : field);

  if (meta?.kind === 'date') {
    // The hint is the message the build gives for a date in another form (DATE_HINT).
    const format = node.errorMessage?.pattern;
    if (format) hints.push(format);
    return withHint({
      ...base,
      widget: 'datetime',
      time_format: false,
      date_format: 'YYYY-MM-DD',
      format: 'YYYY-MM-DD',
    });
  }
  if (meta?.kind === 'moment') {
    hints.push(PUBLISH_DATE_HINT);
    // A date and a time in the marketer's own zone, written with it: 2027-01-15T09:00+01:00.
    return withHint({ ...base, widget: 'datetime', format: PUBLISH_DATE_FORMAT });
  }
  if (meta?.kind === 'public-file')
    return withHint({
      ...base,
      widget: IMAGE.test(name) || name === 'src' || name === 'image' ? 'image' : 'file',
      ...choices.files,
    });
  if (meta?.kind === 'image') return withHint({ ...base, widget: 'image', ...choices.images });
  if (meta?.kind === 'icon') {
    hints.push(`Any Lucide icon, by its name: ${ICON_CATALOGUE_URL}`);
    return withHint({ ...base, widget: 'select', options: choices.icons as string[] });
  }
  if (meta?.kind === 'reference') {
    const target = choices.reference(meta.collection);
    const shown = `${target.prefix}${meta.valueField === '{{slug}}' ? 'name' : meta.valueField}`;
    return withHint({
      ...base,
      widget: 'relation',
      collection: target.collection,
      ...(target.file ? { file: target.file } : {}),
      value_field: meta.valueField === '{{slug}}' ? meta.valueField : `${target.prefix}${meta.valueField}`,
      search_fields: [shown],
      display_fields: [shown],
    });
  }

  // An enum, or a literal: one value to pick.
  const options = node.enum ?? (node.const === undefined ? undefined : [node.const]);
  if (options) return withHint({ ...base, widget: 'select', options: options.map(String) });

  switch (node.type) {
    case 'string': {
      const length = lengthPattern(node);
      if (node.maxLength !== undefined) hints.push(`Up to ${node.maxLength} characters.`);
      if (node.minLength !== undefined && node.minLength > 1) hints.push(`At least ${node.minLength} characters.`);
      const long = (node.maxLength ?? Infinity) > 160;
      const field = { ...base, widget: long ? ('text' as const) : ('string' as const) };
      const pattern: [string, string] | undefined =
        node.pattern === undefined ? length : [node.pattern, node.errorMessage?.pattern ?? `Match ${node.pattern}`];
      if (node.format === 'uri') hints.push('A full address, starting with https://');
      return withHint(pattern ? { ...field, pattern } : field);
    }
    case 'integer':
    case 'number':
      return withHint({ ...base, widget: 'number', value_type: node.type === 'integer' ? 'int' : 'float' });
    case 'boolean':
      return withHint({ ...base, widget: 'boolean' });
    case 'object':
      // A record (keys of the writer's choosing) has no fields to show: it is written as YAML below.
      if (node.properties)
        return withHint({ ...base, widget: 'object', fields: fieldsFromShape(node, choices, translated) });
      break;
    case 'array': {
      const { minItems: min, maxItems: max } = node;
      const limits = { ...(min ? { min } : {}), ...(max === undefined ? {} : { max }) };
      if (min && min === max) hints.push(`Exactly ${min}.`);
      else {
        if (min) hints.push(`At least ${min}.`);
        if (max !== undefined) hints.push(`At most ${max}.`);
      }
      const item = fieldFromSchema('item', itemsOf(node), true, choices, translated);
      if (item.widget === 'object' && 'fields' in item) {
        if (wording) hints.push(TRANSLATED_LIST_HINT);
        return withHint({ ...base, ...limits, widget: 'list', fields: itemsNamedById(item.fields ?? [], translated) });
      }
      const { name: _name, label: _label, i18n: _i18n, ...single } = item as Field & { i18n?: unknown };
      return withHint({
        ...base,
        ...limits,
        widget: 'list',
        field: { ...single, name: 'item', label: base.label } as Field,
      });
    }
  }
  // A shape the editor has no form for still shows, as text to write in YAML.
  return withHint({ ...base, widget: 'code', output_code_only: true, default_language: 'yaml' } as Field);
}

/** The fields of an object's JSON Schema, in the schema's order. */
export function fieldsFromShape(node: SchemaNode, choices: FieldChoices, translated: boolean): Field[] {
  const required = new Set(node.required ?? []);
  return Object.entries(propertiesOf(node)).map(([name, field]) =>
    fieldFromSchema(name, field, required.has(name), choices, translated),
  );
}

/**
 * A translated list's hint: items are added, removed and reordered in English, and a language's
 * item names the English item it translates by its key.
 */
export const TRANSLATED_LIST_HINT =
  'Add, remove or reorder items in English. In another language, an item translates the English item with the same id (or link): copy it from the English tab. An item English no longer has is left out.';

/**
 * The fields of a list's items: in a translated collection, an item's key (its `id`, or else its
 * link's `href`: src/schemas/field-shape.ts `listKey`) is written in every language, as the
 * translation names the item it translates by it. Each language writes its own: the editor's
 * `duplicate` copies a value to the same position in the other languages, and a language's list
 * need not hold its items where English does (English removed or moved one), so a copied key
 * would pair one item's words with another.
 */
export function itemsNamedById(fields: Field[], translated: boolean): Field[] {
  if (!translated || !fields.some((field) => 'i18n' in field)) return fields;
  const key = fields.some((field) => field.name === 'id') ? 'id' : 'href';
  return fields.map((field) => (field.name === key ? ({ ...field, i18n: true } as Field) : field));
}

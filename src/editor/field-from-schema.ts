import type { Field } from '@sveltia/cms';
import type { z } from 'astro/zod';
import { ICON_CATALOGUE_URL } from '../lib/icons';
import { editorMetaOf, type EditorMeta } from '../schemas/editor-meta';

type Schema = z.core.$ZodType;
type Check = z.core.$ZodCheck;

/** What a field's schema says once its wrappers (optional, default, preprocess, transform) are looked through. */
interface Reading {
  core: Schema;
  optional: boolean;
  defaultValue?: unknown;
  description?: string;
  meta?: EditorMeta;
}

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
}

const defOf = (schema: Schema) => schema._zod.def;

/** Looks through the wrappers to the type a marketer types into, keeping what each wrapper said. */
function read(schema: Schema, outer: Omit<Reading, 'core'> = { optional: false }): Reading {
  const def = defOf(schema);
  const registered = (schema as z.ZodType).description;
  const reading = {
    ...outer,
    description: outer.description ?? registered,
    meta: outer.meta ?? editorMetaOf(schema),
  };
  switch (def.type) {
    case 'optional':
    case 'nullable':
      return read((def as z.core.$ZodOptionalDef).innerType, { ...reading, optional: true });
    case 'default':
    case 'prefault': {
      const { innerType, defaultValue } = def as z.core.$ZodDefaultDef;
      return read(innerType, { ...reading, optional: true, defaultValue });
    }
    case 'pipe': {
      // A preprocess is pipe(transform, type); a .transform() is pipe(type, transform).
      const { in: input, out } = def as z.core.$ZodPipeDef;
      return read(defOf(input).type === 'transform' ? out : input, reading);
    }
    case 'readonly':
    case 'catch':
      return read((def as z.core.$ZodReadonlyDef).innerType, reading);
    default:
      return { ...reading, core: schema };
  }
}

/** The build's message for a check, as it would print it. */
function messageOf(check: Check, input: unknown): string | undefined {
  const error = check._zod.def.error as ((issue: { input: unknown }) => unknown) | undefined;
  const message = error?.({ input });
  if (typeof message === 'string') return message;
  return typeof message === 'object' && message !== null && 'message' in message ? String(message.message) : undefined;
}

interface StringRules {
  min?: { value: number; message?: string };
  max?: { value: number; message?: string };
  patterns: { source: string; message?: string }[];
}

function stringRules(schema: Schema): StringRules {
  const rules: StringRules = { patterns: [] };
  for (const check of defOf(schema).checks ?? []) {
    const def = check._zod.def as z.core.$ZodCheckDef & Record<string, unknown>;
    if (def.check === 'min_length') rules.min = { value: Number(def.minimum), message: messageOf(check, '') };
    if (def.check === 'max_length') rules.max = { value: Number(def.maximum), message: messageOf(check, '') };
    if (def.check === 'string_format' && def.pattern instanceof RegExp)
      rules.patterns.push({ source: def.pattern.source, message: messageOf(check, '') });
  }
  return rules;
}

/** A length limit as the pattern the editor checks, with the build's own message. */
function lengthPattern({ min, max }: StringRules): [string, string] | undefined {
  const lower = min && min.value > 1 ? min.value : 0;
  if (!max && !lower) return undefined;
  const message = [max?.message, lower ? `Write at least ${lower} characters` : undefined].filter(Boolean).join('. ');
  // The build trims the text before it counts; so does the pattern.
  return [`^\\s*[\\s\\S]{${lower},${max?.value ?? ''}}\\s*$`, message];
}

/** Words a label writes in capitals. */
const ACRONYMS: Record<string, string> = {
  api: 'API',
  cta: 'CTA',
  faq: 'FAQ',
  id: 'ID',
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

const isCopy = (reading: Reading) => reading.meta?.kind === 'copy';

/** Whether any text a visitor reads sits in this field or inside it: then each language has its own. */
export function holdsCopy(schema: Schema): boolean {
  const reading = read(schema);
  if (isCopy(reading)) return true;
  const def = defOf(reading.core);
  if (def.type === 'object') return Object.values((def as z.core.$ZodObjectDef).shape).some(holdsCopy);
  if (def.type === 'array') return holdsCopy((def as z.core.$ZodArrayDef).element);
  return false;
}

const IMAGE = /\.(svg|png|jpe?g|webp|avif|gif)$/i;

/** The Sveltia field for one schema entry; `translated` says whether the collection has languages. */
export function fieldFromSchema(name: string, schema: Schema, choices: FieldChoices, translated: boolean): Field {
  const reading = read(schema);
  const { core, meta } = reading;
  const def = defOf(core);
  const hints: string[] = reading.description ? [reading.description] : [];
  const base = {
    name,
    label: labelOf(name),
    ...(reading.optional ? { required: false } : {}),
    ...(reading.defaultValue !== undefined && typeof reading.defaultValue !== 'object'
      ? { default: reading.defaultValue as string | number | boolean }
      : {}),
    ...(translated ? { i18n: holdsCopy(schema) ? true : ('duplicate' as const) } : {}),
  };
  const withHint = <F extends Field>(field: F): F => (hints.length > 0 ? { ...field, hint: hints.join(' ') } : field);

  if (meta?.kind === 'date') {
    // The hint is the message the build gives for a date in another form (DATE_HINT).
    const format = stringRules(core).patterns[0]?.message;
    if (format) hints.push(format);
    return withHint({
      ...base,
      widget: 'datetime',
      time_format: false,
      date_format: 'YYYY-MM-DD',
      format: 'YYYY-MM-DD',
    });
  }
  if (meta?.kind === 'public-file')
    return withHint({
      ...base,
      widget: IMAGE.test(name) || name === 'src' || name === 'image' ? 'image' : 'file',
    });
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

  switch (def.type) {
    case 'string': {
      const rules = stringRules(core);
      const length = lengthPattern(rules);
      const format = rules.patterns[0];
      if (rules.max) hints.push(`Up to ${rules.max.value} characters.`);
      if (rules.min && rules.min.value > 1) hints.push(`At least ${rules.min.value} characters.`);
      const long = (rules.max?.value ?? Infinity) > 160;
      const field = { ...base, widget: long ? ('text' as const) : ('string' as const) };
      const pattern: [string, string] | undefined = format
        ? [format.source, format.message ?? `Match ${format.source}`]
        : length;
      if ((def as { format?: string }).format === 'url') hints.push('A full address, starting with https://');
      return withHint(pattern ? { ...field, pattern } : field);
    }
    case 'number': {
      const integer = (def.checks ?? []).some(
        (check) => (check._zod.def as { format?: string }).format?.includes('int') ?? false,
      );
      return withHint({ ...base, widget: 'number', value_type: integer ? 'int' : 'float' });
    }
    case 'boolean':
      return withHint({ ...base, widget: 'boolean' });
    case 'enum':
      return withHint({
        ...base,
        widget: 'select',
        options: Object.values((def as z.core.$ZodEnumDef).entries).map(String),
      });
    case 'literal':
      return withHint({
        ...base,
        widget: 'select',
        options: (def as z.core.$ZodLiteralDef<string>).values.map(String),
      });
    case 'object':
      return withHint({
        ...base,
        widget: 'object',
        fields: fieldsFromShape((def as z.core.$ZodObjectDef).shape, choices, translated),
      });
    case 'array': {
      const element = (def as z.core.$ZodArrayDef).element;
      const minimum = (def.checks ?? [])
        .map((check) => check._zod.def as { check: string; minimum?: number })
        .find((check) => check.check === 'min_length')?.minimum;
      const limits = minimum ? { min: minimum } : {};
      if (minimum) hints.push(`At least ${minimum}.`);
      const item = fieldFromSchema('item', element, choices, translated);
      if (item.widget === 'object' && 'fields' in item)
        return withHint({ ...base, ...limits, widget: 'list', fields: item.fields });
      const { name: _name, label: _label, i18n: _i18n, ...single } = item as Field & { i18n?: unknown };
      return withHint({
        ...base,
        ...limits,
        widget: 'list',
        field: { ...single, name: 'item', label: base.label } as Field,
      });
    }
    default:
      // A shape the editor has no form for still shows, as text to write in YAML.
      return withHint({ ...base, widget: 'code', output_code_only: true, default_language: 'yaml' } as Field);
  }
}

export function fieldsFromShape(shape: Record<string, Schema>, choices: FieldChoices, translated: boolean): Field[] {
  return Object.entries(shape).map(([name, schema]) => fieldFromSchema(name, schema, choices, translated));
}

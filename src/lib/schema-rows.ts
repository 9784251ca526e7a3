/**
 * Turns the JSON Schemas of an OpenAPI 3.1 document into rows a page can show: one row per
 * field, with its type, whether it is required, its allowed values, format, limits, default
 * and description, and the fields of nested objects and arrays as children. Pure: no I/O, no
 * copy (the labels of the rows come from content/ where they are shown).
 */

export type Node = Record<string, unknown>;

const obj = (value: unknown): Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Node) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const str = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

export const LIMIT_KINDS = [
  'minLength',
  'maxLength',
  'minimum',
  'exclusiveMinimum',
  'maximum',
  'exclusiveMaximum',
  'minItems',
  'maxItems',
  'minProperties',
  'maxProperties',
] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

export interface Limit {
  kind: LimitKind;
  value: number;
}

export interface EnumValue {
  value: string;
  description?: string | undefined;
}

export interface SchemaFacts {
  /** A type in code notation: `string`, `integer | null`, `array<Message>`, `map<string>`. */
  type: string;
  description?: string | undefined;
  /** The named objects the schema stands for (`Message`; `Letter` and `Postcard` for a union of both). */
  refs: string[];
  format?: string | undefined;
  pattern?: string | undefined;
  enum?: EnumValue[] | undefined;
  default?: unknown;
  limits: Limit[];
  /** `uniqueItems: true` on an array. */
  unique: boolean;
}

export interface FieldRow extends SchemaFacts {
  name: string;
  required: boolean;
  /** The fields of an object, or of each item of an array of objects. Empty for anything else. */
  children: FieldRow[];
  /** True when the children describe each item of an array rather than the field itself. */
  childrenAreItems: boolean;
}

export interface Outline extends SchemaFacts {
  fields: FieldRow[];
}

export interface RowOptions {
  /**
   * Named objects for which no children are produced, because the page documents them once
   * elsewhere and links there (through the row's `refs`).
   */
  linkRef?: (name: string) => boolean;
}

const COMPONENT_SCHEMA = '#/components/schemas/';

/** Follows a local `$ref` (`#/a/b`) in the document. */
export function pointer(doc: Node, ref: string): Node {
  if (!ref.startsWith('#/')) return {};
  return obj(
    ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((node, key) => obj(node)[key], doc),
  );
}

/** Resolves `$ref` chains; keywords beside a `$ref` (3.1 allows a `description`) win over the target's. */
export function resolve(doc: Node, schema: unknown): { schema: Node; ref?: string | undefined } {
  let node = obj(schema);
  let ref: string | undefined;
  const siblings: Node[] = [];
  for (let hops = 0; typeof node.$ref === 'string' && hops < 32; hops += 1) {
    const { $ref, ...rest } = node;
    siblings.unshift(rest);
    if (($ref as string).startsWith(COMPONENT_SCHEMA)) ref = ($ref as string).slice(COMPONENT_SCHEMA.length);
    node = pointer(doc, $ref as string);
  }
  return { schema: Object.assign({}, node, ...siblings) as Node, ref };
}

/** Resolves the schema and merges its `allOf` parts: properties, required names and keywords. */
export function flatten(doc: Node, schema: unknown): { schema: Node; ref?: string | undefined } {
  const { schema: resolved, ref } = resolve(doc, schema);
  const parts = list(resolved.allOf);
  if (parts.length === 0) return { schema: resolved, ref };
  const { allOf: _allOf, ...own } = resolved;
  const merged: Node = {};
  const properties: Node = {};
  const required = new Set<string>();
  let partRef: string | undefined;
  for (const part of [...parts.map((p) => flatten(doc, p)), { schema: own, ref: undefined }]) {
    partRef ??= part.ref;
    for (const [key, value] of Object.entries(part.schema)) {
      if (key === 'properties') {
        for (const [name, property] of Object.entries(obj(value)))
          properties[name] = name in properties ? { allOf: [properties[name], property] } : property;
      } else if (key === 'required') list(value).forEach((name) => required.add(String(name)));
      else merged[key] = value;
    }
  }
  if (Object.keys(properties).length > 0) merged.properties = properties;
  if (required.size > 0) merged.required = [...required];
  return { schema: merged, ref: ref ?? partRef };
}

/** The alternatives of a `oneOf`/`anyOf` that say something about the type (not just `required`). */
function alternatives(schema: Node): unknown[] {
  return [...list(schema.oneOf), ...list(schema.anyOf)].filter((alternative) => {
    const keys = Object.keys(obj(alternative));
    return !(keys.length > 0 && keys.every((key) => key === 'required' || key === 'description'));
  });
}

const typesOf = (schema: Node): string[] =>
  Array.isArray(schema.type) ? schema.type.map(String) : schema.type ? [String(schema.type)] : [];

/** An object with fields of its own (not a map, not a union). */
const hasFields = (schema: Node): boolean =>
  schema.properties !== undefined && (schema.type === undefined || typesOf(schema).includes('object'));

const itemsOf = (schema: Node): unknown => (typesOf(schema).includes('array') ? schema.items : undefined);

/** Allowed values: `const`, `enum`, or a `oneOf` of `const`s each with its own description. */
export function enumValues(doc: Node, schema: Node): EnumValue[] | undefined {
  if (schema.const !== undefined) return [{ value: String(schema.const) }];
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => ({ value: String(value) }));
  const options = alternatives(schema).map((alternative) => flatten(doc, alternative).schema);
  if (options.length > 0 && options.every((option) => option.const !== undefined))
    return options.map((option) => ({ value: String(option.const), description: str(option.description) }));
  return undefined;
}

/** The type in code notation. Named objects show their component name. */
export function typeLabel(doc: Node, schema: unknown): string {
  const { schema: node, ref } = flatten(doc, schema);
  const labels = typesOf(node).map((type) => {
    if (type === 'array') return `array<${node.items ? typeLabel(doc, node.items) : 'any'}>`;
    if (type === 'object' && ref && hasFields(node)) return ref;
    const values = node.additionalProperties;
    if (type === 'object' && !node.properties && values && typeof values === 'object')
      return `map<${typeLabel(doc, values)}>`;
    return type;
  });
  if (labels.length > 0) return labels.join(' | ');
  if (hasFields(node)) return ref ?? 'object';
  const values = [node.const, ...alternatives(node).map((option) => flatten(doc, option).schema.const)];
  const constants = values.filter((value) => value !== undefined);
  const options = alternatives(node);
  if (options.length > 0 && constants.length < options.length)
    return [...new Set(options.map((option) => typeLabel(doc, option)))].join(' | ');
  if (constants.length > 0) return [...new Set(constants.map((value) => typeof value))].join(' | ');
  return 'any';
}

/**
 * The named objects a schema stands for: `Message` for a `$ref` to it, `Letter` and `Postcard`
 * for a `oneOf` of both, the item's for an array. Pages link these to where they are documented.
 */
export function objectRefs(doc: Node, schema: unknown): string[] {
  const { schema: node, ref } = flatten(doc, schema);
  const items = itemsOf(node);
  if (items) return objectRefs(doc, items);
  if (hasFields(node)) return ref ? [ref] : [];
  return [...new Set(alternatives(node).flatMap((option) => objectRefs(doc, option)))];
}

function limitsOf(schema: Node): Limit[] {
  return LIMIT_KINDS.filter((kind) => typeof schema[kind] === 'number').map((kind) => ({
    kind,
    value: schema[kind] as number,
  }));
}

/** Everything a row says about one schema, apart from its name, required flag and children. */
export function facts(doc: Node, schema: unknown): SchemaFacts {
  const { schema: node } = flatten(doc, schema);
  const rawItems = itemsOf(node);
  // An array of plain values: the limits, format and allowed values of each item belong to the field.
  const items = rawItems && !hasFields(flatten(doc, rawItems).schema) ? flatten(doc, rawItems).schema : undefined;
  const limits = limitsOf(node);
  if (items) limits.push(...limitsOf(items).filter((limit) => !limits.some((own) => own.kind === limit.kind)));
  return {
    type: typeLabel(doc, schema),
    description: str(node.description) ?? (items ? str(items.description) : undefined),
    refs: objectRefs(doc, schema),
    format: str(node.format) ?? (items ? str(items.format) : undefined),
    pattern: str(node.pattern) ?? (items ? str(items.pattern) : undefined),
    enum: enumValues(doc, node) ?? (items ? enumValues(doc, items) : undefined),
    default: node.default,
    limits,
    unique: node.uniqueItems === true,
  };
}

/** The object whose fields a row expands: the schema itself, or each item of an array. */
function expandable(
  doc: Node,
  schema: unknown,
): { schema: Node; ref?: string | undefined; items: boolean } | undefined {
  const flat = flatten(doc, schema);
  const items = itemsOf(flat.schema);
  const target = items ? flatten(doc, items) : flat;
  return hasFields(target.schema) ? { ...target, items: items !== undefined } : undefined;
}

function rows(doc: Node, object: Node, options: RowOptions, seen: ReadonlySet<string>): FieldRow[] {
  const required = new Set(list(object.required).map(String));
  return Object.entries(obj(object.properties)).map(([name, property]) => {
    const row: FieldRow = {
      name,
      required: required.has(name),
      ...facts(doc, property),
      children: [],
      childrenAreItems: false,
    };
    const target = expandable(doc, property);
    if (!target) return row;
    if (target.ref && (seen.has(target.ref) || options.linkRef?.(target.ref))) return row;
    row.children = rows(doc, target.schema, options, target.ref ? new Set([...seen, target.ref]) : seen);
    row.childrenAreItems = target.items;
    return row;
  });
}

/** The outline of a request or response body: the facts of the body itself and its field rows. */
export function outline(doc: Node, schema: unknown, options: RowOptions = {}): Outline {
  const target = expandable(doc, schema);
  const fields = target ? rows(doc, target.schema, options, new Set(target.ref ? [target.ref] : [])) : [];
  return { ...facts(doc, schema), fields };
}

/** Every named object a schema reaches through its fields and alternatives, itself included. */
export function namedObjects(doc: Node, schema: unknown, found: Set<string> = new Set()): Set<string> {
  const { schema: node, ref } = flatten(doc, schema);
  const items = itemsOf(node);
  if (items) return namedObjects(doc, items, found);
  if (!hasFields(node)) {
    for (const option of alternatives(node)) namedObjects(doc, option, found);
    return found;
  }
  if (ref) {
    if (found.has(ref)) return found;
    found.add(ref);
  }
  for (const property of Object.values(obj(node.properties))) namedObjects(doc, property, found);
  return found;
}

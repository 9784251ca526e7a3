import { readFileSync } from 'node:fs';
import { load as parseYaml } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import {
  flatten,
  namedObjects,
  objectRefs,
  outline,
  resolve,
  typeLabel,
  type FieldRow,
  type Node,
} from './schema-rows';

const doc: Node = {
  components: {
    schemas: {
      Phone: { type: 'string', description: 'A phone number in E.164 format.', pattern: '^\\+\\d+$' },
      Metadata: { type: 'object', additionalProperties: { type: 'string' }, maxProperties: 20 },
      Status: { type: 'string', enum: ['queued', 'sent'] },
      Code: {
        type: 'string',
        oneOf: [
          { const: 'too_long', description: 'The text is too long.' },
          { const: 'bad_number', description: 'The number is not valid.' },
        ],
      },
      Address: {
        type: 'object',
        required: ['line1'],
        properties: {
          line1: { type: 'string', description: 'Street and number.' },
          line2: { type: ['string', 'null'] },
        },
      },
      Tree: {
        type: 'object',
        properties: { name: { type: 'string' }, parent: { $ref: '#/components/schemas/Tree' } },
      },
      Letter: {
        type: 'object',
        properties: { type: { const: 'letter' }, to: { $ref: '#/components/schemas/Address' } },
      },
      Card: { type: 'object', properties: { type: { const: 'card' } } },
      Item: { oneOf: [{ $ref: '#/components/schemas/Letter' }, { $ref: '#/components/schemas/Card' }] },
      Page: {
        type: 'object',
        required: ['data'],
        properties: { data: { type: 'array', items: { $ref: '#/components/schemas/Item' } } },
      },
    },
  },
};
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const byName = (rows: FieldRow[], name: string) => {
  const row = rows.find((candidate) => candidate.name === name);
  if (!row) throw new Error(`no row ${name}`);
  return row;
};

describe('resolve and flatten', () => {
  it('follows $ref and lets a description beside it win', () => {
    const { schema, ref: name } = resolve(doc, { ...ref('Phone'), description: 'Your own number.' });
    expect(name).toBe('Phone');
    expect(schema).toMatchObject({ type: 'string', pattern: '^\\+\\d+$', description: 'Your own number.' });
  });

  it('merges allOf parts: properties, required names, and a property narrowed by a later part', () => {
    const { schema } = flatten(doc, {
      allOf: [ref('Address'), { required: ['line2'], properties: { line1: { const: 'Main St 1' } } }],
    });
    expect(schema.required).toEqual(['line1', 'line2']);
    const rows = outline(doc, schema).fields;
    expect(byName(rows, 'line1')).toMatchObject({ description: 'Street and number.', enum: [{ value: 'Main St 1' }] });
  });
});

describe('typeLabel', () => {
  it('names types in code notation', () => {
    expect(typeLabel(doc, { type: ['string', 'null'] })).toBe('string | null');
    expect(typeLabel(doc, ref('Metadata'))).toBe('map<string>');
    expect(typeLabel(doc, { type: 'array', items: ref('Address') })).toBe('array<Address>');
    expect(typeLabel(doc, ref('Item'))).toBe('Letter | Card');
    expect(typeLabel(doc, ref('Code'))).toBe('string');
    expect(typeLabel(doc, { const: 3 })).toBe('number');
  });
});

describe('outline', () => {
  const body = {
    type: 'object',
    description: 'Provide either `message` or `template_id`.',
    required: ['to', 'recipients'],
    anyOf: [{ required: ['message'] }, { required: ['template_id'] }],
    properties: {
      to: ref('Phone'),
      message: { type: 'string', maxLength: 1600, description: 'The text.' },
      priority: { type: 'integer', minimum: 1, maximum: 5, default: 3 },
      status: ref('Status'),
      code: ref('Code'),
      tags: {
        type: 'array',
        uniqueItems: true,
        maxItems: 10,
        items: { type: 'string', maxLength: 40, format: 'slug' },
      },
      metadata: ref('Metadata'),
      recipients: { type: 'array', minItems: 1, items: ref('Address') },
      tree: ref('Tree'),
    },
  };
  const result = outline(doc, body);

  it('describes the body, and keeps required-only alternatives out of its type', () => {
    expect(result.description).toBe('Provide either `message` or `template_id`.');
    expect(result.type).toBe('object');
    expect(result.fields.map((row) => row.name)).toEqual([
      'to',
      'message',
      'priority',
      'status',
      'code',
      'tags',
      'metadata',
      'recipients',
      'tree',
    ]);
  });

  it('gives each field its type, required flag, description from the referenced schema, pattern and limits', () => {
    expect(byName(result.fields, 'to')).toMatchObject({
      type: 'string',
      required: true,
      description: 'A phone number in E.164 format.',
      pattern: '^\\+\\d+$',
      children: [],
    });
    expect(byName(result.fields, 'message')).toMatchObject({
      required: false,
      limits: [{ kind: 'maxLength', value: 1600 }],
    });
    expect(byName(result.fields, 'priority')).toMatchObject({
      default: 3,
      limits: [
        { kind: 'minimum', value: 1 },
        { kind: 'maximum', value: 5 },
      ],
    });
    expect(byName(result.fields, 'metadata')).toMatchObject({
      type: 'map<string>',
      limits: [{ kind: 'maxProperties', value: 20 }],
    });
  });

  it('lists allowed values, with a description each when the schema gives one', () => {
    expect(byName(result.fields, 'status').enum).toEqual([{ value: 'queued' }, { value: 'sent' }]);
    expect(byName(result.fields, 'code').enum).toEqual([
      { value: 'too_long', description: 'The text is too long.' },
      { value: 'bad_number', description: 'The number is not valid.' },
    ]);
  });

  it('gives an array of plain values the format, limits and uniqueness of its items', () => {
    expect(byName(result.fields, 'tags')).toMatchObject({
      type: 'array<string>',
      format: 'slug',
      unique: true,
      limits: [
        { kind: 'maxItems', value: 10 },
        { kind: 'maxLength', value: 40 },
      ],
    });
  });

  it('expands nested objects and arrays of objects, and stops at a cycle', () => {
    const recipients = byName(result.fields, 'recipients');
    expect(recipients).toMatchObject({ type: 'array<Address>', refs: ['Address'], childrenAreItems: true });
    expect(recipients.children.map((row) => [row.name, row.required, row.type])).toEqual([
      ['line1', true, 'string'],
      ['line2', false, 'string | null'],
    ]);
    const tree = byName(result.fields, 'tree');
    expect(tree.children.map((row) => row.name)).toEqual(['name', 'parent']);
    expect(byName(tree.children, 'parent')).toMatchObject({ type: 'Tree', children: [] });
  });

  it('links named objects instead of expanding them when asked to', () => {
    const linked = outline(doc, ref('Page'), { linkRef: () => true });
    expect(linked).toMatchObject({ type: 'Page', refs: ['Page'] });
    expect(byName(linked.fields, 'data')).toMatchObject({
      type: 'array<Letter | Card>',
      refs: ['Letter', 'Card'],
      children: [],
    });
  });
});

describe('namedObjects and objectRefs', () => {
  it('finds every named object a response reaches, through arrays and unions', () => {
    expect([...namedObjects(doc, ref('Page'))].sort()).toEqual(['Address', 'Card', 'Letter', 'Page']);
    expect(objectRefs(doc, ref('Item'))).toEqual(['Letter', 'Card']);
    expect(objectRefs(doc, ref('Phone'))).toEqual([]);
  });
});

describe('the real document', () => {
  const openapi = parseYaml(readFileSync('content/developers/openapi.yaml', 'utf8')) as Node;
  const schema = (name: string) => ({ $ref: `#/components/schemas/${name}` });

  it('documents Error.code as an enumeration with a description, HTTP status and action per code', () => {
    const code = byName(byName(outline(openapi, schema('Error')).fields, 'error').children, 'code');
    expect(code.enum?.length).toBeGreaterThanOrEqual(10);
    for (const value of code.enum ?? []) expect(value.description, value.value).toBeTruthy();
  });

  it('shows the SMS body limit and the email address fields', () => {
    expect(byName(outline(openapi, schema('SendSmsRequest')).fields, 'message').limits).toContainEqual({
      kind: 'maxLength',
      value: 1600,
    });
    const to = byName(outline(openapi, schema('SendEmailRequest')).fields, 'to');
    expect(to.children.map((row) => row.name)).toContain('email');
  });
});

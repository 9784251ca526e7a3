import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Collection, EntryCollection, Field } from '@sveltia/cms';
import { z } from 'astro/zod';
import { describe, expect, test } from 'vitest';
import { collections } from '../content.config';
import { TRANSLATIONS } from '../i18n/locales';
import { copy } from '../schemas/copy';
import { isoDate, productId } from '../schemas/fields';
import { editorCollections, editorFiles, formFields, type ContentCollection } from './editor-collections';
import { labelOf } from './field-from-schema';
import { editorConfig } from './editor-config';

const config = editorConfig(collections, { siteUrl: 'https://www.example.com', env: {} });
const all = config.collections ?? [];
const entryCollections = all.filter((collection): collection is EntryCollection => 'folder' in collection);
const files = editorFiles(all);

type ZodShape = Record<string, z.core.$ZodType>;
type WithFields = { fields?: Field[]; field?: Field };

/** The object shape inside wrappers and lists: what the editor shows as subfields. */
function innerShape(schema: z.core.$ZodType): ZodShape | undefined {
  const def = schema._zod.def as unknown as Record<string, z.core.$ZodType | ZodShape | string>;
  if (def.type === 'object') return def.shape as ZodShape;
  if (def.type === 'array') return innerShape(def.element as z.core.$ZodType);
  const inner =
    def.innerType ??
    (def.type === 'pipe' ? ((def.in as z.core.$ZodType)._zod.def.type === 'transform' ? def.out : def.in) : undefined);
  return inner ? innerShape(inner as z.core.$ZodType) : undefined;
}

/** Every field path of a schema and of the editor's fields, to compare: "steps.title", "image.alt". */
function schemaPaths(shape: ZodShape, prefix = ''): string[] {
  return Object.entries(shape).flatMap(([name, schema]) => {
    const inner = innerShape(schema);
    return [`${prefix}${name}`, ...(inner ? schemaPaths(inner, `${prefix}${name}.`) : [])];
  });
}
function editorPaths(fields: Field[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    const { fields: inner } = field as WithFields;
    return [`${prefix}${field.name}`, ...(inner ? editorPaths(inner, `${prefix}${field.name}.`) : [])];
  });
}
/** The fields of an entry collection (a file collection's are on its files). */
const fieldsOf = (collection: Collection | undefined): Field[] =>
  collection && 'fields' in collection ? (collection.fields ?? []) : [];

describe('the editor configuration, generated from the content schemas', () => {
  test('every content collection has its place: a collection of entries (one per kind) or a file', () => {
    for (const name of Object.keys(collections)) {
      const found =
        entryCollections.some((collection) => collection.name === name || collection.name.startsWith(`${name}-`)) ||
        files.some((file) => file.name === name);
      expect(found, `${name} is not in the editor`).toBe(true);
    }
  });

  test('each collection shows every field its schema has, at every depth, and nothing else', () => {
    for (const [name, collection] of Object.entries(collections)) {
      const def = (collection.schema as z.core.$ZodType)._zod.def;
      const shapes =
        def.type === 'object'
          ? [(def as z.core.$ZodObjectDef).shape]
          : (def as z.core.$ZodUnionDef).options.map((option) => (option._zod.def as z.core.$ZodObjectDef).shape);
      const kindOf = (shape: ZodShape) => (shape.kind?._zod.def as { values?: unknown[] } | undefined)?.values?.[0];
      for (const shape of shapes) {
        const kind = kindOf(shape);
        const entry = entryCollections.find((item) => item.name === (kind ? `${name}-${String(kind)}` : name));
        const file = files.find((item) => item.name === name);
        const shown = entry
          ? (entry.fields ?? []).filter((field) => field.name !== 'body')
          : file
            ? formFields(file)
            : [];
        expect(editorPaths(shown).toSorted(), `${name} ${String(kind ?? '')}`).toEqual(schemaPaths(shape).toSorted());
      }
    }
  });

  test('a field added to a schema appears in the editor with a label, a hint and its limit, with no other change', () => {
    const post = collections.blog;
    const extended = {
      ...collections,
      blog: {
        ...post,
        schema: (post.schema as z.ZodObject).extend({
          subtitle: copy({ max: 90 }).describe('Shown under the title'),
          published: isoDate.describe('The day it went out'),
        }),
      },
    };
    const blog = editorCollections(extended, []).find((collection) => collection.name === 'blog');
    const subtitle = fieldsOf(blog).find((field) => field.name === 'subtitle');
    expect(subtitle).toMatchObject({
      label: 'Subtitle',
      widget: 'string',
      pattern: [expect.any(String), 'Keep this under 90 characters'],
    });
    // Described, a field is still what its schema marks it as: copy to translate, a date to pick.
    expect(fieldsOf(blog).find((field) => field.name === 'published')).toMatchObject({ widget: 'datetime' });
    const hint = (subtitle as { hint?: string } | undefined)?.hint;
    expect(hint).toContain('Shown under the title');
    expect(hint).toContain('Up to 90 characters');
  });

  test('every length limit and pattern refuses what the build refuses, with the build\u2019s own message', () => {
    let checked = 0;
    const visit = (fields: Field[], shape: ZodShape) => {
      for (const field of fields) {
        const schema = shape[field.name];
        if (!schema) continue;
        const pattern = (field as { pattern?: [string, string] }).pattern;
        const max = /\{(\d+),(\d+)\}/.exec(pattern?.[0] ?? '')?.[2];
        if (pattern && max) {
          const tooLong = 'x'.repeat(Number(max) + 1);
          expect(new RegExp(pattern[0]).test(tooLong), field.name).toBe(false);
          expect(new RegExp(pattern[0]).test('x'.repeat(Number(max))), field.name).toBe(true);
          const result = z.object({ value: schema as z.ZodType }).safeParse({ value: tooLong });
          expect(result.success, field.name).toBe(false);
          expect(pattern[1], field.name).toContain(result.error?.issues[0]?.message ?? '');
          checked += 1;
        }
        const inner = innerShape(schema);
        const { fields: sub } = field as WithFields;
        if (inner && sub) visit(sub, inner);
      }
    };
    for (const [name, collection] of Object.entries(collections)) {
      const def = (collection.schema as z.core.$ZodType)._zod.def;
      if (def.type !== 'object') continue;
      const shape = (def as z.core.$ZodObjectDef).shape;
      for (const entry of entryCollections.filter((item) => item.name === name)) visit(entry.fields ?? [], shape);
      for (const file of files.filter((item) => item.name === name)) visit(formFields(file), shape);
    }
    expect(checked).toBeGreaterThan(20);
  });

  test('dates pick a day as YYYY-MM-DD, references pick from their collection, copy is translated and the rest is kept', () => {
    const collection = editorCollections(
      {
        ...collections,
        changes: {
          loader: (collections.blog as ContentCollection).loader,
          schema: z.object({ day: isoDate, product: productId, heading: copy(), order: z.number().int() }),
        },
      },
      [],
    ).find((item) => item.name === 'changes');
    const [day, product, heading, order] = fieldsOf(collection);
    expect(day).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', time_format: false });
    expect(product).toMatchObject({ widget: 'relation', collection: 'products', value_field: '{{slug}}' });
    expect(heading).toMatchObject({ widget: 'text' });
    expect(order).toMatchObject({ widget: 'number', value_type: 'int' });
    const products = entryCollections.find((entry) => entry.name === 'products');
    const byName = (name: string) => fieldsOf(products).find((field) => field.name === name);
    expect(byName('tagline')?.i18n).toBe(true);
    expect(byName('order')?.i18n).toBe('duplicate');
    expect(byName('icon')).toMatchObject({ widget: 'select', i18n: 'duplicate' });
  });

  test('a blog post picks its category from content/blog/categories.yaml, by name', () => {
    const blog = entryCollections.find((entry) => entry.name === 'blog');
    expect(fieldsOf(blog).find((field) => field.name === 'category')).toMatchObject({
      widget: 'relation',
      collection: 'blog-files',
      file: 'categories',
      value_field: 'items.*.name',
      hint: expect.stringContaining('add a new category there first'),
    });
  });

  test('every file in content/ is in the editor, in every language it is written in', () => {
    const paths = [...entryCollections.map((entry) => entry.folder), ...files.map((file) => file.file)];
    const matchers = paths.map((path) => {
      const pattern = path
        .replace(/[.+?^$()|[\]\\]/g, '\\$&')
        .replace(/\/\{\{locale\}\}/, `(/(${TRANSLATIONS.join('|')}))?`);
      return 'folder' in (entryCollections.find((entry) => entry.folder === path) ?? {})
        ? new RegExp(`^${pattern.replace(/^(content\/[^/]+)/, `$1(/(${TRANSLATIONS.join('|')}))?`)}/.+\\.md$`)
        : new RegExp(`^${pattern}$`);
    });
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? walk(join(dir, entry.name)) : [relative('.', join(dir, entry.name))],
      );
    // What a marketer edits in a file editor: the guide itself, the translators' list and the API description.
    const notInEditor = ['content/README.md', 'content/same-in-translation.yaml', 'content/developers/openapi.yaml'];
    const missing = walk('content').filter(
      (file) => !notInEditor.includes(file) && !matchers.some((m) => m.test(file)),
    );
    expect(missing).toEqual([]);
  });

  test('the live site saves to the repository and branch the environment names, through its OAuth endpoint', () => {
    const live = editorConfig(collections, {
      siteUrl: 'https://www.example.com',
      env: { EDITOR_REPO: 'acme/site', EDITOR_BRANCH: 'content', EDITOR_AUTH_URL: 'https://auth.example.com' },
    });
    expect(live.backend).toEqual({
      name: 'github',
      repo: 'acme/site',
      branch: 'content',
      base_url: 'https://auth.example.com',
    });
    expect(config.backend).toMatchObject({ name: 'github', repo: 'relaymark/website', branch: 'main' });
  });
});

test('labels read as words, acronyms in capitals', () => {
  expect(labelOf('recommendedProducts')).toBe('Recommended products');
  expect(labelOf('pay-as-you-go')).toBe('Pay as you go');
  expect(labelOf('sdks')).toBe('SDKs');
  expect(labelOf('faq')).toBe('FAQ');
});

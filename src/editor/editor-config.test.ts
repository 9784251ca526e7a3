import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Collection, EntryCollection, Field } from '@sveltia/cms';
import { z } from 'astro/zod';
import { load } from 'js-yaml';
import { describe, expect, test } from 'vitest';
import { collections } from '../content.config';
import { resolvedSchema, type CollectionSchema } from '../schemas/field-shape';
import { TRANSLATIONS } from '../i18n/locales';
import { copy } from '../schemas/copy';
import { isoDate, productId } from '../schemas/fields';
import { editorCollections, editorFiles, formFields, type ContentCollection } from './editor-collections';
import { labelOf } from './field-from-schema';
import { itemsOf, nodeOf, propertiesOf, type SchemaNode } from './json-schema';
import { editorConfig } from './editor-config';
import { editorHtml, editorPolicy, PREVIEW_STYLE_SCRIPT } from './editor-page';

const config = editorConfig(collections, { siteUrl: 'https://www.example.com', env: {} });
const all = config.collections ?? [];
const entryCollections = all.filter((collection): collection is EntryCollection => 'folder' in collection);
const files = editorFiles(all);

type WithFields = { fields?: Field[]; field?: Field };
type FieldPath = (string | number)[];

/** A collection's schema, with an image field as the path a content file writes. */
const schemaOf = (name: string) =>
  resolvedSchema(collections[name as keyof typeof collections]?.schema as CollectionSchema | undefined);

/** A content schema as Zod's JSON Schema: what a marketer writes, read through Zod's documented API. */
const jsonSchemaOf = (schema: unknown) =>
  nodeOf(z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }));

/** The object inside a field, through lists: what the editor shows as subfields. */
function objectInside(node: SchemaNode): SchemaNode | undefined {
  if (node.properties) return node;
  return node.type === 'array' ? objectInside(itemsOf(node)) : undefined;
}

/** Every field path of a schema and of the editor's fields, to compare: "steps.title", "image.alt". */
function schemaPaths(node: SchemaNode, prefix = ''): string[] {
  return Object.entries(propertiesOf(node)).flatMap(([name, field]) => {
    const inner = objectInside(field);
    return [`${prefix}${name}`, ...(inner ? schemaPaths(inner, `${prefix}${name}.`) : [])];
  });
}
function editorPaths(fields: Field[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    const { fields: inner } = field as WithFields;
    return [`${prefix}${field.name}`, ...(inner ? editorPaths(inner, `${prefix}${field.name}.`) : [])];
  });
}

/** Every field of a form with where its value sits in an entry: a list's item at index 0. */
function withPaths(fields: Field[], prefix: FieldPath = []): { field: Field; path: FieldPath }[] {
  return fields.flatMap((field) => {
    const path = [...prefix, field.name];
    const { fields: inner, field: single } = field as WithFields;
    const within = field.widget === 'list' ? [...path, 0] : path;
    return [
      { field, path },
      ...(inner ? withPaths(inner, within) : []),
      ...(single ? [{ field: single, path: within }] : []),
    ];
  });
}

/** An entry holding only `value` at `path` (and what `base` sets), as the build would read it. */
function entryWith(base: Record<string, unknown>, path: FieldPath, value: unknown): Record<string, unknown> {
  const nest = ([head, ...rest]: FieldPath): unknown =>
    head === undefined ? value : typeof head === 'number' ? [nest(rest)] : { [head]: nest(rest) };
  return { ...base, ...(nest(path) as Record<string, unknown>) };
}

/** What the build's own parse says of the value at `path`: its messages there, none when it accepts it. */
function buildSays(schema: unknown, base: Record<string, unknown>, path: FieldPath, value: unknown): string[] {
  const issues = (schema as z.ZodType).safeParse(entryWith(base, path, value)).error?.issues ?? [];
  return issues.filter((issue) => issue.path.join('.') === path.join('.')).map((issue) => issue.message);
}

/** Each form of the editor with the schema the build parses its entries with, and what the form fixes (a page's kind). */
const forms = () => [
  ...entryCollections.map((entry) => {
    const kind = entry.filter as { field: string; value: string } | undefined;
    const name = kind ? entry.name.slice(0, -`-${kind.value}`.length) : entry.name;
    return {
      name: entry.name,
      schema: schemaOf(name),
      base: kind ? { [kind.field]: kind.value } : {},
      fields: (entry.fields ?? []).filter((field) => field.name !== 'body' && field.widget !== 'hidden'),
    };
  }),
  // content/same-in-translation.yaml is no content collection: the translation check reads it as it is.
  ...files
    .filter((file) => file.name in collections)
    .map((file) => ({
      name: file.name,
      schema: schemaOf(file.name),
      base: {},
      fields: formFields(file),
    })),
];

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
      const root = jsonSchemaOf(resolvedSchema(collection.schema as CollectionSchema));
      const shapes = root.type === 'object' ? [root] : (root.oneOf ?? []).map(nodeOf);
      const kindOf = (shape: SchemaNode) => propertiesOf(shape).kind?.const;
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
        // A post's fields, before the build adds the day it shows (src/schemas/publish-date.ts).
        schema: (schemaOf('blog') as z.ZodPipe<z.ZodObject>).in.extend({
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
    let lengths = 0;
    let patterns = 0;
    for (const form of forms()) {
      for (const { field, path } of withPaths(form.fields)) {
        const pattern = (field as { pattern?: [string, string] }).pattern;
        if (!pattern) continue;
        const where = `${form.name}: ${path.join('.')}`;
        const says = (value: string) => buildSays(form.schema, form.base, path, value);
        const editorAccepts = (value: string) => new RegExp(pattern[0]).test(value);
        const [, min, max] = /\{(\d+),(\d+)\}/.exec(pattern[0]) ?? [];
        if (min !== undefined && max !== undefined) {
          // The longest text the editor accepts, the build accepts too; one character more, both refuse.
          const longest = 'x'.repeat(Number(max));
          expect(editorAccepts(longest), where).toBe(true);
          expect(says(longest), where).toEqual([]);
          const tooLong = `${longest}x`;
          expect(editorAccepts(tooLong), where).toBe(false);
          const messages = says(tooLong);
          expect(messages, where).not.toEqual([]);
          for (const message of messages) expect(pattern[1], where).toContain(message);
          lengths += 1;
        } else {
          // A text the pattern refuses is refused by the build with the editor's message.
          const refused = ['', ' ', '-', 'x'].find((value) => !editorAccepts(value));
          expect(refused, where).toBeDefined();
          expect(says(refused ?? ''), where).toContain(pattern[1]);
          patterns += 1;
        }
      }
    }
    expect(lengths).toBeGreaterThan(20);
    expect(patterns).toBeGreaterThan(20);
  });

  test('a field the editor requires is one the build refuses an entry without, and no other', () => {
    let checked = 0;
    for (const form of forms()) {
      for (const { field, path } of withPaths(form.fields)) {
        if (field.name === 'item') continue;
        // Required in English (['en']) where a translation may leave the text to English.
        const { required: asked } = field as { required?: boolean | string[] };
        const required = Array.isArray(asked) ? asked.includes('en') : asked !== false;
        if (Array.isArray(asked)) expect(asked, `${form.name}: ${path.join('.')}`).toEqual(['en']);
        expect(buildSays(form.schema, form.base, path, undefined).length > 0, `${form.name}: ${path.join('.')}`).toBe(
          required,
        );
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(500);
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
    expect(byName('tagline')).toMatchObject({ i18n: true, required: ['en'] });
    // A value is edited once, in English: the translations hold wording only.
    expect(byName('order')).not.toHaveProperty('i18n');
    expect(byName('icon')).toMatchObject({ widget: 'select' });
    expect(byName('icon')).not.toHaveProperty('i18n');
  });

  test('a list file names each item by its id in every language, and its values once, in English', () => {
    const plans = formFields(files.find((file) => file.name === 'plans')!);
    const byName = (name: string) => plans.find((field) => field.name === name);
    expect(byName('id')).toMatchObject({ i18n: true });
    expect(byName('name')).toMatchObject({ i18n: true });
    expect(byName('monthlyPrice')).not.toHaveProperty('i18n');
    expect(byName('buttonLink')).not.toHaveProperty('i18n');
    const itemField = (list: Field | undefined, name: string) =>
      (list && 'fields' in list ? (list.fields ?? []) : []).find((field: Field) => field.name === name);
    // A list item writes its key in every language, its id or a link's href, each language its own:
    // never copied to the same position in another language (e2e/scenarios/editor.spec.ts).
    expect(itemField(byName('features'), 'id')).toMatchObject({ i18n: true });
    expect(itemField(byName('features'), 'count')).not.toHaveProperty('i18n');
    const navigation = formFields(files.find((file) => file.name === 'navigation')!);
    const developers = navigation.find((field) => field.name === 'developers');
    expect(itemField(developers, 'href')).toMatchObject({ i18n: true });
    expect(itemField(developers, 'label')).toMatchObject({ i18n: true });
    // Items are added in English; a language tab's item copies the key of the English item it translates.
    expect(byName('features')).toMatchObject({
      hint: expect.stringContaining('Add, remove or reorder items in English'),
    });
    const plansList = files.find((file) => file.name === 'plans')?.fields?.[0];
    expect(plansList).toMatchObject({ hint: expect.stringContaining('Add, remove or reorder items in English') });
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

  test('a post or press release picks a date and a time, written with the marketer’s own zone', () => {
    for (const name of ['blog', 'press']) {
      const date = fieldsOf(entryCollections.find((entry) => entry.name === name)).find(
        (field) => field.name === 'date',
      );
      expect(date, name).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DDTHH:mmZ' });
      expect(date, name).not.toHaveProperty('time_format');
      expect(date, name).not.toHaveProperty('input_timezone');
      expect((date as { hint?: string }).hint, name).toContain('YYYY-MM-DDTHH:MM+01:00');
    }
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
    // What a marketer edits in a file editor: the guide itself and the API description.
    const notInEditor = ['content/README.md', 'content/developers/openapi.yaml'];
    // Images beside the entries are chosen in an entry's image field, not edited as entries.
    const isImage = (file: string) => /\/images\/[^/]+$/.test(file);
    const missing = walk('content').filter(
      (file) => !notInEditor.includes(file) && !isImage(file) && !matchers.some((m) => m.test(file)),
    );
    expect(missing).toEqual([]);
  });

  test('the live site saves to the repository and branch the environment names, through its OAuth endpoint', () => {
    const live = editorConfig(collections, {
      siteUrl: 'https://www.example.com',
      env: { EDITOR_REPO: 'acme/site', EDITOR_BRANCH: 'content', EDITOR_AUTH_URL: 'https://auth.example.com' },
    });
    expect(live.backend).toMatchObject({
      name: 'github',
      repo: 'acme/site',
      branch: 'content',
      base_url: 'https://auth.example.com',
    });
    expect(config.backend).toMatchObject({ name: 'github', repo: 'relaymark/website', branch: 'main' });
  });
});

describe('publishing through review, with a preview of the site', () => {
  test('a save is a draft that a colleague reviews and publishes; a one-person team may choose direct saves', () => {
    expect(config.publish_mode).toBe('editorial_workflow');
    const workflow = (EDITOR_WORKFLOW: string) =>
      editorConfig(collections, { siteUrl: 'https://www.example.com', env: { EDITOR_WORKFLOW } }).publish_mode;
    expect(workflow('review')).toBe('editorial_workflow');
    expect(workflow('direct')).toBe('simple');
    expect(() => workflow('straight')).toThrow(/^EDITOR_WORKFLOW is "straight": write review .* or direct/);
  });

  test('a draft links to its preview deployment, read from the check Cloudflare Pages posts on the draft’s commit', () => {
    expect(config.backend).toMatchObject({ preview_context: 'Cloudflare Pages' });
    const other = editorConfig(collections, {
      siteUrl: 'https://www.example.com',
      env: { EDITOR_PREVIEW_CONTEXT: 'deploy/preview' },
    });
    expect(other.backend).toMatchObject({ preview_context: 'deploy/preview' });
  });

  test('the preview pane is given the site’s stylesheet, after the editor’s script defines CMS', () => {
    const scripts = [...editorHtml().matchAll(/<script src="([^"]+)"><\/script>/g)].map(([, src]) => src);
    expect(scripts).toEqual(['/admin/sveltia-cms.js', '/admin/preview-style.js']);
    expect(PREVIEW_STYLE_SCRIPT.trim()).toBe('CMS.registerPreviewStyle("/admin/preview.css");');
  });
});

test('the editor’s page carries its policy in a <meta>, all but what a <meta> cannot carry', () => {
  const meta = /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(editorHtml())?.[1];
  expect(meta).toBe(editorPolicy().replace("; frame-ancestors 'none'", ''));
  expect(meta).toContain("script-src 'self';");
});

describe('fields as a marketer expects them', () => {
  test('a plan’s prices are number fields with a Custom price switch beside them, on /pricing and on the home page', () => {
    const plans = formFields(files.find((file) => file.name === 'plans')!);
    const byName = (name: string) => plans.find((field) => field.name === name);
    expect(byName('customPrice')).toMatchObject({ widget: 'boolean', default: false, required: false });
    for (const name of ['monthlyPrice', 'yearlyPrice'])
      expect(byName(name)).toMatchObject({ widget: 'number', value_type: 'float', required: false });
    const home = formFields(files.find((file) => file.name === 'home')!);
    const teaser = (home.find((field) => field.name === 'pricing') as { fields: Field[] }).fields;
    const cards = (teaser.find((field) => field.name === 'plans') as { fields: Field[] }).fields;
    expect(cards.find((field) => field.name === 'price')).toMatchObject({ widget: 'number', required: false });
    expect(cards.find((field) => field.name === 'customPrice')).toMatchObject({ widget: 'boolean', default: false });
  });

  test('a new entry starts in English only; a language is added when it is translated', () => {
    expect(config.i18n).toMatchObject({ default_locale: 'en', initial_locales: 'default' });
  });

  test('an optional field left empty is not written to the file', () => {
    expect(config.output).toMatchObject({ omit_empty_optional_fields: true });
  });

  test('content/same-in-translation.yaml is edited as its lists: one for every language, one per translation', () => {
    const file = files.find((item) => item.name === 'same-in-translation');
    expect(file).toMatchObject({ file: 'content/same-in-translation.yaml', format: 'yaml' });
    const lists = load(readFileSync('content/same-in-translation.yaml', 'utf8')) as Record<string, string[]>;
    expect(file?.fields?.map((field) => field.name)).toEqual(Object.keys(lists));
    expect(file?.fields?.map((field) => field.label)).toEqual(['Every language', 'Spanish', 'German']);
    for (const field of file?.fields ?? [])
      expect(field).toMatchObject({ widget: 'list', required: false, field: { widget: 'string' } });
  });

  test('a press release’s PDF is saved in public/press/ and linked as /press/…, as its hint says', () => {
    const press = entryCollections.find((entry) => entry.name === 'press');
    const pdf = fieldsOf(press).find((field) => field.name === 'pdf');
    expect(pdf).toMatchObject({
      widget: 'file',
      media_folder: '/public/press',
      public_folder: '/press',
      required: false,
    });
    const hint = (pdf as { hint?: string } | undefined)?.hint ?? '';
    expect(hint).toContain('`public/press/`');
    expect(hint).toContain('`/press/file-name.pdf`');
  });

  test('a post’s address is set when it is created, from its title or as the marketer writes it, and then kept', () => {
    const blog = entryCollections.find((entry) => entry.name === 'blog');
    const slug = blog?.slug as { editable?: string[]; hint?: string; pattern?: [string, string] };
    expect(slug.editable).toEqual(['create']);
    expect(slug.hint).toContain('(/blog/…)');
    const valid = new RegExp(slug.pattern?.[0] ?? '');
    for (const address of ['scheduled-fax-retries', 'sms-2027']) expect(valid.test(address), address).toBe(true);
    for (const address of ['Fax Retries', 'fax_retries', '-fax', 'fax--retries', 'tomás'])
      expect(valid.test(address), address).toBe(false);
    expect(config.slug).toMatchObject({ encoding: 'ascii', clean_accents: true });
    // A page of a kind is edited, never added: it has no address to choose.
    for (const pages of entryCollections.filter((entry) => entry.create === false)) expect(pages.slug).toBeUndefined();
  });
});

test('labels read as words, acronyms in capitals', () => {
  expect(labelOf('recommendedProducts')).toBe('Recommended products');
  expect(labelOf('pay-as-you-go')).toBe('Pay as you go');
  expect(labelOf('sdks')).toBe('SDKs');
  expect(labelOf('faq')).toBe('FAQ');
});

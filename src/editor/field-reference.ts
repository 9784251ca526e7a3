import type { CmsConfig, Collection, Field } from '@sveltia/cms';
import { editorFiles, formFields } from './editor-collections';
import { DATE_HINT } from '../schemas/fields';
import { PUBLISH_DATE_HINT } from '../schemas/publish-date';
import { PUBLISH_DATE_FORMAT } from './field-from-schema';

/**
 * The field tables of content/README.md, written from the editor's configuration (itself generated
 * from the schemas), so the file reference and the editor's forms say the same thing about every
 * field. Each table sits between `<!-- fields: {collection} -->` and `<!-- /fields -->`.
 */

type AnyField = Field & {
  widget?: string;
  required?: boolean;
  default?: unknown;
  hint?: string;
  pattern?: [string, string];
  options?: unknown[];
  min?: number;
  max?: number;
  fields?: Field[];
  field?: Field;
  collection?: string;
  file?: string;
  value_field?: string;
};

const limitOf = (field: AnyField) => {
  const [, min, max] = /\{(\d+),(\d*)\}/.exec(field.pattern?.[0] ?? '') ?? [];
  if (min && Number(min) > 0 && max) return `, ${min}–${max} characters`;
  if (max) return `, up to ${max} characters`;
  return '';
};

/** What a field holds, in a marketer's words. */
/** ", at least 3", ", exactly 4": how many items a list takes. */
function listLimits({ min, max }: AnyField): string {
  if (min && min === max) return `, exactly ${min}`;
  return `${min ? `, at least ${min}` : ''}${max === undefined ? '' : `, at most ${max}`}`;
}

function kindOf(field: AnyField): string {
  switch (field.widget) {
    case 'string':
    case 'text':
      return `text${limitOf(field)}`;
    case 'markdown':
      return 'Markdown';
    case 'number':
      return (field as { value_type?: string }).value_type === 'int' ? 'whole number' : 'number';
    case 'boolean':
      return '`true` or `false`';
    case 'datetime':
      return (field as { format?: string }).format === PUBLISH_DATE_FORMAT
        ? 'date, `YYYY-MM-DD`, or date and time with its zone, `YYYY-MM-DDTHH:MM+01:00`'
        : 'date, `YYYY-MM-DD`';
    case 'image':
      return (field as { public_folder?: string }).public_folder === './images'
        ? 'image in `images/` beside the file'
        : 'path of a file in `public/`';
    case 'file': {
      const folder = (field as { media_folder?: string }).media_folder?.replace(/^\//, '');
      return folder ? `path of a file in \`${folder}/\`` : 'path of a file in `public/`';
    }
    case 'relation':
      return field.file
        ? `a \`${field.value_field?.split('.').pop()}\` from \`${field.file}\``
        : `an id of \`${field.collection}\` (a file name)`;
    case 'select':
      return (field.options?.length ?? 0) > 20
        ? 'icon name'
        : `one of ${field.options?.map((option) => `\`${String(option)}\``).join(', ')}`;
    case 'object':
      return 'group of fields';
    case 'list': {
      const items = field.field ? kindOf(field.field as AnyField) : 'items';
      return `list of ${field.fields ? 'items' : items}${listLimits(field)}`;
    }
    case 'hidden':
      return `always \`${String(field.default)}\``;
    default:
      return 'YAML';
  }
}

const requiredOf = (field: AnyField) => {
  if (field.required !== false) return 'required';
  return field.default !== undefined ? `optional, default \`${String(field.default)}\`` : 'optional';
};

/** The hint without what the Kind column already says. */
const whatOf = (field: AnyField) =>
  (field.hint ?? '')
    .replace(DATE_HINT, '')
    .replace(PUBLISH_DATE_HINT, '')
    .replace(/\s*(Up to \d+ characters\.|At least \d+( characters)?\.|At most \d+\.|Exactly \d+\.)/g, '')
    .trim()
    .replace(/\|/g, '\\|');

function rows(fields: Field[], prefix = ''): string[] {
  return fields.flatMap((raw) => {
    const field = raw as AnyField;
    if (field.widget === 'hidden') return [];
    const path = `${prefix}${field.name}`;
    const row = `| \`${path}\` | ${kindOf(field)} | ${requiredOf(field)} | ${whatOf(field)} |`;
    const inner = field.fields ?? [];
    return [row, ...rows(inner, field.widget === 'list' ? `${path}[].` : `${path}.`)];
  });
}

const HEADER = ['| Field | Kind | Required? | What to write |', '|---|---|---|---|'];

/** The table of one content collection (a collection name of content.config.ts, or one kind of page: "pages-legal"). */
export function fieldTable(config: CmsConfig, name: string): string {
  const collections = (config.collections ?? []) as Collection[];
  const entry = collections.find((collection) => collection.name === name && 'folder' in collection);
  if (entry && 'fields' in entry) {
    const fields = (entry.fields ?? []) as AnyField[];
    const body = fields.find((field) => field.name === 'body');
    const table = [...HEADER, ...rows(fields.filter((field) => field.name !== 'body'))];
    if (body) table.push('| *body* | Markdown | optional | The text under the front matter. |');
    return table.join('\n');
  }
  const file = editorFiles(collections).find((item) => item.name === name);
  if (!file) throw new Error(`No collection "${name}" in the editor configuration`);
  return [...HEADER, ...rows(formFields(file))].join('\n');
}

const BLOCK = /<!-- fields: ([\w-]+) -->\n[\s\S]*?<!-- \/fields -->/g;

/** The README with every field table written afresh from the configuration. */
export const withFieldTables = (readme: string, config: CmsConfig): string =>
  readme.replace(BLOCK, (_, name: string) => `<!-- fields: ${name} -->\n${fieldTable(config, name)}\n<!-- /fields -->`);

/** The collections the README has a table for. */
export const tablesIn = (readme: string): string[] => [...readme.matchAll(BLOCK)].map(([, name]) => name ?? '');

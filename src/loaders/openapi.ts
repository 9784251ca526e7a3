import { readFile } from 'node:fs/promises';
import { resolve as resolvePath } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { load as parseYaml } from 'js-yaml';
import { buildUrl, type Json } from '../lib/code-samples';

/**
 * The API reference's single source: content/developers/openapi.yaml. It is validated
 * against the OpenAPI 3.1 schema when the site builds, so a broken document stops the
 * build instead of publishing a broken reference.
 */

/** Resolved from the project root: this module is bundled elsewhere when pages are rendered. */
export const OPENAPI_PATH = resolvePath(process.cwd(), 'content/developers/openapi.yaml');

type Doc = Record<string, unknown>;

export interface ApiParameter {
  name: string;
  in: string;
  required: boolean;
  description: string;
  type: string;
  example: unknown;
}

export interface ApiOperation {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  parameters: ApiParameter[];
  requestExample: Json | undefined;
  response: { status: string; description: string; example: Json | undefined };
  url: string;
}

export interface ApiSection {
  tag: string;
  description: string;
  operations: ApiOperation[];
}

export interface ApiReference {
  title: string;
  version: string;
  description: string;
  server: string;
  securitySchemes: { name: string; scheme: string; description: string }[];
  sections: ApiSection[];
  document: Doc;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const obj = (value: unknown): Doc => (typeof value === 'object' && value !== null ? (value as Doc) : {});
const str = (value: unknown) => (typeof value === 'string' ? value : '');

function resolve(doc: Doc, value: unknown): Doc {
  const ref = str(obj(value).$ref);
  if (!ref.startsWith('#/')) return obj(value);
  return obj(
    ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => obj(node)[key], doc),
  );
}

function schemaType(doc: Doc, schema: unknown): string {
  const resolved = resolve(doc, schema);
  const type = resolved.type;
  return Array.isArray(type) ? type.join(' | ') : str(type) || 'object';
}

function exampleOf(doc: Doc, content: unknown): Json | undefined {
  const media = obj(obj(content)['application/json']);
  if ('example' in media) return media.example as Json;
  const schema = resolve(doc, media.schema);
  return 'example' in schema ? (schema.example as Json) : undefined;
}

export function readReference(doc: Doc): ApiReference {
  const server = str(obj((doc.servers as unknown[] | undefined)?.[0]).url);
  const tags = ((doc.tags as unknown[] | undefined) ?? []).map(obj);
  const sections: ApiSection[] = tags.map((tag) => ({
    tag: str(tag.name),
    description: str(tag.description),
    operations: [],
  }));
  for (const [path, item] of Object.entries(obj(doc.paths))) {
    const pathItem = obj(item);
    for (const method of METHODS) {
      if (!(method in pathItem)) continue;
      const operation = obj(pathItem[method]);
      const parameters = [
        ...((pathItem.parameters as unknown[]) ?? []),
        ...((operation.parameters as unknown[]) ?? []),
      ].map((p) => resolve(doc, p));
      // A first-page request carries no pagination cursor, so the samples leave it out.
      const byLocation = (where: string) =>
        Object.fromEntries(
          parameters
            .filter((p) => p.in === where && p.example !== undefined && p.name !== 'cursor')
            .map((p) => [str(p.name), p.example]),
        );
      const [status, response] = Object.entries(obj(operation.responses)).find(([code]) => code.startsWith('2')) ?? [
        '200',
        {},
      ];
      const resolvedResponse = resolve(doc, response);
      const requestBody = resolve(doc, operation.requestBody);
      const section = sections.find((s) => s.tag === str((operation.tags as unknown[] | undefined)?.[0]));
      section?.operations.push({
        id: str(operation.operationId),
        method: method.toUpperCase(),
        path,
        summary: str(operation.summary),
        description: str(operation.description),
        parameters: parameters.map((p) => ({
          name: str(p.name),
          in: str(p.in),
          required: p.required === true,
          description: str(p.description),
          type: schemaType(doc, p.schema),
          example: p.example,
        })),
        requestExample: exampleOf(doc, requestBody.content),
        response: {
          status,
          description: str(resolvedResponse.description),
          example: exampleOf(doc, resolvedResponse.content),
        },
        url: buildUrl(server, path, byLocation('path'), byLocation('query')),
      });
    }
  }
  const info = obj(doc.info);
  const securitySchemes = Object.entries(obj(obj(doc.components).securitySchemes)).map(([name, scheme]) => ({
    name,
    scheme: str(obj(scheme).scheme),
    description: str(obj(scheme).description),
  }));
  return {
    title: str(info.title),
    version: str(info.version),
    description: str(info.description),
    server,
    securitySchemes,
    sections,
    document: doc,
  };
}

let cached: Promise<ApiReference> | undefined;

export function loadApiReference(): Promise<ApiReference> {
  cached ??= (async () => {
    const doc = obj(parseYaml(await readFile(OPENAPI_PATH, 'utf8')));
    const result = await new Validator().validate(doc);
    if (!result.valid) {
      throw new Error(
        `content/developers/openapi.yaml is not a valid OpenAPI 3.1 document: ${JSON.stringify(result.errors, null, 2)}`,
      );
    }
    return readReference(doc);
  })();
  return cached;
}

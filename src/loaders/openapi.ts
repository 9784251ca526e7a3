import { readFile } from 'node:fs/promises';
import { resolve as resolvePath } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { load as parseYaml } from 'js-yaml';
import { buildUrl, type Json } from '../lib/code-samples';
import { markDocumentCopy } from '../lib/mark-document-copy';
import { PSEUDO_LOCALE, pseudo } from '../schemas/pseudo';
import { facts, flatten, namedObjects, objectRefs, outline, resolve as resolveSchema } from '../lib/schema-rows';
import type { Outline, SchemaFacts } from '../lib/schema-rows';

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
  /** Type, allowed values, format, limits and default, from the parameter's schema. */
  schema: SchemaFacts;
}

export interface ApiHeader {
  name: string;
  description: string;
  type: string;
}

/** One error a response can carry: a value of `Error.code`, with its example. */
export interface ApiErrorExample {
  code: string;
  summary: string;
  example: Json;
}

export interface ApiResponse {
  status: string;
  description: string;
  headers: ApiHeader[];
  /** Success responses: the body's outline (its named objects are documented once per page). */
  body: Outline | undefined;
  example: Json | undefined;
  /** Error responses: the error codes it can carry, one example each. */
  errors: ApiErrorExample[];
}

/** An entry of the error catalogue: `Error.code`'s values with their `x-http-status` and `x-action`. */
export interface ApiErrorCode {
  code: string;
  status: number;
  description: string;
  action: string;
  type: string | undefined;
  example: Json | undefined;
}

/** An entry of the document's `webhooks:` section: one event Relaymark sends to your endpoint. */
export interface ApiWebhookEvent {
  name: string;
  summary: string;
  description: string;
  parameters: ApiParameter[];
  payload: Outline;
  example: Json | undefined;
  responses: { status: string; description: string }[];
}

export interface ApiOperation {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  parameters: ApiParameter[];
  requestExample: Json | undefined;
  /** The request body's description and fields, expanded all the way down. */
  requestBody: Outline | undefined;
  response: { status: string; description: string; example: Json | undefined };
  /** Every declared response, success first, in the document's order. */
  responses: ApiResponse[];
  url: string;
}

export interface ApiSection {
  tag: string;
  /** The tag's `x-displayName` ("SMS"), or the tag itself. */
  name: string;
  description: string;
  operations: ApiOperation[];
  /** The named objects the section's responses return, each documented once on its page. */
  objects: { name: string; outline: Outline }[];
  /** The response headers used on the page, each documented once. */
  headers: ApiHeader[];
}

export interface ApiReference {
  title: string;
  version: string;
  description: string;
  server: string;
  securitySchemes: { name: string; scheme: string; description: string }[];
  sections: ApiSection[];
  errorCodes: ApiErrorCode[];
  webhooks: { events: ApiWebhookEvent[]; payload: { name: string; outline: Outline } | undefined };
  document: Doc;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const obj = (value: unknown): Doc => (typeof value === 'object' && value !== null ? (value as Doc) : {});
const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** Resolves a `$ref` to a component (parameter, response, header) of the document. */
const resolve = (doc: Doc, value: unknown): Doc => resolveSchema(doc, value).schema;

function exampleOf(doc: Doc, content: unknown): Json | undefined {
  const media = obj(obj(content)['application/json']);
  if ('example' in media) return media.example as Json;
  const first = Object.values(obj(media.examples))[0];
  if (first !== undefined) return resolve(doc, first).value as Json;
  const schema = resolve(doc, media.schema);
  return 'example' in schema ? (schema.example as Json) : undefined;
}

function readParameter(doc: Doc, value: unknown): ApiParameter {
  const p = resolve(doc, value);
  const schema = facts(doc, p.schema);
  return {
    name: str(p.name),
    in: str(p.in),
    required: p.required === true,
    description: str(p.description),
    type: schema.type,
    example: p.example,
    schema,
  };
}

function readHeaders(doc: Doc, headers: unknown): ApiHeader[] {
  return Object.entries(obj(headers)).map(([name, value]) => {
    const header = resolve(doc, value);
    return { name, description: str(header.description), type: facts(doc, header.schema).type };
  });
}

function readErrors(doc: Doc, content: unknown): ApiErrorExample[] {
  const media = obj(obj(content)['application/json']);
  const examples = Object.entries(obj(media.examples)).map(([key, value]) => {
    const example = resolve(doc, value);
    return { key, summary: str(example.summary), value: example.value as Json };
  });
  if (examples.length === 0 && 'example' in media)
    examples.push({ key: '', summary: '', value: media.example as Json });
  return examples.map(({ key, summary, value }) => ({
    code: str(obj(obj(value).error).code) || key,
    summary,
    example: value,
  }));
}

function readResponses(doc: Doc, responses: unknown): ApiResponse[] {
  return Object.entries(obj(responses)).map(([status, value]) => {
    const response = resolve(doc, value);
    const success = status.startsWith('2');
    const schema = obj(obj(response.content)['application/json']).schema;
    return {
      status,
      description: str(response.description),
      headers: readHeaders(doc, response.headers),
      body: success && schema ? outline(doc, schema, { linkRef: () => true }) : undefined,
      example: success ? exampleOf(doc, response.content) : undefined,
      errors: success ? [] : readErrors(doc, response.content),
    };
  });
}

/** The named objects reached by the schemas of the operations' success responses, in order of use. */
function sectionObjects(doc: Doc, operations: Doc[]): ApiSection['objects'] {
  const names = new Set<string>();
  for (const operation of operations)
    for (const [status, value] of Object.entries(obj(operation.responses))) {
      const schema = obj(obj(resolve(doc, value).content)['application/json']).schema;
      if (status.startsWith('2') && schema) namedObjects(doc, schema, names);
    }
  const schemas = obj(obj(doc.components).schemas);
  return [...names].map((name) => ({ name, outline: outline(doc, schemas[name], { linkRef: () => true }) }));
}

function readErrorCodes(doc: Doc): ApiErrorCode[] {
  const schemas = obj(obj(doc.components).schemas);
  const errorObject = flatten(doc, obj(flatten(doc, schemas.Error).schema.properties).error).schema;
  const code = flatten(doc, obj(errorObject.properties).code).schema;
  const examples = new Map<string, Json>();
  for (const response of Object.values(obj(obj(doc.components).responses)))
    for (const error of readErrors(doc, obj(response).content))
      if (!examples.has(error.code)) examples.set(error.code, error.example);
  return [...((code.oneOf as unknown[] | undefined) ?? [])].map((value) => {
    const entry = obj(value);
    const name = str(entry.const);
    const example = examples.get(name);
    return {
      code: name,
      status: Number(entry['x-http-status']),
      description: str(entry.description),
      action: str(entry['x-action']),
      type: str(obj(obj(example).error).type) || undefined,
      example,
    };
  });
}

function readWebhooks(doc: Doc): ApiReference['webhooks'] {
  const events = Object.entries(obj(doc.webhooks)).map(([name, item]): ApiWebhookEvent => {
    const operation = obj(obj(item).post);
    const body = obj(resolve(doc, operation.requestBody).content);
    return {
      name,
      summary: str(operation.summary),
      description: str(operation.description),
      parameters: ((operation.parameters as unknown[] | undefined) ?? []).map((p) => readParameter(doc, p)),
      payload: outline(doc, obj(body['application/json']).schema),
      example: exampleOf(doc, body),
      responses: Object.entries(obj(operation.responses)).map(([status, value]) => ({
        status,
        description: str(resolve(doc, value).description),
      })),
    };
  });
  const first = Object.values(obj(doc.webhooks))[0];
  const schema = obj(obj(obj(resolve(doc, obj(obj(first).post).requestBody).content)['application/json']).schema);
  const shared = objectRefs(doc, schema)[0];
  const schemas = obj(obj(doc.components).schemas);
  return { events, payload: shared ? { name: shared, outline: outline(doc, schemas[shared]) } : undefined };
}

export function readReference(doc: Doc): ApiReference {
  const server = str(obj((doc.servers as unknown[] | undefined)?.[0]).url);
  const tags = ((doc.tags as unknown[] | undefined) ?? []).map(obj);
  const raw = new Map<string, Doc[]>();
  const sections: ApiSection[] = tags.map((tag) => ({
    tag: str(tag.name),
    name: str(tag['x-displayName']) || str(tag.name),
    description: str(tag.description),
    operations: [],
    objects: [],
    headers: [],
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
      const requestSchema = obj(obj(requestBody.content)['application/json']).schema;
      const tag = str((operation.tags as unknown[] | undefined)?.[0]);
      const section = sections.find((s) => s.tag === tag);
      if (!section) continue;
      section.operations.push({
        id: str(operation.operationId),
        method: method.toUpperCase(),
        path,
        summary: str(operation.summary),
        description: str(operation.description),
        parameters: parameters.map((p) => readParameter(doc, p)),
        requestExample: exampleOf(doc, requestBody.content),
        requestBody: requestSchema ? outline(doc, requestSchema) : undefined,
        response: {
          status,
          description: str(resolvedResponse.description),
          example: exampleOf(doc, resolvedResponse.content),
        },
        responses: readResponses(doc, operation.responses),
        url: buildUrl(server, path, byLocation('path'), byLocation('query')),
      });
      raw.set(tag, [...(raw.get(tag) ?? []), operation]);
    }
  }
  for (const section of sections) {
    const operations = raw.get(section.tag) ?? [];
    section.objects = sectionObjects(doc, operations);
    // A request field whose object is documented on the same page links there instead of repeating it.
    const documented = new Set(section.objects.map((object) => object.name));
    section.operations.forEach((operation, index) => {
      const schema = obj(obj(resolve(doc, operations[index]?.requestBody).content)['application/json']).schema;
      if (schema) operation.requestBody = outline(doc, schema, { linkRef: (name) => documented.has(name) });
    });
    const headers = new Map<string, ApiHeader>();
    for (const operation of section.operations)
      for (const response of operation.responses)
        for (const header of response.headers) if (!headers.has(header.name)) headers.set(header.name, header);
    section.headers = [...headers.values()];
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
    errorCodes: readErrorCodes(doc),
    webhooks: readWebhooks(doc),
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
    // The pseudo-locale build marks the document's reader-facing words like the rest of content/.
    return readReference(PSEUDO_LOCALE ? obj(markDocumentCopy(doc, pseudo)) : doc);
  })();
  return cached;
}

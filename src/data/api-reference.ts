/**
 * The API reference, built from its single source: content/developers/openapi.yaml.
 *
 * A plain module, not an Astro content loader: the reference is one value derived from one file,
 * not a collection of entries. Through getEntry() it would come back typed by a Zod copy of the
 * types below (or by a cast) after a round trip through the content store, and the tests build it
 * outside Astro from a changed document (readReference). So loadApiReference reads the file once,
 * validates it once against the OpenAPI 3.1 schema (a broken document stops the build instead of
 * publishing a broken reference) and keeps the result for every page that asks.
 */
import { readFile } from 'node:fs/promises';
import { resolve as resolvePath } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { load as parseYaml } from 'js-yaml';
import type { OpenAPIV3_1 } from 'openapi-types';
import { buildUrl, type Json } from '../lib/code-samples';
import { markDocumentCopy } from '../lib/mark-document-copy';
import { PSEUDO_LOCALE, pseudo } from '../schemas/pseudo';
import { facts, flatten, namedObjects, outline, resolve as resolveSchema } from '../lib/schema-rows';
import type { Outline, SchemaFacts } from '../lib/schema-rows';

/** Resolved from the project root: this module is bundled elsewhere when pages are rendered. */
export const OPENAPI_PATH = resolvePath(process.cwd(), 'content/developers/openapi.yaml');

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
  /** The document as parsed (with marked copy in the pseudo-locale build): served as /openapi.json. */
  document: Record<string, unknown>;
}

type Document = OpenAPIV3_1.Document;
type Ref = OpenAPIV3_1.ReferenceObject;
type Content = Record<string, OpenAPIV3_1.MediaTypeObject> | undefined;
/** The extension keys the reference reads, beside what openapi-types declares. */
type Tag = OpenAPIV3_1.TagObject & { 'x-displayName'?: string };
type ErrorCodeValue = OpenAPIV3_1.NonArraySchemaObject & { 'x-http-status'?: number; 'x-action'?: string };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** An operation of `paths:` as the document declares it, its `$ref`s resolved. */
interface Declared {
  path: string;
  method: (typeof METHODS)[number];
  operation: OpenAPIV3_1.OperationObject;
  parameters: OpenAPIV3_1.ParameterObject[];
  requestBody: OpenAPIV3_1.RequestBodyObject | undefined;
  responses: { status: string; response: OpenAPIV3_1.ResponseObject }[];
}

/** Follows a `$ref` to a component (parameter, response, header, example); a description beside it wins. */
const deref = <T extends object>(doc: Document, value: T): Exclude<T, Ref> =>
  resolveSchema(doc, value).schema as Exclude<T, Ref>;

const jsonOf = (content: Content) => content?.['application/json'];

/** A string field of an error example's `error` object, or ''. The examples are arbitrary JSON. */
function errorField(example: Json | undefined, field: 'code' | 'type'): string {
  const isObject = (value: Json | undefined): value is { [key: string]: Json } =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  const error = isObject(example) ? example['error'] : undefined;
  const value = isObject(error) ? error[field] : undefined;
  return typeof value === 'string' ? value : '';
}

function exampleOf(doc: Document, content: Content): Json | undefined {
  const media = jsonOf(content);
  if (!media) return undefined;
  if ('example' in media) return media.example as Json;
  const first = Object.values(media.examples ?? {})[0];
  if (first !== undefined) return deref(doc, first).value as Json;
  const schema = media.schema && deref(doc, media.schema);
  return schema && 'example' in schema ? (schema.example as Json) : undefined;
}

function readParameter(doc: Document, parameter: OpenAPIV3_1.ParameterObject): ApiParameter {
  const schema = facts(doc, parameter.schema);
  return {
    name: parameter.name,
    in: parameter.in,
    required: parameter.required === true,
    description: parameter.description ?? '',
    type: schema.type,
    example: parameter.example,
    schema,
  };
}

function readHeaders(doc: Document, headers: OpenAPIV3_1.ResponseObject['headers']): ApiHeader[] {
  return Object.entries(headers ?? {}).map(([name, value]) => {
    const header = deref(doc, value);
    return { name, description: header.description ?? '', type: facts(doc, header.schema).type };
  });
}

function readErrors(doc: Document, content: Content): ApiErrorExample[] {
  const media = jsonOf(content);
  const examples = Object.entries(media?.examples ?? {}).map(([key, value]) => {
    const example = deref(doc, value);
    return { key, summary: example.summary ?? '', value: example.value as Json };
  });
  if (examples.length === 0 && media && 'example' in media)
    examples.push({ key: '', summary: '', value: media.example as Json });
  return examples.map(({ key, summary, value }) => ({
    code: errorField(value, 'code') || key,
    summary,
    example: value,
  }));
}

function readResponse(doc: Document, status: string, response: OpenAPIV3_1.ResponseObject): ApiResponse {
  const success = status.startsWith('2');
  const schema = jsonOf(response.content)?.schema;
  return {
    status,
    description: response.description,
    headers: readHeaders(doc, response.headers),
    body: success && schema ? outline(doc, schema, { linkRef: () => true }) : undefined,
    example: success ? exampleOf(doc, response.content) : undefined,
    errors: success ? [] : readErrors(doc, response.content),
  };
}

/** The operations of `paths:`, in the document's order, by their first tag. */
function declaredOperations(doc: Document): Map<string, Declared[]> {
  const byTag = new Map<string, Declared[]>();
  for (const [path, pathItem] of Object.entries(doc.paths ?? {})) {
    if (!pathItem) continue;
    for (const method of METHODS) {
      const operation = pathItem[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? '';
      byTag.set(tag, [
        ...(byTag.get(tag) ?? []),
        {
          path,
          method,
          operation,
          parameters: [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])].map((p) => deref(doc, p)),
          requestBody: operation.requestBody && deref(doc, operation.requestBody),
          responses: Object.entries(operation.responses ?? {}).map(([status, value]) => ({
            status,
            response: deref(doc, value),
          })),
        },
      ]);
    }
  }
  return byTag;
}

function readOperation(
  doc: Document,
  server: string,
  { path, method, operation, parameters, requestBody, responses: declared }: Declared,
  linkRef: (name: string) => boolean,
): ApiOperation {
  // A first-page request carries no pagination cursor, so the samples leave it out.
  const byLocation = (where: string) =>
    Object.fromEntries(
      parameters
        .filter((p) => p.in === where && p.example !== undefined && p.name !== 'cursor')
        .map((p) => [p.name, p.example]),
    );
  const responses = declared.map(({ status, response }) => readResponse(doc, status, response));
  const success = responses.find((response) => response.status.startsWith('2'));
  const requestSchema = jsonOf(requestBody?.content)?.schema;
  return {
    id: operation.operationId ?? '',
    method: method.toUpperCase(),
    path,
    summary: operation.summary ?? '',
    description: operation.description ?? '',
    parameters: parameters.map((p) => readParameter(doc, p)),
    requestExample: exampleOf(doc, requestBody?.content),
    requestBody: requestSchema ? outline(doc, requestSchema, { linkRef }) : undefined,
    response: {
      status: success?.status ?? '200',
      description: success?.description ?? '',
      example: success?.example,
    },
    responses,
    url: buildUrl(server, path, byLocation('path'), byLocation('query')),
  };
}

function readSection(doc: Document, server: string, tag: Tag, declared: Declared[]): ApiSection {
  // The named objects reached by the success responses' schemas, in order of use.
  const names = new Set<string>();
  for (const { responses } of declared)
    for (const { status, response } of responses) {
      const schema = jsonOf(response.content)?.schema;
      if (status.startsWith('2') && schema) namedObjects(doc, schema, names);
    }
  const schemas = doc.components?.schemas ?? {};
  const objects = [...names].map((name) => ({ name, outline: outline(doc, schemas[name], { linkRef: () => true }) }));
  // A request field whose object is documented on the same page links there instead of repeating it.
  const operations = declared.map((operation) => readOperation(doc, server, operation, (name) => names.has(name)));
  const headers = new Map<string, ApiHeader>();
  for (const operation of operations)
    for (const response of operation.responses)
      for (const header of response.headers) if (!headers.has(header.name)) headers.set(header.name, header);
  return {
    tag: tag.name,
    name: tag['x-displayName'] || tag.name,
    description: tag.description ?? '',
    operations,
    objects,
    headers: [...headers.values()],
  };
}

/** `Error.code`'s allowed values, each with the first example of a component response that carries it. */
function readErrorCodes(doc: Document): ApiErrorCode[] {
  // schema-rows merges `$ref`s and `allOf`s; what it returns is still a schema.
  const flat = (schema: unknown) => flatten(doc, schema).schema as OpenAPIV3_1.SchemaObject;
  const code = flat(flat(flat(doc.components?.schemas?.['Error']).properties?.['error']).properties?.['code']);
  const examples = new Map<string, Json>();
  for (const response of Object.values(doc.components?.responses ?? {}))
    for (const error of readErrors(doc, deref(doc, response).content))
      if (!examples.has(error.code)) examples.set(error.code, error.example);
  return (code.oneOf ?? []).map((value) => {
    const entry = value as ErrorCodeValue;
    const name = typeof entry.const === 'string' ? entry.const : '';
    const example = examples.get(name);
    return {
      code: name,
      status: Number(entry['x-http-status']),
      description: entry.description ?? '',
      action: entry['x-action'] ?? '',
      type: errorField(example, 'type') || undefined,
      example,
    };
  });
}

function readWebhooks(doc: Document): ApiReference['webhooks'] {
  const events = Object.entries(doc.webhooks ?? {}).map(([name, item]): ApiWebhookEvent => {
    const operation: OpenAPIV3_1.OperationObject = deref(doc, item).post ?? {};
    const content = operation.requestBody && deref(doc, operation.requestBody).content;
    return {
      name,
      summary: operation.summary ?? '',
      description: operation.description ?? '',
      parameters: (operation.parameters ?? []).map((p) => readParameter(doc, deref(doc, p))),
      payload: outline(doc, jsonOf(content)?.schema),
      example: exampleOf(doc, content),
      responses: Object.entries(operation.responses ?? {}).map(([status, value]) => ({
        status,
        description: deref(doc, value).description,
      })),
    };
  });
  // The object every event's payload builds on: the first named object of the first payload.
  const shared = events[0]?.payload.refs[0];
  const schemas = doc.components?.schemas ?? {};
  return { events, payload: shared ? { name: shared, outline: outline(doc, schemas[shared]) } : undefined };
}

/** The reference of a parsed document (validated by loadApiReference; tests pass a parsed copy). */
export function readReference(document: Record<string, unknown>): ApiReference {
  const doc = document as Document;
  const server = doc.servers?.[0]?.url ?? '';
  const declared = declaredOperations(doc);
  const tags: Tag[] = doc.tags ?? [];
  return {
    title: doc.info.title,
    version: doc.info.version,
    description: doc.info.description ?? '',
    server,
    securitySchemes: Object.entries(doc.components?.securitySchemes ?? {}).map(([name, value]) => {
      const scheme = deref(doc, value);
      return { name, scheme: 'scheme' in scheme ? scheme.scheme : '', description: scheme.description ?? '' };
    }),
    sections: tags.map((tag) => readSection(doc, server, tag, declared.get(tag.name) ?? [])),
    errorCodes: readErrorCodes(doc),
    webhooks: readWebhooks(doc),
    document,
  };
}

let cached: Promise<ApiReference> | undefined;

/** The reference: the document is read, validated and walked once per build, on the first call. */
export function loadApiReference(): Promise<ApiReference> {
  cached ??= (async () => {
    const document = parseYaml(await readFile(OPENAPI_PATH, 'utf8')) as Record<string, unknown>;
    const result = await new Validator().validate(document);
    if (!result.valid) {
      throw new Error(
        `content/developers/openapi.yaml is not a valid OpenAPI 3.1 document: ${JSON.stringify(result.errors, null, 2)}`,
      );
    }
    // The pseudo-locale build marks the document's reader-facing words like the rest of content/.
    return readReference(PSEUDO_LOCALE ? (markDocumentCopy(document, pseudo) as Record<string, unknown>) : document);
  })();
  return cached;
}

import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Json } from '../../../src/lib/code-samples';

/**
 * A stand-in for the Relaymark API on the loopback interface, built from the OpenAPI
 * document: it routes each request to the documented operation by method and path,
 * answers with the documented success example, and keeps every request it received so
 * a test can compare them with what the document says.
 */

type Doc = Record<string, unknown>;

export interface DocumentedParameter {
  name: string;
  required: boolean;
  example: unknown;
}

export interface DocumentedOperation {
  id: string;
  method: string;
  path: string;
  pathParameters: DocumentedParameter[];
  queryParameters: DocumentedParameter[];
  headerParameters: DocumentedParameter[];
  /** The request body example, or undefined when the operation takes no body. */
  body: Json | undefined;
  response: { status: number; example: Json | undefined };
}

export interface ReceivedRequest {
  method: string;
  /** The request target as sent: path and query string. */
  target: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const obj = (value: unknown): Doc => (typeof value === 'object' && value !== null ? (value as Doc) : {});

function resolve(doc: Doc, value: unknown): Doc {
  const ref = obj(value).$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return obj(value);
  const target = ref
    .slice(2)
    .split('/')
    .map((key) => key.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, key) => obj(node)[key], doc);
  return resolve(doc, target);
}

/** The example of a media type: `example`, else the first of `examples`, else the schema's. */
function mediaExample(doc: Doc, content: unknown): Json | undefined {
  const media = obj(obj(content)['application/json']);
  if ('example' in media) return media.example as Json;
  const first = Object.values(obj(media.examples))[0];
  if (first !== undefined) return resolve(doc, first).value as Json;
  const schema = resolve(doc, media.schema);
  return 'example' in schema ? (schema.example as Json) : undefined;
}

function parameterExample(doc: Doc, parameter: Doc): unknown {
  if ('example' in parameter) return parameter.example;
  const first = Object.values(obj(parameter.examples))[0];
  if (first !== undefined) return resolve(doc, first).value;
  return resolve(doc, parameter.schema).example;
}

export function documentedOperations(doc: Doc): DocumentedOperation[] {
  const operations: DocumentedOperation[] = [];
  for (const [path, item] of Object.entries(obj(doc.paths))) {
    const pathItem = resolve(doc, item);
    for (const method of METHODS) {
      if (!(method in pathItem)) continue;
      const operation = obj(pathItem[method]);
      const own = ((operation.parameters as unknown[] | undefined) ?? []).map((p) => resolve(doc, p));
      const inherited = ((pathItem.parameters as unknown[] | undefined) ?? [])
        .map((p) => resolve(doc, p))
        .filter((p) => !own.some((o) => o.name === p.name && o.in === p.in));
      const parameters = [...inherited, ...own];
      const where = (location: string) =>
        parameters
          .filter((p) => p.in === location)
          .map((p) => ({ name: String(p.name), required: p.required === true, example: parameterExample(doc, p) }));
      const requestBody = resolve(doc, operation.requestBody);
      const [status, response] = Object.entries(obj(operation.responses)).find(([code]) => /^2/.test(code)) ?? [
        '200',
        {},
      ];
      operations.push({
        id: String(operation.operationId),
        method: method.toUpperCase(),
        path,
        pathParameters: where('path'),
        queryParameters: where('query'),
        headerParameters: where('header'),
        body: 'content' in requestBody ? mediaExample(doc, requestBody.content) : undefined,
        response: { status: Number(status), example: mediaExample(doc, resolve(doc, response).content) },
      });
    }
  }
  return operations;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The documented operation a request is for, found the way an API gateway would: by
 * method and path, a path without templates (/sms/history) before one with (/sms/{id}).
 */
export function route(
  operations: DocumentedOperation[],
  method: string,
  pathname: string,
): { operation: DocumentedOperation; pathValues: Record<string, string> } | undefined {
  const matches = operations.flatMap((operation) => {
    if (operation.method !== method) return [];
    const names: string[] = [];
    const pattern = operation.path
      .split(/(\{[^}]+\})/)
      .map((part) => {
        const name = /^\{([^}]+)\}$/.exec(part)?.[1];
        if (name === undefined) return escapeRegExp(part);
        names.push(name);
        return '([^/]+)';
      })
      .join('');
    const match = new RegExp(`^${pattern}$`).exec(pathname);
    if (!match) return [];
    const pathValues = Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1]!)]));
    return [{ operation, pathValues, templates: names.length }];
  });
  return matches.sort((a, b) => a.templates - b.templates)[0];
}

/**
 * What is wrong with a request for an operation, compared with the document: the path
 * parameters and query are the documented examples (every required one present, nothing
 * undeclared, nothing repeated), required headers are there, and a body is sent exactly
 * when the operation documents one (the body itself is compared by the caller).
 */
export function requestProblems(
  operation: DocumentedOperation,
  pathValues: Record<string, string>,
  request: ReceivedRequest,
): string[] {
  const problems: string[] = [];
  for (const parameter of operation.pathParameters) {
    if (pathValues[parameter.name] !== String(parameter.example)) {
      problems.push(
        `path parameter ${parameter.name} is ${pathValues[parameter.name]}, documented ${String(parameter.example)}`,
      );
    }
  }
  const query = new URL(request.target, 'http://mock').searchParams;
  for (const name of new Set(query.keys())) {
    const parameter = operation.queryParameters.find((p) => p.name === name);
    const values = query.getAll(name);
    if (!parameter) problems.push(`query parameter ${name} is not documented`);
    else if (values.length !== 1 || values[0] !== String(parameter.example)) {
      problems.push(`query parameter ${name} is ${values.join(', ')}, documented ${String(parameter.example)}`);
    }
  }
  for (const parameter of operation.queryParameters) {
    if (parameter.required && !query.has(parameter.name))
      problems.push(`required query parameter ${parameter.name} is missing`);
  }
  for (const parameter of operation.headerParameters) {
    if (parameter.required && request.headers[parameter.name.toLowerCase()] === undefined) {
      problems.push(`required header ${parameter.name} is missing`);
    }
  }
  if (operation.body === undefined && request.body.length > 0) problems.push('sends a body, documented none');
  if (operation.body !== undefined) {
    if (request.body.length === 0) problems.push('sends no body');
    if (!/^application\/json\b/.test(request.headers['content-type'] ?? '')) {
      problems.push(`Content-Type is ${request.headers['content-type']}, not application/json`);
    }
  }
  return problems;
}

export interface MockServer {
  /** http://127.0.0.1:port */
  origin: string;
  received: ReceivedRequest[];
  close: () => Promise<void>;
}

/** An HTTP server on 127.0.0.1 and a free port that records each request and answers with `respond`. */
export async function startMockServer(
  respond: (request: ReceivedRequest) => { status: number; body?: Json | undefined },
): Promise<MockServer> {
  const received: ReceivedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        target: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      received.push(request);
      const { status, body } = respond(request);
      if (body === undefined || status === 204) {
        res.writeHead(status).end();
      } else {
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      }
    });
  });
  // Samples open a new connection per request; none should outlive the test.
  server.keepAliveTimeout = 1000;
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

import { describe, expect, it } from 'vitest';
import { bodyProblems } from './body-problems';
import { documentedOperations, requestProblems, route, type ReceivedRequest } from './mock-api';

// The checks of the code samples' requests (src/lib/code-samples.run.test.ts) on a small OpenAPI
// document and requests with one fault planted at a time.

const DOCUMENT = {
  components: {
    parameters: {
      messageId: { name: 'id', in: 'path', required: true, schema: { type: 'string', example: 'msg_123' } },
    },
    examples: { sms: { value: { to: '+15551234567', text: 'Hello' } } },
  },
  paths: {
    '/sms': {
      post: {
        operationId: 'sendSms',
        parameters: [{ name: 'Idempotency-Key', in: 'header', required: true, example: 'key-1' }],
        requestBody: {
          content: { 'application/json': { examples: { first: { $ref: '#/components/examples/sms' } } } },
        },
        responses: { '201': { content: { 'application/json': { example: { id: 'msg_123' } } } } },
      },
    },
    '/sms/history': {
      get: {
        operationId: 'listSms',
        parameters: [
          { name: 'limit', in: 'query', required: true, example: 20 },
          { name: 'cursor', in: 'query', example: 'c_1' },
        ],
        responses: { '200': { content: { 'application/json': { example: { data: [] } } } } },
      },
    },
    '/sms/{id}': {
      parameters: [{ $ref: '#/components/parameters/messageId' }],
      get: { operationId: 'getSms', responses: { '200': {} } },
    },
  },
};
const operations = documentedOperations(DOCUMENT);
const operation = (id: string) => operations.find((candidate) => candidate.id === id)!;

const request = (method: string, target: string, body = '', headers: ReceivedRequest['headers'] = {}) => ({
  method,
  target,
  headers,
  body: Buffer.from(body, 'utf8'),
});
/** What the check finds in `received`, routed as the mock routes it. */
function problemsOf(received: ReceivedRequest): string[] {
  const found = route(operations, received.method, new URL(received.target, 'http://mock').pathname);
  if (!found) throw new Error(`${received.target} is routed to no operation`);
  return requestProblems(found.operation, found.pathValues, received);
}

const SEND = { 'content-type': 'application/json', 'idempotency-key': 'key-1' };
const SMS_BODY = '{"to":"+15551234567","text":"Hello"}';

describe('the operations of an OpenAPI document', () => {
  it('are read with their parameters, examples (through references) and success response', () => {
    expect(operations).toEqual([
      {
        id: 'sendSms',
        method: 'POST',
        path: '/sms',
        pathParameters: [],
        queryParameters: [],
        headerParameters: [{ name: 'Idempotency-Key', required: true, example: 'key-1' }],
        body: { to: '+15551234567', text: 'Hello' },
        response: { status: 201, example: { id: 'msg_123' } },
      },
      {
        id: 'listSms',
        method: 'GET',
        path: '/sms/history',
        pathParameters: [],
        queryParameters: [
          { name: 'limit', required: true, example: 20 },
          { name: 'cursor', required: false, example: 'c_1' },
        ],
        headerParameters: [],
        body: undefined,
        response: { status: 200, example: { data: [] } },
      },
      {
        id: 'getSms',
        method: 'GET',
        path: '/sms/{id}',
        pathParameters: [{ name: 'id', required: true, example: 'msg_123' }],
        queryParameters: [],
        headerParameters: [],
        body: undefined,
        response: { status: 200, example: undefined },
      },
    ]);
  });

  it('route a request by method and path, a path without templates first', () => {
    expect(route(operations, 'GET', '/sms/history')?.operation.id).toBe('listSms');
    const found = route(operations, 'GET', '/sms/msg%20123');
    expect([found?.operation, found?.pathValues]).toEqual([operation('getSms'), { id: 'msg 123' }]);
    expect(route(operations, 'DELETE', '/sms/msg_123')).toBeUndefined();
  });
});

describe('the request a sample sends, against the document', () => {
  it('passes the documented requests', () => {
    expect(problemsOf(request('POST', '/sms', SMS_BODY, SEND))).toEqual([]);
    expect(problemsOf(request('GET', '/sms/history?limit=20&cursor=c_1'))).toEqual([]);
    expect(problemsOf(request('GET', '/sms/msg_123'))).toEqual([]);
  });

  it.each([
    ['another path value', request('GET', '/sms/msg_124'), 'path parameter id is msg_124, documented msg_123'],
    [
      'an undocumented query parameter',
      request('GET', '/sms/history?limit=20&page=2'),
      'query parameter page is not documented',
    ],
    ['another query value', request('GET', '/sms/history?limit=10'), 'query parameter limit is 10, documented 20'],
    [
      'a repeated query parameter',
      request('GET', '/sms/history?limit=20&limit=20'),
      'query parameter limit is 20, 20, documented 20',
    ],
    [
      'a required query parameter missing',
      request('GET', '/sms/history?cursor=c_1'),
      'required query parameter limit is missing',
    ],
    [
      'a required header missing',
      request('POST', '/sms', SMS_BODY, { 'content-type': 'application/json' }),
      'required header Idempotency-Key is missing',
    ],
    ['a body where none is documented', request('GET', '/sms/msg_123', '{}'), 'sends a body, documented none'],
    ['no body', request('POST', '/sms', '', SEND), 'sends no body'],
    [
      'a body of another type',
      request('POST', '/sms', SMS_BODY, { ...SEND, 'content-type': 'text/plain' }),
      'Content-Type is text/plain, not application/json',
    ],
  ])('names %s', (_, received, message) => {
    expect(problemsOf(received)).toEqual([message]);
  });
});

describe('the body a sample sends', () => {
  const BODY = { text: 'Grüße', count: 2 };

  it('passes the bytes the sample’s language writes', () => {
    expect(bodyProblems('node', request('POST', '/x', '{"text":"Grüße","count":2}'), BODY)).toEqual([]);
    expect(bodyProblems('python', request('POST', '/x', '{"text": "Gr\\u00fc\\u00dfe", "count": 2}'), BODY)).toEqual(
      [],
    );
  });

  it.each([
    ['text that is not JSON', 'node', '{text: Grüße}', ['the body is not JSON: {text: Grüße}']],
    [
      'another value',
      'node',
      '{"text":"Gruesse","count":2}',
      [
        'the body is not the documented JSON value: {"text":"Gruesse","count":2}',
        'the body is not byte for byte "{\\"text\\":\\"Grüße\\",\\"count\\":2}"',
      ],
    ],
    [
      'the keys in another order',
      'node',
      '{"count":2,"text":"Grüße"}',
      [
        'the body is not the documented JSON value: {"count":2,"text":"Grüße"}',
        'the body is not byte for byte "{\\"text\\":\\"Grüße\\",\\"count\\":2}"',
      ],
    ],
    [
      'the same value in other bytes than Python writes',
      'python',
      '{"text":"Grüße","count":2}',
      ['the body is not byte for byte "{\\"text\\": \\"Gr\\\\u00fc\\\\u00dfe\\", \\"count\\": 2}"'],
    ],
  ] as const)('names %s', (_, language, sent, messages) => {
    expect(bodyProblems(language, request('POST', '/x', sent), BODY)).toEqual(messages);
  });
});

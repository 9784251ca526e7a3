import { isDeepStrictEqual } from 'node:util';
import type { Json, SampleLanguage } from '../../../src/lib/code-samples';
import { expectedBody } from './expected-body';
import type { ReceivedRequest } from './mock-api';

/**
 * What is wrong with the body a sample sent for `body`: not JSON, not the same JSON value, or not
 * byte for byte what the sample shows or its language's serializer writes (expected-body.ts).
 */
export function bodyProblems(language: SampleLanguage, request: ReceivedRequest, body: Json): string[] {
  const text = request.body.toString('utf8');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [`the body is not JSON: ${text.slice(0, 120)}`];
  }
  const problems: string[] = [];
  if (!isDeepStrictEqual(parsed, body) || JSON.stringify(parsed) !== JSON.stringify(body)) {
    problems.push(`the body is not the documented JSON value: ${text.slice(0, 120)}`);
  }
  if (!request.body.equals(Buffer.from(expectedBody(language, body), 'utf8'))) {
    problems.push(`the body is not byte for byte ${JSON.stringify(expectedBody(language, body).slice(0, 120))}`);
  }
  return problems;
}

import { readFileSync } from 'node:fs';
import { load as parseYaml } from 'js-yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_PATH, readReference } from '../data/api-reference';
import { codeSample, SAMPLE_LANGUAGES, type Json, type SampleLanguage } from './code-samples';
import { bodyProblems } from '../../e2e/support/sample-check/body-problems';
import { HOSTILE_BODIES } from '../../e2e/support/sample-check/hostile-bodies';
import {
  documentedOperations,
  requestProblems,
  route,
  startMockServer,
  type MockServer,
  type ReceivedRequest,
} from '../../e2e/support/sample-check/mock-api';
import { runSamples, type SampleRun, type SampleToRun } from '../../e2e/support/sample-check/runners';
import { detectToolchains, installLine } from '../../e2e/support/sample-check/toolchains';

/**
 * Runs the code samples of every operation in the API reference, as the docs show them,
 * against a mock of the API on 127.0.0.1 built from the OpenAPI document, and checks
 * each request: documented method, path, query and body (the same JSON value, and byte
 * for byte what the sample shows or its serializer writes). The hostile bodies of
 * code-samples.literals.test.ts run through the same languages: cURL, Node.js, Python, PHP,
 * Ruby, Go and Java, on every machine. A missing toolchain fails, with the line that installs it
 * (the packages .ci/run installs): a sample not run would pass without having been checked.
 */

type Doc = Record<string, unknown>;
const doc = parseYaml(readFileSync(OPENAPI_PATH, 'utf8')) as Doc;
const documented = documentedOperations(doc);
const serverUrl = new URL(String((doc.servers as { url: string }[])[0]!.url));
const toolchains = detectToolchains();
/** Every language whose samples run (C# has no toolchain in Debian's packages: its literal is parsed instead). */
const RUN: SampleLanguage[] = ['curl', 'node', 'python', 'php', 'ruby', 'go', 'java'];
const languages = SAMPLE_LANGUAGES.map((language) => language.id).filter((id) => toolchains[id].available);
const apiKey = (language: SampleLanguage) => `rk_test_${language}`;
const HOSTILE_PREFIX = '/hostile/';
/** Time allowed to each sample. */
const SAMPLE_TIMEOUT_MS = 20_000;

let server: MockServer;
const runs: SampleRun[] = [];
const sampleCounts: Partial<Record<SampleLanguage, { operations: number; hostile: number }>> = {};

const BASE_PATH = serverUrl.pathname.replace(/\/$/, '');
const routeRequest = (request: ReceivedRequest) =>
  route(documented, request.method, new URL(request.target, 'http://mock').pathname.slice(BASE_PATH.length));

const requestsOf = (language: SampleLanguage) =>
  server.received.filter((request) => request.headers.authorization === `Bearer ${apiKey(language)}`);

beforeAll(async () => {
  server = await startMockServer((request): { status: number; body?: Json } => {
    if (request.target.startsWith(HOSTILE_PREFIX)) return { status: 200, body: { ok: true } };
    const found = routeRequest(request);
    if (!found) return { status: 404, body: { error: { code: 'not_found', message: 'No such operation' } } };
    return { status: found.operation.response.status, body: found.operation.response.example };
  });
  // The reference the site renders, pointed at the mock instead of the documented server.
  const reference = readReference({ ...doc, servers: [{ url: `${server.origin}${BASE_PATH}` }] });
  const operations = reference.sections.flatMap((section) => section.operations);
  expect(operations.map((operation) => operation.id).sort()).toEqual(
    documented.map((operation) => operation.id).sort(),
  );
  // Java and Go pay a compile per language, not per sample; the rest run two at a time.
  for (const language of languages) {
    const samples: SampleToRun[] = [
      ...operations.map((operation, index) => ({
        name: `op${index}_${operation.id}`,
        language,
        code: codeSample(language, { method: operation.method, url: operation.url, body: operation.requestExample }),
      })),
      ...HOSTILE_BODIES.map(({ body }, index) => ({
        name: `hostile${index}`,
        language,
        code: codeSample(language, {
          method: 'POST',
          url: `${server.origin}${HOSTILE_PREFIX}${language}/${index}`,
          body,
        }),
      })),
    ];
    sampleCounts[language] = { operations: operations.length, hostile: HOSTILE_BODIES.length };
    const started = Date.now();
    const results = await runSamples(samples, {
      toolchain: toolchains[language],
      apiKey: apiKey(language),
      timeoutMs: SAMPLE_TIMEOUT_MS,
    });
    runs.push(...results);
    console.log(`${language}: ${samples.length} samples in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}, 900_000);

afterAll(async () => {
  await server?.close();
});

describe('code samples run against a mock of the API', () => {
  it('run in cURL, Node.js, Python, PHP, Ruby, Go and Java: a missing toolchain fails with the line that installs it', () => {
    const lines = SAMPLE_LANGUAGES.map(({ id, label }) => {
      const counts = sampleCounts[id];
      const ran = counts ? `ran ${counts.operations} operation + ${counts.hostile} hostile samples` : 'not run';
      return `  ${label.padEnd(8)} ${ran}; ${toolchains[id].note}`;
    });
    console.log(`Code samples by language:\n${lines.join('\n')}`);
    const missing = RUN.filter((language) => !toolchains[language].available);
    const why = missing.map((language) => `${language}: ${toolchains[language].note}`).join('; ');
    expect(missing, `not installed (${why}); install with: ${installLine(missing)}`).toEqual([]);
  });

  it('exit without error', () => {
    expect(runs.filter((run) => !run.ok).map((run) => `${run.language} ${run.name}: ${run.detail}`)).toEqual([]);
  });

  it.each(languages)('send the documented request for every operation: %s', (language) => {
    const mismatches: string[] = [];
    const requests = requestsOf(language).filter((request) => !request.target.startsWith(HOSTILE_PREFIX));
    for (const operation of documented) {
      const matched = requests
        .map((request) => ({ request, found: routeRequest(request) }))
        .filter(({ found }) => found?.operation === operation);
      if (matched.length !== 1) {
        mismatches.push(`${operation.id}: ${matched.length} requests`);
        continue;
      }
      const { request, found } = matched[0]!;
      const problems = requestProblems(operation, found!.pathValues, request);
      if (operation.body !== undefined) problems.push(...bodyProblems(language, request, operation.body));
      mismatches.push(...problems.map((problem) => `${operation.id}: ${problem}`));
    }
    const unrouted = requests.filter((request) => !routeRequest(request));
    mismatches.push(...unrouted.map((request) => `no documented operation for ${request.method} ${request.target}`));
    console.log(`${language}: ${documented.length} operations, ${mismatches.length} mismatches`);
    expect(mismatches).toEqual([]);
  });

  it.each(languages)('send hostile bodies byte for byte: %s', (language) => {
    const requests = requestsOf(language).filter((request) => request.target.startsWith(HOSTILE_PREFIX));
    const mismatches = HOSTILE_BODIES.flatMap(({ name, body }, index) => {
      const received = requests.filter((request) => request.target === `${HOSTILE_PREFIX}${language}/${index}`);
      if (received.length !== 1 || received[0]!.method !== 'POST') return [`${name}: ${received.length} POST requests`];
      return bodyProblems(language, received[0]!, body).map((problem) => `${name}: ${problem}`);
    });
    console.log(`${language}: ${HOSTILE_BODIES.length} hostile bodies, ${mismatches.length} mismatches`);
    expect(mismatches).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import { load as parseYaml } from 'js-yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from '../data/api-reference';
import { postmanCollection, type PostmanCollection, type PostmanItem } from './postman-collection';
import { documentedOperations } from '../../e2e/support/sample-check/mock-api';

const document = parseYaml(readFileSync(OPENAPI_PATH, 'utf8')) as Record<string, unknown>;
const operations = documentedOperations(document);
const requests = (items: PostmanItem[]): PostmanItem[] =>
  items.flatMap((item) => (item.request ? [item] : requests(item.item ?? [])));

let collection: PostmanCollection;
beforeAll(async () => {
  collection = await postmanCollection(document);
}, 30_000);

describe('the Postman collection', () => {
  it('is a JSON collection in format v2.1', () => {
    const parsed = JSON.parse(JSON.stringify(collection)) as PostmanCollection;
    expect(parsed.info.schema).toBe('https://schema.getpostman.com/json/collection/v2.1.0/collection.json');
    expect(parsed.info.name).toBe((document.info as { title: string }).title);
  });

  it('has one request per operation of the document, by method and path', () => {
    expect(operations).toHaveLength(49);
    const sent = requests(collection.item).map(
      ({ request }) =>
        `${request!.method} /${(request!.url.path ?? []).map((part) => part.replace(/^:(.+)$/, '{$1}')).join('/')}`,
    );
    expect(sent.sort()).toEqual(operations.map((operation) => `${operation.method} ${operation.path}`).sort());
  });

  it('points at the documented server and asks for the API key', () => {
    const variables = Object.fromEntries((collection.variable ?? []).map((v) => [v.key, v.value]));
    expect(variables.baseUrl).toBe((document.servers as { url: string }[])[0]!.url);
    expect(variables).toHaveProperty('bearerToken', '');
  });

  it('is the same on every build and leaves the document unchanged', async () => {
    const before = JSON.stringify(document);
    const again = await postmanCollection(document);
    expect(again.info._postman_id).toBe(collection.info._postman_id);
    expect(JSON.stringify(again)).toBe(JSON.stringify(collection));
    expect(JSON.stringify(document)).toBe(before);
  });
});

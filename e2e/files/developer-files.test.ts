import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { load as parseYaml } from 'js-yaml';
import { builtPages, DIST } from '../support/built-site';
import { resolveBuilt } from '../../src/lib/link-check';

/**
 * /llms.txt and the Postman collection: generated files for developers' tools. That the API
 * reference links the collection is checked in a browser (e2e/developer-files.spec.ts).
 */

const SITE_ORIGIN = new URL(process.env.SITE_URL ?? 'https://www.relaymark.com').origin;
const POSTMAN = '/developers/relaymark.postman_collection.json';
const document = parseYaml(
  readFileSync(resolve(import.meta.dirname, '..', '..', 'content/developers/openapi.yaml'), 'utf8'),
) as {
  paths: Record<string, Record<string, unknown>>;
};
const operationCount = Object.values(document.paths).flatMap((item) =>
  Object.keys(item).filter((key) => ['get', 'put', 'post', 'delete', 'patch'].includes(key)),
).length;

/** A URL path is built when a static host would answer it from a file in dist/. */
const built = (path: string) => resolveBuilt(DIST, path) !== null;

describe('/llms.txt', () => {
  const text = () => readFileSync(join(DIST, 'llms.txt'), 'utf8');
  const links = () =>
    [...text().matchAll(/^- \[(.+?)\]\((\S+?)\)(?:: (.+))?$/gm)].map(([, title, url, description]) => ({
      title: title!,
      url: new URL(url!),
      description,
    }));

  test('is an llms.txt file: an H1, a blockquote summary, then sections of links with descriptions', () => {
    expect(text()).toMatch(/^# \S.*\n\n> \S.*\n/);
    expect(text().match(/^## \S/gm)?.length).toBeGreaterThanOrEqual(4);
    for (const link of links()) {
      expect(link.title.trim(), link.url.href).not.toBe('');
      expect(link.description?.length ?? 0, link.url.href).toBeGreaterThan(20);
    }
  });

  test('links only to files of this site that were built', () => {
    for (const { url } of links()) {
      expect(url.origin).toBe(SITE_ORIGIN);
      expect(built(url.pathname), url.pathname).toBe(true);
    }
  });

  test('lists every documentation page', () => {
    const listed = new Set(links().map(({ url }) => url.pathname));
    const docs = builtPages().filter(
      (page) => page.route.startsWith('/developers/') && !/<meta name="robots" content="noindex/.test(page.html),
    );
    expect(docs.length).toBeGreaterThan(20);
    expect(docs.map((page) => page.route).filter((path) => !listed.has(path))).toEqual([]);
  });
});

describe('the Postman collection', () => {
  test('is JSON with one request per operation of the OpenAPI document', () => {
    interface Item {
      item?: Item[];
      request?: { method: string };
    }
    const collection = JSON.parse(readFileSync(join(DIST, POSTMAN), 'utf8')) as {
      info: { schema: string };
      item: Item[];
    };
    const requests = (items: Item[]): Item[] =>
      items.flatMap((item) => (item.request ? [item] : requests(item.item ?? [])));
    expect(collection.info.schema).toContain('/collection/v2.1.0/');
    expect(operationCount).toBe(49);
    expect(requests(collection.item)).toHaveLength(operationCount);
  });
});

import { createHash } from 'node:crypto';
import { convertV2 } from 'openapi-to-postmanv2';

/**
 * A Postman collection (format v2.1) made from the OpenAPI document by Postman's own
 * converter: one folder per tag, one request per operation, with the documented examples
 * as parameter values and bodies.
 */

export interface PostmanItem {
  name: string;
  item?: PostmanItem[];
  request?: { method: string; url: { path?: string[]; query?: { key: string | null; value: string | null }[] } };
}

export interface PostmanCollection {
  info: { _postman_id: string; name: string; schema: string };
  item: PostmanItem[];
  variable?: { key: string; value: string }[];
  [key: string]: unknown;
}

/** A UUID-shaped id derived from a text, so the same document always gives the same ids. */
function stableId(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The converter gives every item and response a random id; these replace them with ids from their place in the tree. */
function stabilizeIds(node: unknown, seed: string, where: string): void {
  if (Array.isArray(node)) {
    node.forEach((child, index) => stabilizeIds(child, seed, `${where}/${index}`));
  } else if (typeof node === 'object' && node !== null) {
    const record = node as Record<string, unknown>;
    for (const [key, value] of Object.entries(record)) {
      if ((key === 'id' || key === '_postman_id') && typeof value === 'string' && UUID.test(value)) {
        record[key] = stableId(`${seed}${where}/${key}`);
      } else {
        stabilizeIds(value, seed, `${where}/${key}`);
      }
    }
  }
}

export function postmanCollection(document: Record<string, unknown>): Promise<PostmanCollection> {
  return new Promise((resolve, reject) => {
    convertV2(
      // The converter may resolve references in place; the document is shared with the pages.
      { type: 'json', data: structuredClone(document) },
      { folderStrategy: 'Tags', parametersResolution: 'Example', includeWebhooks: false },
      (error, result) => {
        const data = result?.output?.find((output) => output.type === 'collection')?.data;
        if (error || !result?.result || !data) {
          reject(
            new Error(`OpenAPI to Postman conversion failed: ${error?.message ?? result?.reason ?? 'no collection'}`),
          );
          return;
        }
        const collection = data as PostmanCollection;
        stabilizeIds(collection, stableId(JSON.stringify(document)), '');
        // The converter authenticates with {{bearerToken}}; declare it so Postman asks for it.
        collection.variable = [...(collection.variable ?? []), { key: 'bearerToken', value: '' }];
        resolve(collection);
      },
    );
  });
}

import type { APIRoute } from 'astro';
import { postmanCollection } from '../../lib/postman-collection';
import { loadApiReference } from '../../data/api-reference';

/** The API as a Postman collection, generated from the OpenAPI document at build time. */
export const GET: APIRoute = async () => {
  const { document } = await loadApiReference();
  const collection = await postmanCollection(document);
  return new Response(JSON.stringify(collection), { headers: { 'Content-Type': 'application/json' } });
};

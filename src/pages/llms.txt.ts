import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { loadApiReference } from '../data/api-reference';
import { llmsDocument } from '../data/llms-document';
import { singleEntry } from '../data/single-entry';

/** /llms.txt (llmstxt.org): the developer documentation pages for AI coding tools (src/data/llms-document.ts). */
export const GET: APIRoute = async ({ site }) => {
  const body = llmsDocument(site, {
    text: await singleEntry('llms'),
    reference: await loadApiReference(),
    developers: await getCollection('developers'),
    sdks: await getCollection('sdks'),
    integrations: await getCollection('integrations'),
  });
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};

import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { urls } from '../data/urls';
import { byOrder } from '../lib/collections-order';
import { firstSentence, llmsTxt, type LlmsLink } from '../lib/llms-txt';
import { shortTitle } from '../lib/page-title';
import { fill } from '../lib/template';
import { loadApiReference } from '../data/api-reference';
import { singleEntry } from '../data/single-entry';

/**
 * /llms.txt (llmstxt.org): the developer documentation pages for AI coding tools, made
 * from the same collections and OpenAPI document as the pages themselves.
 */
export const GET: APIRoute = async ({ site }) => {
  const text = await singleEntry('llms');
  const url = (path: string) => new URL(path, site).href;
  // Page titles end in "| Relaymark" for search results; a list of Relaymark pages names each by its short title.
  const page = (path: string, data: { title: string; description: string }): LlmsLink => ({
    title: shortTitle(data.title),
    url: url(path),
    description: data.description,
  });

  const reference = await loadApiReference();
  const body = llmsTxt({
    title: text.title,
    summary: text.summary,
    details: text.details,
    sections: [
      {
        heading: text.sections.guides,
        links: byOrder(await getCollection('developers')).map((entry) =>
          page(urls.developersPage(entry.id), entry.data),
        ),
      },
      {
        heading: text.sections.api,
        links: reference.sections.map((section) => ({
          title: fill(text.apiSectionTitle, { name: section.name }),
          url: url(urls.apiSection(section.tag)),
          description: firstSentence(section.description),
        })),
      },
      {
        heading: text.sections.sdks,
        links: byOrder(await getCollection('sdks')).map((entry) => page(urls.sdk(entry.id), entry.data)),
      },
      {
        heading: text.sections.integrations,
        links: byOrder(await getCollection('integrations')).map((entry) =>
          page(urls.integration(entry.id), entry.data),
        ),
      },
      {
        heading: text.sections.files,
        links: text.files.map((file) => ({ title: file.title, url: url(file.href), description: file.description })),
      },
    ],
  });
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};

import type { APIRoute } from 'astro';
import { getCollection, getEntry } from 'astro:content';
import { sectionHref } from '../components/docs/sections';
import { firstSentence, llmsTxt, type LlmsLink } from '../lib/llms-txt';
import { loadApiReference } from '../data/api-reference';

/**
 * /llms.txt (llmstxt.org): the developer documentation pages for AI coding tools, made
 * from the same collections and OpenAPI document as the pages themselves.
 */
export const GET: APIRoute = async ({ site }) => {
  const text = (await getEntry('llms', 'llms'))?.data;
  const brand = (await getEntry('navigation', 'navigation'))?.data.brand;
  if (!text || !brand) throw new Error('content/site/llms.yaml or content/site/navigation.yaml is missing');
  const url = (path: string) => new URL(path, site).href;
  // Page titles end in "| Relaymark" for search results; a list of Relaymark pages doesn't need it.
  const title = (pageTitle: string) => pageTitle.replace(new RegExp(`\\s*\\|\\s*${brand}$`), '');
  const byOrder = <T extends { data: { order: number } }>(entries: T[]) =>
    entries.sort((a, b) => a.data.order - b.data.order);
  const page = (path: string, data: { title: string; description: string }): LlmsLink => ({
    title: title(data.title),
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
        links: byOrder(await getCollection('developers')).map((entry) => page(`/developers/${entry.id}`, entry.data)),
      },
      {
        heading: text.sections.api,
        links: reference.sections.map((section) => ({
          title: text.apiSectionTitle.replace('{name}', section.name),
          url: url(sectionHref(section.tag)),
          description: firstSentence(section.description),
        })),
      },
      {
        heading: text.sections.sdks,
        links: byOrder(await getCollection('sdks')).map((entry) => page(`/developers/sdks/${entry.id}`, entry.data)),
      },
      {
        heading: text.sections.integrations,
        links: byOrder(await getCollection('integrations')).map((entry) =>
          page(`/developers/integrations/${entry.id}`, entry.data),
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

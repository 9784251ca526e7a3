/**
 * The text of /llms.txt (llmstxt.org): the developer documentation pages for AI coding tools, made
 * from the same collections and OpenAPI document as the pages themselves.
 */
import type { CollectionEntry } from 'astro:content';
import { byOrder } from '../lib/collections-order';
import { firstSentence, llmsTxt, type LlmsLink } from '../lib/llms-txt';
import { shortTitle } from '../lib/page-title';
import { fill } from '../lib/template';
import type { Llms } from '../schemas/llms';
import type { ApiReference } from './api-reference';
import { urls } from '../links/links';

export interface LlmsSources {
  /** The words around the links (content/site/llms.yaml). */
  text: Llms;
  reference: ApiReference;
  developers: CollectionEntry<'developers'>[];
  sdks: CollectionEntry<'sdks'>[];
  integrations: CollectionEntry<'integrations'>[];
}

/** The whole file; `site` makes each link absolute. */
export function llmsDocument(site: URL | undefined, { text, reference, developers, sdks, integrations }: LlmsSources) {
  const url = (path: string) => new URL(path, site).href;
  // Page titles end in "| Relaymark" for search results; a list of Relaymark pages names each by its short title.
  const page = (path: string, data: { title: string; description: string }): LlmsLink => ({
    title: shortTitle(data.title),
    url: url(path),
    description: data.description,
  });

  return llmsTxt({
    title: text.title,
    summary: text.summary,
    details: text.details,
    sections: [
      {
        heading: text.sections.guides,
        links: byOrder(developers).map((entry) => page(urls.developersPage(entry.id), entry.data)),
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
        links: byOrder(sdks).map((entry) => page(urls.sdk(entry.id), entry.data)),
      },
      {
        heading: text.sections.integrations,
        links: byOrder(integrations).map((entry) => page(urls.integration(entry.id), entry.data)),
      },
      {
        heading: text.sections.files,
        links: text.files.map((file) => ({ title: file.title, url: url(file.href), description: file.description })),
      },
    ],
  });
}

import { z } from 'astro/zod';
import { copy } from './copy';

/** content/site/llms.yaml: the words of /llms.txt around the links it lists. */
const schema = z.object({
  title: copy().describe('The heading at the top.'),
  summary: copy().describe('The one-paragraph summary at the top.'),
  details: copy().optional().describe('A longer paragraph.'),
  sections: z
    .object({ guides: copy(), api: copy(), sdks: copy(), integrations: copy(), files: copy() })
    .describe('The headings of the five groups of links.'),
  apiSectionTitle: copy()
    .refine((text) => text.includes('{name}'), 'Write {name} where the section name goes')
    .describe('The title of each API reference link; `{name}` is the section’s name, e.g. `{name} API reference`.'),
  files: z
    .array(
      z.object({
        title: copy(),
        href: z
          .string()
          .startsWith('/', 'A file of this site: start with /')
          .describe('A file of this site, e.g. `/openapi.json`.'),
        description: copy(),
      }),
    )
    .describe('Extra files to list.'),
});

export const llmsSchemas = {
  llms: schema,
};

export type Llms = z.infer<typeof schema>;

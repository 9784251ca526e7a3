import { defineCollection } from 'astro:content';
import { singleFileLoader } from './single-files';
import { z } from 'astro/zod';
import { copy } from './copy';

/** content/site/llms.yaml: the words of /llms.txt around the links it lists. */
const schema = z.object({
  title: copy(),
  summary: copy(),
  details: copy().optional(),
  sections: z.object({ guides: copy(), api: copy(), sdks: copy(), integrations: copy(), files: copy() }),
  apiSectionTitle: copy().refine((text) => text.includes('{name}'), 'Write {name} where the section name goes'),
  files: z.array(
    z.object({
      title: copy(),
      href: z.string().startsWith('/', 'A file of this site: start with /'),
      description: copy(),
    }),
  ),
});

export const llmsCollections = {
  llms: defineCollection({ loader: singleFileLoader('llms'), schema }),
};

export type Llms = z.infer<typeof schema>;

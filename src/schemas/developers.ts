import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { copy } from './copy';
import { CONTENT, seo } from './fields';

/* ------------------------------------------------------------------------------------------
 * Developer docs: the API reference itself is generated from content/developers/openapi.yaml
 * (read by src/loaders/openapi.ts); these collections hold the pages around it.
 * ---------------------------------------------------------------------------------------- */

export const WEBHOOK_EVENTS = [
  'sms.sent',
  'sms.delivered',
  'sms.failed',
  'sms.reply',
  'email.sent',
  'email.delivered',
  'email.opened',
  'email.clicked',
  'voice.started',
  'voice.completed',
  'voice.failed',
] as const;

const codeLanguage = z.enum([
  'bash',
  'javascript',
  'python',
  'php',
  'ruby',
  'java',
  'csharp',
  'go',
  'json',
  'xml',
  'toml',
]);

const developerPages = defineCollection({
  loader: glob({ pattern: '*.md', base: `${CONTENT}/developers` }),
  schema: z.object({
    ...seo,
    heading: copy(),
    intro: copy(),
    tabLabel: copy(),
    order: z.number().int(),
    events: z
      .array(z.object({ name: z.enum(WEBHOOK_EVENTS), description: copy() }))
      .optional()
      .refine((events) => !events || WEBHOOK_EVENTS.every((name) => events.some((event) => event.name === name)), {
        message: `List every webhook event: ${WEBHOOK_EVENTS.join(', ')}`,
      }),
    payloadExample: z.string().optional(),
  }),
});

const sdks = defineCollection({
  loader: glob({ pattern: '*.md', base: `${CONTENT}/developers/sdks` }),
  schema: z.object({
    ...seo,
    name: copy(),
    order: z.number().int(),
    packageName: z.string(),
    requirements: copy(),
    install: z.object({ command: z.string(), language: codeLanguage }),
    example: z.object({ code: z.string(), language: codeLanguage }),
  }),
});

const integrations = defineCollection({
  loader: glob({ pattern: '*.md', base: `${CONTENT}/developers/integrations` }),
  schema: z.object({
    ...seo,
    name: copy(),
    order: z.number().int(),
    category: copy(),
    summary: copy(),
    capabilities: z.array(copy()).min(3),
    steps: z.array(copy()).min(3),
  }),
});

export const developersCollections = {
  developers: developerPages,
  sdks,
  integrations,
};

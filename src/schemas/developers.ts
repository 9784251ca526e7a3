import { z } from 'astro/zod';
import { copy } from './copy';
import { linkItem, seo } from './fields';

/* ------------------------------------------------------------------------------------------
 * content/developers/: the pages around the API reference and their labels. The reference itself
 * (endpoints, fields, errors, webhook events) is generated from content/developers/openapi.yaml,
 * read by src/data/api-reference.ts.
 * ---------------------------------------------------------------------------------------- */

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

/** One Markdown file per docs tab: api, sdks, webhooks, errors. */
const developerPages = z.object({
  ...seo,
  heading: copy(),
  intro: copy(),
  tabLabel: copy(),
  order: z.number().int(),
  /** api.md: the text of the link to the Postman collection. */
  postmanLabel: copy().optional(),
});

const sdks = z.object({
  ...seo,
  name: copy(),
  order: z.number().int(),
  packageName: z.string(),
  requirements: copy(),
  install: z.object({ command: z.string(), language: codeLanguage }),
  example: z.object({ code: z.string(), language: codeLanguage }),
});

const integrations = z.object({
  ...seo,
  name: copy(),
  order: z.number().int(),
  category: copy(),
  summary: copy(),
  capabilities: z.array(copy()).min(3),
  steps: z.array(copy()).min(3),
});

const limits = z.object({
  minLength: copy(),
  maxLength: copy(),
  minimum: copy(),
  exclusiveMinimum: copy(),
  maximum: copy(),
  exclusiveMaximum: copy(),
  minItems: copy(),
  maxItems: copy(),
  minProperties: copy(),
  maxProperties: copy(),
});

/** content/developers/reference.yaml: every label of the docs pages (a single entry, id "reference"). */
const reference = z.object({
  tabsLabel: copy(),
  nav: z.object({ label: copy(), heading: copy(), overview: copy(), errors: copy(), openapi: copy() }),
  overview: z.object({
    basicsHeading: copy(),
    baseUrl: copy(),
    schemes: z.object({ basic: copy(), bearer: copy() }),
    sectionLink: copy(),
  }),
  section: z.object({
    title: copy(),
    description: copy(),
    heading: copy(),
    breadcrumb: copy(),
    endpointsLabel: copy(),
  }),
  operation: z.object({
    parametersHeading: copy(),
    parametersCaption: copy(),
    parameterColumns: z.object({ name: copy(), in: copy(), type: copy(), description: copy() }),
    locations: z.object({ path: copy(), query: copy(), header: copy() }),
    requestBodyHeading: copy(),
    responsesHeading: copy(),
    returns: copy(),
    headers: copy(),
    responseExample: copy(),
    errorsHeading: copy(),
    errorsCaption: copy(),
    errorColumns: z.object({ status: copy(), meaning: copy(), codes: copy() }),
    exampleRequest: copy(),
    languageLabel: copy(),
    sampleLabel: copy(),
  }),
  fields: z.object({
    listLabel: copy(),
    required: copy(),
    childFields: copy(),
    itemFields: copy(),
    values: copy(),
    default: copy(),
    format: copy(),
    pattern: copy(),
    unique: copy(),
    limits,
  }),
  objects: z.object({
    heading: copy(),
    intro: copy(),
    title: copy(),
    headersHeading: copy(),
    headersIntro: copy(),
  }),
  codeSamples: z.object({
    language: copy(),
    copy: copy(),
    copied: copy(),
    copyFailed: copy(),
    copyTarget: copy(),
    example: copy(),
  }),
  errors: z.object({
    catalogueHeading: copy(),
    catalogueCaption: copy(),
    columns: z.object({ code: copy(), status: copy(), meaning: copy(), action: copy() }),
    type: copy(),
    examplesHeading: copy(),
    exampleLabel: copy(),
    fieldsHeading: copy(),
  }),
  webhooks: z.object({
    eventsHeading: copy(),
    eventsCaption: copy(),
    columns: z.object({ event: copy(), description: copy(), status: copy() }),
    payloadHeading: copy(),
    headersHeading: copy(),
    responsesHeading: copy(),
    examplesHeading: copy(),
    exampleLabel: copy(),
  }),
  sdk: z.object({
    parent: linkItem,
    heading: copy(),
    package: copy(),
    requirements: copy(),
    installHeading: copy(),
    installLabel: copy(),
    installTab: copy(),
    installCard: copy(),
    exampleHeading: copy(),
    exampleLabel: copy(),
  }),
  integration: z.object({
    parent: linkItem,
    heading: copy(),
    capabilitiesHeading: copy(),
    setupHeading: copy(),
  }),
});

export const developersSchemas = {
  developers: developerPages,
  reference,
  sdks,
  integrations,
};

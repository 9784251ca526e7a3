/**
 * The contract between content/ (what marketers edit) and the pages: each collection's files here,
 * its schema from src/schemas/ (one module per content/ folder), its loader from src/loaders/. A
 * collection is named after its folder in content/, written as the folder is (products,
 * solution-pages, press-coverage); where a folder holds several collections, one made of a single
 * YAML file is named after that file, without .yaml (pricing/pay-as-you-go.yaml is pay-as-you-go,
 * changelog/page.yaml is page), and one made of the folder's Markdown files keeps the folder's name
 * (blog, changelog, developers). A file that breaks its schema fails the build, naming the file and
 * the field. Which collections are translated is declared in src/i18n/content-languages.ts; the
 * loader reads their translations.
 */
import { defineCollection } from 'astro:content';
import type { TranslatedCollection } from './i18n/content-languages';
import type { ContentFiles, SourcedLoader } from './loaders/content-source';
import { contentLoader } from './loaders/content-loader';
import { CONTENT } from './lib/project-files';
import type { CollectionSchema } from './schemas/field-shape';
import { accountSchemas } from './schemas/account';
import { blogAndPressSchemas } from './schemas/blog-and-press';
import { catalogueSchemas } from './schemas/catalogue';
import { developersSchemas } from './schemas/developers';
import { llmsSchemas } from './schemas/llms';
import { changelogSchemas } from './schemas/changelog';
import { statusSchemas } from './schemas/status';
import { trustSchemas } from './schemas/trust';
import { formsSchemas } from './schemas/forms';
import { pagesSchemas } from './schemas/pages';
import { pricingSchemas } from './schemas/pricing';
import { siteSchemas } from './schemas/site';

const SCHEMAS = {
  ...siteSchemas,
  ...catalogueSchemas,
  ...pricingSchemas,
  ...blogAndPressSchemas,
  ...pagesSchemas,
  ...accountSchemas,
  ...developersSchemas,
  ...llmsSchemas,
  ...changelogSchemas,
  ...trustSchemas,
  ...statusSchemas,
  ...formsSchemas,
};

type Name = keyof typeof SCHEMAS;

/**
 * The collections made of one YAML file, and that file under content/. The collection's loader
 * and the build error for a missing file (src/data/single-entry.ts) both read the path here.
 */
export const SINGLE_FILES = {
  navigation: 'site/navigation.yaml',
  footer: 'site/footer.yaml',
  shell: 'site/shell.yaml',
  'not-found': 'site/not-found.yaml',
  search: 'site/search.yaml',
  home: 'site/home.yaml',
  templates: 'site/templates.yaml',
  llms: 'site/llms.yaml',
  languages: 'site/languages.yaml',
  trust: 'trust/trust.yaml',
  status: 'status/status.yaml',
  schedule: 'account/schedule.yaml',
  compose: 'account/compose.yaml',
  dashboard: 'account/dashboard.yaml',
  reports: 'account/reports.yaml',
  reference: 'developers/reference.yaml',
  page: 'changelog/page.yaml',
  forms: 'forms/forms.yaml',
  login: 'forms/login.yaml',
  register: 'forms/register.yaml',
  'compose-form': 'forms/compose-form.yaml',
} as const satisfies Partial<Record<Name, `${string}/${string}.yaml`>>;

export type SingleFile = keyof typeof SINGLE_FILES;

/** The files translated into every language (src/i18n/content-languages.ts says which). */
export type TranslatedSingleFile = Extract<SingleFile, TranslatedCollection>;

const fileParts = (name: SingleFile) => {
  const path = SINGLE_FILES[name];
  const slash = path.lastIndexOf('/');
  return { folder: path.slice(0, slash), file: path.slice(slash + 1) };
};

/** The id of the collection's one entry: its file's name without `.yaml`. */
export const singleFileId = (name: SingleFile) => fileParts(name).file.replace(/\.yaml$/, '');

/** The Markdown files of a folder of content/ (or one YAML file of it: a single file). */
const folder = (base: string, pattern = '*.md'): ContentFiles => ({
  kind: 'folder',
  base: `${CONTENT}/${base}`,
  pattern,
});
/** A YAML list file of content/, each item an entry. */
const list = (file: string): ContentFiles => ({ kind: 'file', file: `${CONTENT}/${file}` });

const singleFiles = Object.fromEntries(
  (Object.keys(SINGLE_FILES) as SingleFile[]).map((name) => {
    const { folder: base, file } = fileParts(name);
    return [name, folder(base, file)];
  }),
) as Record<SingleFile, ContentFiles>;

const FILES: Record<Name, ContentFiles> = {
  ...singleFiles,
  products: folder('products'),
  solutions: folder('solutions'),
  'solution-pages': folder('solution-pages', '**/*.md'),
  pages: folder('pages', '**/*.md'),
  resources: folder('resources'),
  blog: folder('blog'),
  press: folder('press'),
  changelog: folder('changelog'),
  developers: folder('developers'),
  sdks: folder('developers/sdks'),
  integrations: folder('developers/integrations'),
  categories: list('blog/categories.yaml'),
  'press-coverage': list('press-coverage/news.yaml'),
  'developer-features': list('site/developer-features.yaml'),
  testimonials: list('site/testimonials.yaml'),
  plans: list('pricing/plans.yaml'),
  'pay-as-you-go': list('pricing/pay-as-you-go.yaml'),
  faq: list('pricing/faq.yaml'),
  countries: list('pricing/countries.yaml'),
  activity: list('account/activity.yaml'),
  schedules: list('account/schedules.yaml'),
  'completed-schedules': list('account/completed-schedules.yaml'),
};

type Collections = { [N in Name]: { type: 'content_layer'; loader: SourcedLoader; schema: (typeof SCHEMAS)[N] } };

export const collections = Object.fromEntries(
  (Object.keys(SCHEMAS) as Name[]).map((name) => {
    const schema = SCHEMAS[name] as CollectionSchema;
    return [name, defineCollection({ loader: contentLoader(name, FILES[name], schema), schema })];
  }),
) as Collections;

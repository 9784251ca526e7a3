/**
 * The one declaration of what is translated. Every collection is either translated into every
 * language of LOCALES (its translations sit in a language folder beside the English files, and
 * hold wording only) or stays English, with the reason. An English-only collection whose entries
 * have pages of their own names those pages' section: links to them stay English and say so.
 *
 * The loaders, the build's translation checks, `npm run translations`, the editor, its preview
 * paths and the link rules all read this list; nothing else says what is translated.
 */
export const COLLECTION_LANGUAGES = {
  // Pages and the page frame.
  products: 'translated',
  solutions: 'translated',
  'solution-pages': 'translated',
  pages: 'translated',
  resources: 'translated',
  navigation: 'translated',
  footer: 'translated',
  shell: 'translated',
  'not-found': 'translated',
  search: 'translated',
  home: 'translated',
  templates: 'translated',
  'developer-features': 'translated',
  testimonials: 'translated',
  trust: 'translated',
  status: 'translated',
  page: 'translated',
  categories: 'translated',
  plans: 'translated',
  'pay-as-you-go': 'translated',
  faq: 'translated',
  // The forms and the account area.
  forms: 'translated',
  login: 'translated',
  register: 'translated',
  'compose-form': 'translated',
  activity: 'translated',
  schedules: 'translated',
  'completed-schedules': 'translated',
  schedule: 'translated',
  compose: 'translated',
  dashboard: 'translated',
  reports: 'translated',
  // English only.
  blog: {
    why: 'blog posts stay English; the translated blog pages list them, marked English',
    // A number is a page of the list (/blog/2), which every language has.
    pages: /^\/blog\/(?!category\/|\d+$)[^/]+$/,
  },
  press: { why: 'press releases are published in English', pages: /^\/press\/(?!\d+$).+/ },
  'press-coverage': { why: 'articles about us are quoted as they were published' },
  changelog: {
    why: 'changelog entries describe the API, whose reference is English',
    pages: /^\/changelog\/(?!\d+$).+/,
  },
  developers: { why: 'the developer documentation is written in English', pages: /^\/developers(\/|$)/ },
  sdks: { why: 'the developer documentation is written in English' },
  integrations: { why: 'the developer documentation is written in English' },
  reference: { why: 'the API reference’s labels sit in the English documentation' },
  llms: { why: 'llms.txt is read by machines' },
  languages: { why: 'each language is named in its own language on every page' },
  countries: { why: 'rates and country codes; each page names the countries in its language' },
} as const satisfies Record<string, 'translated' | { why: string; pages?: RegExp }>;

export type CollectionName = keyof typeof COLLECTION_LANGUAGES;
export type TranslatedCollection = {
  [Name in CollectionName]: (typeof COLLECTION_LANGUAGES)[Name] extends 'translated' ? Name : never;
}[CollectionName];

const isDeclared = (name: string): name is CollectionName => Object.hasOwn(COLLECTION_LANGUAGES, name);

/** Whether a collection is translated; a collection this list does not name stops the build. */
export function isTranslatedCollection(name: string): name is TranslatedCollection {
  if (!isDeclared(name))
    throw new Error(
      `The collection "${name}" is not in COLLECTION_LANGUAGES (src/i18n/content-languages.ts): say whether it is translated`,
    );
  return COLLECTION_LANGUAGES[name] === 'translated';
}

export const TRANSLATED_COLLECTIONS = (Object.keys(COLLECTION_LANGUAGES) as CollectionName[]).filter(
  isTranslatedCollection,
);

/** The sections of the site that exist in English only: the pages of English-only collections. */
const ENGLISH_ONLY_PAGES: readonly RegExp[] = Object.values(COLLECTION_LANGUAGES).flatMap((rule) =>
  typeof rule === 'object' && 'pages' in rule ? [rule.pages] : [],
);

const isPagePath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !/\.[a-z0-9]+$/i.test(path);

/** A page that exists in English only (a blog post, a developer page), not a file. */
export function isEnglishOnlyPath(path: string): boolean {
  const page = path.split(/[?#]/)[0] ?? '';
  return isPagePath(page) && ENGLISH_ONLY_PAGES.some((pattern) => pattern.test(page));
}

/** A page path (no file extension, not a build asset) that exists in every language. */
export function isTranslatedPath(path: string): boolean {
  if (!isPagePath(path) || path.startsWith('/_') || path.startsWith('/pagefind')) return false;
  return !ENGLISH_ONLY_PAGES.some((pattern) => pattern.test(path));
}

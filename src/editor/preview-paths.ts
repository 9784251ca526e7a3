/**
 * The page each collection's entries appear on, for the editor's "preview on the site" link, as
 * its English path; a translated collection's preview is in the entry's language (previewPath).
 * A test opens every entry's path in the build (src/editor/editor-config.test.ts), so a moved
 * route fails it.
 */
const PREVIEW_PATHS: Record<string, string> = {
  // Entries with their own pages.
  products: '/products/{{slug}}',
  solutions: '/solutions/{{slug}}',
  'solution-pages': '/solutions/{{dirname}}/{{filename}}',
  blog: '/blog/{{slug}}',
  press: '/press/{{slug}}',
  changelog: '/changelog',
  resources: '/resources/{{slug}}',
  developers: '/developers/{{slug}}',
  sdks: '/developers/sdks/{{slug}}',
  integrations: '/developers/integrations/{{slug}}',
  // Files shown on one page.
  home: '/',
  navigation: '/',
  footer: '/',
  shell: '/',
  languages: '/',
  testimonials: '/',
  'developer-features': '/',
  templates: '/compose/sms',
  'not-found': '/404',
  search: '/search',
  llms: '/llms.txt',
  plans: '/pricing',
  'pay-as-you-go': '/pricing',
  faq: '/pricing',
  countries: '/pricing/sms',
  categories: '/blog',
  'press-coverage': '/press',
  activity: '/dashboard/activity',
  schedules: '/schedule',
  'completed-schedules': '/schedule',
  dashboard: '/dashboard',
  reports: '/reports',
  schedule: '/schedule',
  compose: '/compose/sms',
  reference: '/developers/api',
  page: '/changelog',
  trust: '/trust',
  status: '/status',
  forms: '/contact',
  login: '/login',
  register: '/register',
  'compose-form': '/compose/sms',
};

/** The preview path the editor fills in: behind {{locale}} (dropped for English) when the collection is translated. */
export function previewPath(collection: string, translated: boolean): string | undefined {
  const path = PREVIEW_PATHS[collection];
  return path && translated ? `/{{locale}}${path}` : path;
}

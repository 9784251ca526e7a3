/**
 * What each page's share card shows: the page's title and the site's name in its language, read
 * from the same entry or copy the page takes its <title> from. Every page the route files build
 * (src/data/page-routes.ts) has its card, a list its first page's (src/lib/share-image.ts cardRoute).
 */
import { getDeveloperPage } from '../data/developers';
import { loadApiReference } from '../data/api-reference';
import { getBlogCategories, getPage } from '../data/content';
import { pageRoutes, type PageRoute } from '../data/page-routes';
import { singleEntry } from '../data/single-entry';
import { localeOfParam, type Locale } from '../i18n/locales';
import { CHANNELS } from '../lib/compose-draft';
import { entryTitle } from '../lib/page-title';
import { cardRoute } from '../lib/share-image';
import { routePath } from '../lib/sitemap';
import { fill } from '../lib/template';

export interface ShareCardPage {
  route: string;
  /** The page's <title> ("Webhooks | Relaymark Blog"). */
  title: string;
  /** og:site_name in the page's language. */
  siteName: string;
}

type TitleOf = (page: PageRoute & { locale: Locale }) => Promise<string>;

/** The title of the entry a page is given as its prop `name` (a product, a resource, ...). */
const propTitle =
  (name: string): TitleOf =>
  async ({ pattern, props }) => {
    const entry: unknown = props[name];
    const data: unknown = typeof entry === 'object' && entry !== null && 'data' in entry ? entry.data : undefined;
    if (typeof data === 'object' && data !== null && 'title' in data && typeof data.title === 'string')
      return data.title;
    throw new Error(`src/pages/${pattern}.astro: its prop "${name}" has no data.title for the share card`);
  };

const pageTitle =
  (id: string, kind: Parameters<typeof getPage>[1]): TitleOf =>
  async ({ locale }) =>
    (await getPage(id, kind, locale)).data.title;

const developerTitle =
  (id: string): TitleOf =>
  async () =>
    (await getDeveloperPage(id)).data.title;

const notFoundTitle: TitleOf = async ({ locale }) => (await singleEntry('not-found', locale)).title;

/**
 * Each route file's title, as the page writes it; `null` for a page whose share image is its own
 * (a post's cover: src/data/cover-share-image.ts). A new route file without a line here stops the build.
 */
const TITLES: Record<string, TitleOf | null> = {
  '[...locale]/404': notFoundTitle,
  // A section's not-found page (/products/404) shows its language's /404 card (BaseLayout's shareCardRoute).
  '[...locale]/[section]/404': notFoundTitle,
  '[...locale]/[legal]': propTitle('entry'),
  '[...locale]/about': pageTitle('about', 'about'),
  '[...locale]/blog/[...page]': pageTitle('blog', 'blog'),
  '[...locale]/blog/category/[category]/[...page]': async ({ locale, params }) => {
    const category = (await getBlogCategories(locale)).find(({ slug }) => slug === params['category']);
    if (!category) throw new Error(`No blog category "${params['category']}" in ${locale}`);
    const vars = { category: category.name, count: category.posts.length };
    return fill((await singleEntry('templates', locale)).blogCategory.title, vars);
  },
  '[...locale]/careers': pageTitle('careers', 'careers'),
  '[...locale]/changelog/[...page]': async ({ locale }) => (await singleEntry('page', locale)).title,
  '[...locale]/compose/[type]': async ({ locale, params }) => {
    const channel = CHANNELS.find((name) => name === params['type']);
    if (!channel) throw new Error(`No compose channel "${params['type']}"`);
    return (await singleEntry('compose', locale)).pages[channel].title;
  },
  '[...locale]/compose/index': async ({ locale }) => (await singleEntry('compose', locale)).pages.index.title,
  '[...locale]/contact': pageTitle('contact', 'contact'),
  '[...locale]/dashboard': async ({ locale }) => (await singleEntry('dashboard', locale)).title,
  '[...locale]/dashboard/activity': pageTitle('dashboard/activity', 'activity'),
  '[...locale]/forgot-password': pageTitle('forgot-password', 'forgot-password'),
  '[...locale]/index': async ({ locale }) => (await singleEntry('home', locale)).title,
  '[...locale]/login': async ({ locale }) => (await singleEntry('login', locale)).title,
  '[...locale]/press/[...page]': pageTitle('press', 'press'),
  '[...locale]/pricing': pageTitle('pricing', 'pricing'),
  '[...locale]/pricing/sms': pageTitle('pricing/sms', 'sms-rates'),
  '[...locale]/products/[id]': propTitle('product'),
  '[...locale]/register': async ({ locale }) => (await singleEntry('register', locale)).title,
  '[...locale]/reports': async ({ locale }) => (await singleEntry('reports', locale)).title,
  '[...locale]/resources/[id]': propTitle('resource'),
  '[...locale]/resources/index': pageTitle('resources', 'resources'),
  '[...locale]/schedule': async ({ locale }) => (await singleEntry('schedule', locale)).title,
  '[...locale]/search': async ({ locale }) => (await singleEntry('search', locale)).title,
  '[...locale]/sitemap': pageTitle('sitemap', 'sitemap'),
  '[...locale]/solutions/[...slug]': propTitle('page'),
  '[...locale]/solutions/[solution]': propTitle('solution'),
  '[...locale]/status': async ({ locale }) => (await singleEntry('status', locale)).title,
  '[...locale]/tools/sms-segment-calculator': pageTitle('tools/sms-segment-calculator', 'sms-segment-calculator'),
  '[...locale]/trust': async ({ locale }) => (await singleEntry('trust', locale)).title,
  'blog/[id]': null,
  'changelog/[id]': async (page) =>
    fill((await singleEntry('page', 'en')).entryTitle, { title: await propTitle('entry')(page) }),
  'developers/api': developerTitle('api'),
  'developers/api/[section]': async ({ params }) => {
    const section = (await loadApiReference()).sections.find(({ tag }) => tag === params['section']);
    if (!section) throw new Error(`No API reference section "${params['section']}"`);
    return fill((await singleEntry('reference')).section.title, { name: section.name });
  },
  'developers/errors': developerTitle('errors'),
  'developers/integrations/[id]': propTitle('integration'),
  'developers/sdks': developerTitle('sdks'),
  'developers/sdks/[id]': propTitle('sdk'),
  'developers/webhooks': developerTitle('webhooks'),
  'press/[id]': async (page) =>
    entryTitle(await propTitle('release')(page), (await getPage('press', 'press', 'en')).data.title),
};

/** Every page that shows a drawn share card, with its title and the site's name. */
export async function shareCardPages(): Promise<ShareCardPage[]> {
  const pages: ShareCardPage[] = [];
  for (const route of await pageRoutes()) {
    const titleOf = TITLES[route.pattern];
    if (titleOf === undefined)
      throw new Error(`src/pages/${route.pattern}.astro: say in src/share-images/cards.ts what its share card shows`);
    const path = routePath(route.pattern, route.params);
    // A route ending in a number (/404) shows the card of the route before it, as a list's later page does.
    if (titleOf === null || cardRoute(path) !== path) continue;
    const locale = localeOfParam(route.params['locale']?.toString());
    pages.push({
      route: path,
      title: await titleOf({ ...route, locale }),
      siteName: (await singleEntry('navigation', locale)).brand,
    });
  }
  return pages;
}

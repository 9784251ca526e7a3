/**
 * What the human-readable /sitemap lists: every page's path (of a paginated list, its first page,
 * from src/data/page-routes.ts), and the label of each page, from the content behind it.
 */
import { getCollection } from 'astro:content';
import { pageRoutes } from './page-routes';
import type { Locale } from '../i18n/locales';
import { getLocalized } from './localized';
import { routePath } from '../lib/sitemap';
import { shortTitle } from '../lib/page-title';
import { loadApiReference } from './api-reference';
import { getChangelog } from './changelog';
import { getBlogCategories, getBlogPosts, getPressReleases } from './content';
import { singleEntry } from './single-entry';
import { urls } from '../links/links';

const UNLISTED = ['[...locale]/404', '[...locale]/[section]/404', '[...locale]/sitemap'];

/**
 * The path of every page the site builds, /sitemap included, in its English form (a translated
 * page links to each in its language: src/links/links.ts).
 */
export async function getSitemapPaths(): Promise<Set<string>> {
  const paths = new Set<string>([routePath('sitemap')]);
  for (const { pattern, params } of await pageRoutes())
    if (!UNLISTED.includes(pattern) && params['locale'] === undefined) paths.add(routePath(pattern, params));
  return paths;
}

/** Labels by path, from the content behind each page; a page with none gets one made from its path (lib/sitemap). */
export async function getSitemapLabels(locale: Locale): Promise<Map<string, string>> {
  const templates = await singleEntry('templates', locale);
  const labels = new Map<string, string>([['/', templates.breadcrumbHome]]);
  for (const page of await getLocalized('pages', locale)) labels.set(`/${page.id}`, shortTitle(page.data.title));
  for (const product of await getLocalized('products', locale)) labels.set(urls.product(product.id), product.data.name);
  for (const solution of await getLocalized('solutions', locale))
    labels.set(urls.solution(solution.id), solution.data.name);
  for (const page of await getLocalized('solution-pages', locale)) labels.set(urls.solution(page.id), page.data.name);
  for (const resource of await getLocalized('resources', locale))
    labels.set(urls.resource(resource.id), resource.data.name);
  const posts = await getBlogPosts();
  for (const post of posts) labels.set(urls.blogPost(post.id), post.data.title);
  for (const category of await getBlogCategories(locale)) labels.set(urls.blogCategory(category.slug), category.name);
  for (const release of await getPressReleases()) labels.set(urls.pressRelease(release.id), release.data.title);
  labels.set('/changelog', shortTitle((await singleEntry('page', locale)).title));
  for (const entry of await getChangelog()) labels.set(urls.changelogEntry(entry.id), entry.data.title);
  labels.set('/trust', shortTitle((await singleEntry('trust', locale)).title));
  labels.set('/status', shortTitle((await singleEntry('status', locale)).title));
  labels.set('/login', shortTitle((await singleEntry('login', locale)).title));
  labels.set('/register', shortTitle((await singleEntry('register', locale)).title));
  for (const single of ['dashboard', 'reports', 'schedule', 'search'] as const)
    labels.set(`/${single}`, shortTitle((await singleEntry(single, locale)).title));
  const compose = (await singleEntry('compose', locale)).pages;
  for (const [channel, copy] of Object.entries(compose))
    labels.set(channel === 'index' ? '/compose' : `/compose/${channel}`, shortTitle(copy.title));
  for (const docsPage of await getCollection('developers'))
    labels.set(urls.developersPage(docsPage.id), docsPage.data.heading);
  for (const section of (await loadApiReference()).sections) labels.set(urls.apiSection(section.tag), section.name);
  for (const sdk of await getCollection('sdks')) labels.set(urls.sdk(sdk.id), sdk.data.name);
  for (const integration of await getCollection('integrations'))
    labels.set(urls.integration(integration.id), integration.data.name);
  return labels;
}

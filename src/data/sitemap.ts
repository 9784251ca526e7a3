/**
 * What the human-readable /sitemap lists: every page's path (of a paginated list, its first page), generated from the route files
 * themselves (static routes directly, dynamic ones through their own getStaticPaths; nothing
 * here is hand-kept), and the label of each page, from the content behind it.
 */
import type { GetStaticPathsOptions, PaginateFunction } from 'astro';
import { getCollection } from 'astro:content';
import type { Locale } from '../i18n/locales';
import { getLocalized } from './localized';
import { routePath } from '../lib/sitemap';
import { shortTitle } from '../lib/page-title';
import { loadApiReference } from './api-reference';
import { getChangelog } from './changelog';
import { getBlogCategories, getBlogPosts, getPressReleases } from './content';
import { singleEntry } from './single-entry';
import { urls } from '../links/links';

type RouteModule = {
  getStaticPaths?: (
    options: GetStaticPathsOptions,
  ) =>
    | Promise<{ params: Record<string, string | number | undefined> }[]>
    | { params: Record<string, string | number | undefined> }[];
};

/**
 * The `paginate` given to a paginated list's getStaticPaths here: the list's first page only. Its
 * later pages (/blog/2, ...) are for reading a list in order, not places to go: listed, a blog of
 * a thousand posts put five hundred of them on every language's sitemap. sitemap.xml has them all.
 */
const firstPage = ((_data: readonly unknown[], options?: { params?: Record<string, string | undefined> }) => [
  { params: { ...options?.params, page: undefined } },
]) as unknown as PaginateFunction;
const modules = import.meta.glob<RouteModule>('../pages/**/*.astro', { eager: true });
const UNLISTED = ['../pages/[...locale]/404.astro', '../pages/[...locale]/sitemap.astro'];

/**
 * The path of every page the site builds, /sitemap included, in its English form (a translated
 * page links to each in its language: src/links/links.ts).
 */
export async function getSitemapPaths(): Promise<Set<string>> {
  const paths = new Set<string>([routePath('sitemap')]);
  for (const [file, module] of Object.entries(modules)) {
    if (UNLISTED.includes(file)) continue;
    const pattern = file.replace(/^\.\.\/pages\//, '').replace(/\.astro$/, '');
    if (!pattern.includes('[')) {
      paths.add(routePath(pattern));
      continue;
    }
    if (!module.getStaticPaths)
      throw new Error(`src/pages/${pattern}.astro: a dynamic route without getStaticPaths cannot be listed`);
    for (const { params } of await module.getStaticPaths({ paginate: firstPage, routePattern: pattern }))
      if (params['locale'] === undefined) paths.add(routePath(pattern, params));
  }
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

/**
 * Every page the route files build, read from the route files themselves: a static route as it
 * is, a dynamic one through its own getStaticPaths. What lists the site's pages (the human-readable
 * /sitemap, the share images) starts here, so no list of pages is kept by hand.
 */
import type { GetStaticPathsOptions, PaginateFunction } from 'astro';

export type RouteParams = Record<string, string | number | undefined>;

/** One page: its route file ("[...locale]/products/[id]"), parameters and props. */
export interface PageRoute {
  pattern: string;
  params: RouteParams;
  props: Record<string, unknown>;
}

type StaticPath = { params: RouteParams; props?: Record<string, unknown> };
type RouteModule = {
  getStaticPaths?: (options: GetStaticPathsOptions) => Promise<StaticPath[]> | StaticPath[];
};

/**
 * The `paginate` given to a paginated list's getStaticPaths here: the list's first page only. Its
 * later pages (/blog/2, ...) are for reading a list in order, not places to go: listed, a long
 * blog would put most of them on every language's sitemap; a later page shows its first page's
 * share image.
 */
const firstPage = ((_data: readonly unknown[], options?: StaticPath) => [
  { params: { ...options?.params, page: undefined }, props: options?.props },
]) as unknown as PaginateFunction;

// Loaded when asked, not with this module: a page that lists the pages (/sitemap) is one of them.
const modules = import.meta.glob<RouteModule>('../pages/**/*.astro');

/** Every page of every route file (a paginated list's first page), in every language it is built in. */
export async function pageRoutes(): Promise<PageRoute[]> {
  const routes: PageRoute[] = [];
  for (const [file, load] of Object.entries(modules)) {
    const module = await load();
    const pattern = file.replace(/^\.\.\/pages\//, '').replace(/\.astro$/, '');
    if (!pattern.includes('[')) {
      routes.push({ pattern, params: {}, props: {} });
      continue;
    }
    if (!module.getStaticPaths)
      throw new Error(`src/pages/${pattern}.astro: a dynamic route without getStaticPaths cannot be listed`);
    for (const { params, props = {} } of await module.getStaticPaths({ paginate: firstPage, routePattern: pattern }))
      routes.push({ pattern, params, props });
  }
  return routes;
}

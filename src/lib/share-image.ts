/**
 * Share images (Open Graph / Twitter cards): one 1200x630 PNG per page, made at build time
 * from the page's title. This module is the one place that maps a route to its image, used
 * by the page <head> (BaseLayout) and by the route that draws the images (src/pages/og/).
 */

import { pageRoute } from './page-route';
import { shortTitle, titleParts } from './page-title';

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

/** Folder of dist/ that holds the images. */
export const SHARE_IMAGE_DIR = '/og';

/**
 * The route whose card a page shows: its own, except that a later page of a list ("/blog/2", a
 * number as its last segment, which no entry may take) shows the list's first page's card, the
 * list's name being what a preview needs: drawing a card per page of a long list cost more than
 * all its other steps.
 */
export const cardRoute = (route: string): string => route.replace(/\/\d+\/?$/, '') || '/';

/**
 * The image path of a route: "/" -> "/og/index.png", "/blog/x/" -> "/og/blog.x.png", "/blog/2" ->
 * "/og/blog.png". One folder, the route's segments joined by dots (a route has none of its own):
 * in a nested folder ("/og/blog/x.png") an image would match the header rules of the translated
 * pages ("/:locale/blog/*"), and get their no-cache policy beside its own.
 */
export function shareImagePath(route: string): string {
  const path = pageRoute(cardRoute(route.replace(/\/+/g, '/'))).replace(/^\//, '');
  if (path.split('/').some((part) => part.includes('.')))
    throw new Error(`Not a route: "${route}" (a route's segments have no ".")`);
  return `${SHARE_IMAGE_DIR}/${path === '' ? 'index' : path.replaceAll('/', '.')}.png`;
}

/**
 * Each page's image by its file name in the images' folder ("blog.x" for /og/blog.x.png). Two
 * pages whose routes give one name would share an image meant for one of them: that stops the build.
 */
export function shareImageFiles<Page extends { route: string }>(pages: readonly Page[]): Map<string, Page> {
  const files = new Map<string, Page>();
  for (const page of pages) {
    const name = shareImagePath(page.route).slice(`${SHARE_IMAGE_DIR}/`.length, -'.png'.length);
    const other = files.get(name);
    if (other)
      throw new Error(
        `${page.route}: the page ${other.route} already uses the share image ${shareImagePath(page.route)}`,
      );
    files.set(name, page);
  }
  return files;
}

/** The absolute URL of a route's image on the site (from the site-URL setting). */
export function shareImageUrl(route: string, site: string | URL): string {
  return new URL(shareImagePath(route), site).href;
}

export interface ShareImageText {
  /** The large text: the page title up to its first " | ". */
  title: string;
  /** The rest of the title ("Relaymark Blog", "Press and media"), without the site name alone. */
  subtitle: string;
}

/** Splits a page title ("Webhooks | Relaymark Blog") into what the image shows large and small. */
export function shareImageText(pageTitle: string, siteName: string): ShareImageText {
  const subtitle = titleParts(pageTitle)
    .slice(1)
    .filter((part) => part !== '' && part !== siteName)
    .join(' · ');
  return { title: shortTitle(pageTitle), subtitle };
}

/** A title size that keeps long titles within three lines of the card. */
export function titleFontSize(title: string): number {
  if (title.length <= 32) return 84;
  if (title.length <= 60) return 68;
  if (title.length <= 95) return 56;
  return 46;
}

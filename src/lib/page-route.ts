/**
 * The one URL form of a page: no trailing slash, no ".html" ("/about", "/blog/x", "/").
 * Pages are built as about.html (build.format 'file'), so during the build Astro.url says
 * "/about.html" while Cloudflare Pages and Netlify answer at "/about" with no redirect.
 */
export function pageRoute(pathname: string): string {
  const path = pathname
    .split(/[?#]/)[0]!
    .replace(/\/index\.html$/, '/')
    .replace(/\.html$/, '')
    .replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

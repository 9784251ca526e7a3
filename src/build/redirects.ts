// The site's redirects, written once in public/_redirects: Cloudflare Pages and Netlify answer
// each from that file, at its old address with and without a trailing slash. Astro's `redirects`
// setting is read from it too, so Astro writes a page at each old address that forwards a
// browser, for a host that reads no _redirects.
import { readFileSync } from 'node:fs';

/** Each old address (without a trailing slash) and where it now is. */
export function siteRedirects(): Record<string, string> {
  return Object.fromEntries(
    readFileSync(new URL('../../public/_redirects', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.split(' '))
      .flatMap(([from, to]) => (from && to && !from.endsWith('/') ? [[from, to]] : [])),
  );
}

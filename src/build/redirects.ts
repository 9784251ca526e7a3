// Writes dist/_redirects (read by Netlify, Cloudflare Pages and similar hosts) from Astro's
// `redirects` setting. Astro writes a page with a meta refresh for each redirect, which a browser
// follows; from this file the host answers with the redirect itself, so crawlers and tools that
// read no HTML are forwarded too.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AstroConfig } from 'astro';
import type { SiteStep } from './pipeline';

/**
 * The site's redirects: Astro's `redirects` setting (astro.config.mjs). /developers has no page of
 * its own: its documentation starts at the API reference.
 */
export const REDIRECTS: AstroConfig['redirects'] = { '/developers': '/developers/api' };

/** The _redirects file: one "from to status" line per redirect (301 unless set), with and without the trailing slash. */
export function redirectsFile(redirects: AstroConfig['redirects']): string {
  const lines = Object.entries(redirects)
    .toSorted(([a], [b]) => a.localeCompare(b))
    .flatMap(([from, to]) => {
      const { destination, status } = typeof to === 'string' ? { destination: to, status: 301 } : to;
      return [`${from} ${destination} ${status}`, `${from}/ ${destination} ${status}`];
    });
  return `${lines.join('\n')}\n`;
}

export const redirects: SiteStep = {
  name: 'redirects',
  run: ({ dist, redirects }) => writeFileSync(join(dist, '_redirects'), redirectsFile(redirects)),
};

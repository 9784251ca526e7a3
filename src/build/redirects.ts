// Writes dist/_redirects (read by Netlify, Cloudflare Pages and similar hosts) after the build,
// from the forwarder pages themselves: every page whose <meta http-equiv="refresh"> sends the
// browser on at once becomes a permanent (301) redirect, so crawlers and tools that read no
// HTML are forwarded too, and the page and the rule can never disagree.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gathering, type PageStep } from './pipeline';
import { detached } from '../lib/detached';

interface Forward {
  from: string;
  to: string;
}

/** The target of an immediate meta refresh in a page's HTML ("0; url=/x" -> "/x"), or null. */
export function refreshTarget(html: string): string | null {
  const tag = /<meta\b[^>]*\bhttp-equiv="refresh"[^>]*>/i.exec(html)?.[0];
  const content = tag && /\bcontent="([^"]*)"/i.exec(tag)?.[1];
  const match = content && /^\s*0\s*;\s*url=(\S+)\s*$/i.exec(content);
  return match ? (match[1] ?? null) : null;
}

/** The _redirects file: one "from to 301" line per forwarder, each with and without the trailing slash. */
export function redirectsFile(forwards: Forward[]): string {
  const lines = forwards
    .toSorted((a, b) => a.from.localeCompare(b.from))
    .flatMap(({ from, to }) => [`${from} ${to} 301`, `${from}/ ${to} 301`]);
  return `${lines.join('\n')}\n`;
}

export const redirects: PageStep<Forward[]> = {
  name: 'redirects',
  module: import.meta.url,
  visitor: () =>
    gathering(({ route, html }) => {
      const to = refreshTarget(html);
      return to ? { from: route, to: detached(to) } : undefined;
    }),
  done: (forwards, { dist }) => writeFileSync(join(dist, '_redirects'), redirectsFile(forwards.flat())),
};

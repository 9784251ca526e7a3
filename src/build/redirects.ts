// Writes dist/_redirects (read by Netlify, Cloudflare Pages and similar hosts) after the build,
// from the forwarder pages themselves: every page whose <meta http-equiv="refresh"> sends the
// browser on at once becomes a permanent (301) redirect, so crawlers and tools that read no
// HTML are forwarded too, and the page and the rule can never disagree.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { htmlFiles, routeOf } from './built-site';
import type { BuildStep } from './pipeline';

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

export function forwardsIn(root: string): Forward[] {
  return htmlFiles(root).flatMap((file) => {
    const to = refreshTarget(readFileSync(file, 'utf8'));
    return to ? [{ from: routeOf(file, root), to }] : [];
  });
}

export const redirects: BuildStep = {
  name: 'redirects',
  run: ({ dist }) => writeFileSync(join(dist, '_redirects'), redirectsFile(forwardsIn(dist))),
};

// Writes dist/_redirects (read by Netlify, Cloudflare Pages and similar hosts) after the build,
// from the forwarder pages themselves: every page whose <meta http-equiv="refresh"> sends the
// browser on at once becomes a permanent (301) redirect, so crawlers and tools that read no
// HTML are forwarded too, and the page and the rule can never disagree.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlFiles, routeOf } from '../build/built-site.ts';

/** The target of an immediate meta refresh in a page's HTML ("0; url=/x" -> "/x"), or null. */
export function refreshTarget(html) {
  const tag = /<meta\b[^>]*\bhttp-equiv="refresh"[^>]*>/i.exec(html)?.[0];
  const content = tag && /\bcontent="([^"]*)"/i.exec(tag)?.[1];
  const match = content && /^\s*0\s*;\s*url=(\S+)\s*$/i.exec(content);
  return match ? match[1] : null;
}

/** The _redirects file: one "from to 301" line per forwarder, each with and without the trailing slash. */
export function redirectsFile(forwards) {
  const lines = forwards
    .toSorted((a, b) => a.from.localeCompare(b.from))
    .flatMap(({ from, to }) => [`${from} ${to} 301`, `${from}/ ${to} 301`]);
  return `${lines.join('\n')}\n`;
}

export function forwardsIn(root) {
  return htmlFiles(root).flatMap((file) => {
    const to = refreshTarget(readFileSync(file, 'utf8'));
    return to ? [{ from: routeOf(file, root), to }] : [];
  });
}

export default function redirects() {
  return {
    name: 'redirects',
    hooks: {
      'astro:build:done': ({ dir }) => {
        const root = fileURLToPath(dir);
        writeFileSync(join(root, '_redirects'), redirectsFile(forwardsIn(root)));
      },
    },
  };
}

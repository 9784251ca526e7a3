// Writes dist/_headers (read by Netlify, Cloudflare Pages and similar hosts) after the build:
// the same Content-Security-Policy as the pages' <meta> tags, merged across every page, plus
// the headers a <meta> tag cannot carry (frame-ancestors, HSTS, nosniff, referrer, permissions).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlFiles } from '../../scripts/page-weight.mjs';

/** Merges the directives of several policies: each directive keeps every source any page needs. */
export function mergePolicies(policies) {
  const merged = new Map();
  for (const policy of policies) {
    for (const part of policy.split(';')) {
      const [name, ...sources] = part.trim().split(/\s+/);
      if (!name) continue;
      const set = merged.get(name) ?? new Set();
      for (const source of sources) set.add(source);
      merged.set(name, set);
    }
  }
  merged.set('frame-ancestors', new Set(["'none'"]));
  return [...merged].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

export const SECURITY_HEADERS = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'X-Frame-Options': 'DENY',
};

export default function securityHeaders() {
  return {
    name: 'security-headers',
    hooks: {
      'astro:build:done': ({ dir }) => {
        const root = fileURLToPath(dir);
        const policies = htmlFiles(root)
          .map(
            (file) =>
              readFileSync(file, 'utf8').match(/<meta http-equiv="content-security-policy" content="([^"]+)"/)?.[1],
          )
          .filter(Boolean);
        const lines = ['/*', `  Content-Security-Policy: ${mergePolicies(policies)}`];
        for (const [name, value] of Object.entries(SECURITY_HEADERS)) lines.push(`  ${name}: ${value}`);
        writeFileSync(join(root, '_headers'), `${lines.join('\n')}\n`);
      },
    },
  };
}

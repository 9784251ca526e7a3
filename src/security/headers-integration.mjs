// Writes dist/_headers (read by Netlify, Cloudflare Pages and similar hosts) after the build:
// the same Content-Security-Policy as the pages' <meta> tags, merged per site section, plus
// the headers a <meta> tag cannot carry (frame-ancestors, HSTS, nosniff, referrer, permissions).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlFiles, routeOf } from '../../scripts/page-weight.mjs';

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

/** The first path segment a page is served under ("" for the home page). */
const sectionOf = (route) => route.split('/')[1] ?? '';

/**
 * One CSP per site section instead of one for the whole site: each page's policy carries the
 * hash of its own critical <style>, and a site-wide union would send every page's hashes with
 * every response (kilobytes of header in the first round trip). Rules: "/" exactly, and for each
 * first path segment "/{segment}" and "/{segment}/*" (under Cloudflare Pages' limit of 100).
 * The 404 page's policy joins every section's, since a host serves it at any missing path.
 */
export function headerRules(pages, notFoundPolicy) {
  const sections = new Map();
  for (const { route, policy } of pages) {
    const section = sectionOf(route);
    sections.set(section, [...(sections.get(section) ?? []), policy]);
  }
  const rules = [['/*', SECURITY_HEADERS]];
  for (const [section, policies] of [...sections].sort(([a], [b]) => a.localeCompare(b))) {
    const csp = { 'Content-Security-Policy': mergePolicies([...policies, notFoundPolicy].filter(Boolean)) };
    const paths = section === '' ? ['/'] : [`/${section}`, `/${section}/*`];
    for (const path of paths) rules.push([path, csp]);
  }
  return rules;
}

export default function securityHeaders() {
  return {
    name: 'security-headers',
    hooks: {
      'astro:build:done': ({ dir }) => {
        const root = fileURLToPath(dir);
        const policyOf = (file) =>
          readFileSync(file, 'utf8').match(/<meta http-equiv="content-security-policy" content="([^"]+)"/)?.[1];
        const pages = htmlFiles(root).map((file) => ({ route: routeOf(file, root), policy: policyOf(file) }));
        const notFound = pages.find((page) => page.route === '/404');
        const rules = headerRules(
          pages.filter((page) => page !== notFound && page.policy),
          notFound?.policy,
        );
        const text = rules
          .map(([path, headers]) =>
            [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
          )
          .join('\n');
        writeFileSync(join(root, '_headers'), `${text}\n`);
      },
    },
  };
}

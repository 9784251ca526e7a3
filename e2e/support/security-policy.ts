import type { Directives } from './csp-sources';

// The security policy the site promises, per kind of route, written out as values here (never
// read from the build code that writes it): e2e/files/security-policy.test.ts holds the build's
// _headers and every page's <meta> policy to it, engine/serving.spec.ts the served headers.

/**
 * The policy of every page of the site (each language, the not-found pages too), without its hashes.
 * The speculation rules every page carries are allowed by their hash in script-src, never by
 * 'inline-speculation-rules' (which Chromium refuses from a <meta> policy).
 */
export const PAGE_POLICY: Directives = new Map([
  ['default-src', ["'self'"]],
  ['img-src', ["'self'", 'data:']],
  ['font-src', ["'self'"]],
  ['connect-src', ["'self'"]],
  ['object-src', ["'none'"]],
  ['base-uri', ["'self'"]],
  ['form-action', ["'self'"]],
  ['require-trusted-types-for', ["'script'"]],
  ['trusted-types', ['default']],
  ['script-src', ["'self'"]],
  ['style-src', ["'self'", "'unsafe-hashes'"]],
]);

/** A page's policy by its route (or its _headers rule's path): only search may compile WebAssembly (Pagefind). */
export const promisedPolicy = (route: string): Directives =>
  /(^|\/)search$/.test(route)
    ? new Map([...PAGE_POLICY, ['script-src', ["'self'", "'wasm-unsafe-eval'"]]])
    : PAGE_POLICY;

/** The same as served in _headers, which adds what a <meta> policy cannot carry. */
export const promisedServedPolicy = (route: string): Directives =>
  new Map([...promisedPolicy(route), ['frame-ancestors', ["'none'"]]]);

/** The content editor's own policy (/admin): what Sveltia CMS needs, its inline styles and GitHub among it. */
export const EDITOR_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; font-src 'self' data:; " +
  "img-src 'self' blob: data: https://avatars.githubusercontent.com https://raw.githubusercontent.com; " +
  "media-src 'self' blob:; frame-src 'self' blob:; " +
  "connect-src 'self' blob: data: https://api.github.com https://www.githubstatus.com https://unpkg.com; " +
  "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/** The headers every path is given, by the one "/*" rule. */
export const EVERY_PATH: [string, string][] = [
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()'],
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
];

/** The pages' Cache-Control: asked again on every use. */
export const REVALIDATE = 'public, max-age=0, must-revalidate';

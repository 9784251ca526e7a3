// Inline styles the CSP must allow, by hash. Computed from the exact text at build time.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inlineScriptText } from '../build/inline-scripts.mjs';

/** The CSP source that allows an inline script or style with exactly this text. */
export const cspHash = (text) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/** sonner injects its stylesheet at runtime as one <style> element. */
export function sonnerStyleHash() {
  const require = createRequire(import.meta.url);
  const source = readFileSync(require.resolve('sonner').replace(/index\.js$/, 'index.mjs'), 'utf8');
  const literal = source.match(/__insertCSS\((".*?")\);/s)?.[1];
  if (!literal) throw new Error('sonner: could not find its injected stylesheet to hash for the CSP');
  return cspHash(JSON.parse(literal));
}

/**
 * Headless UI's visually hidden helper elements (tab bookkeeping, focus sentinels) are
 * server-rendered with these style attributes. They are allowed by hash with
 * 'unsafe-hashes'; e2e/files/csp.test.ts fails if the build emits any other style attribute.
 */
export const HIDDEN_STYLE =
  'position:fixed;top:1px;left:1px;width:1px;height:0;padding:0;margin:-1px;overflow:hidden;clip:rect(0, 0, 0, 0);white-space:nowrap;border-width:0';
export const STYLE_ATTRIBUTES = [HIDDEN_STYLE, `${HIDDEN_STYLE};display:none`];

export function styleAttributeHashes() {
  return STYLE_ATTRIBUTES.map(cspHash);
}

/** An empty <style> element that a library on the account pages inserts before filling it. */
export const EMPTY_STYLE_HASH = cspHash('');

/** Scripts inlined, minified, into pages (no request, so marketing pages stay at zero JS files). */
export const INLINE_SCRIPTS = ['../scripts/code-tabs.js'];

export function inlineScriptHashes() {
  return INLINE_SCRIPTS.map((path) => cspHash(inlineScriptText(new URL(path, import.meta.url))));
}

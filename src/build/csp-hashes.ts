// What the CSP allows by hash, computed at build time from the exact texts pages and
// libraries put inline.
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { inlineScriptText } from './inline-scripts';
import { SPECULATION_RULES_TEXT } from '../lib/speculation-rules';
import { stylesInsertedBy } from './inserted-styles';
import { editPage } from './pipeline';

/** The style-src of a page's CSP <meta> tag: the tag up to its sources, and the sources. */
export const STYLE_SRC = /(<meta http-equiv="content-security-policy" content="[^"]*style-src )([^;"]*)/g;

/** A style-src's sources with these hashes added. */
export const withHashes = (sources: string, hashes: string[]): string =>
  [sources, ...hashes.map((hash) => `'${hash}'`)].join(' ');

export type CspHash = `sha256-${string}`;

/** The CSP source that allows an inline script or style with exactly this text. */
export const cspHash = (text: string): CspHash => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/**
 * The stylesheet sonner (the account pages' notices) inserts when it loads in the browser. A
 * browser checks a <style> as it is connected, and a library may connect it empty before filling
 * it: the empty text is allowed too, as it can carry nothing.
 */
export const insertedStyleHashes = (): CspHash[] => [cspHash(''), ...stylesInsertedBy('sonner').map(cspHash)];

/**
 * Every hand-written script in src/scripts/*.js is inlined into pages (imported with
 * ?inline-script), so the whole site's policy allows each by the hash of its shipped text.
 */
const INLINE_SCRIPTS = new URL('../scripts/', import.meta.url);

export function inlineScriptHashes(): CspHash[] {
  return readdirSync(INLINE_SCRIPTS)
    .filter((name) => name.endsWith('.js'))
    .toSorted()
    .map((name) => cspHash(inlineScriptText(new URL(name, INLINE_SCRIPTS))));
}

/**
 * The speculation rules every page carries: Chromium applies an inline rule set only when the
 * policy allows it as a script, and allows it by hash (not by 'inline-speculation-rules' from a
 * <meta> policy, which it refused).
 */
export const speculationRulesHash = (): CspHash => cspHash(SPECULATION_RULES_TEXT);

/**
 * Server-rendered style attributes (Headless UI's visually hidden helpers) are allowed on
 * the page that carries them, by the hash of the exact text ('unsafe-hashes' in style-src),
 * read from the built HTML rather than copied from the library.
 */
export function styleAttributeHashes(html: string): CspHash[] {
  const styles = new Set([...html.matchAll(/\sstyle="([^"]*)"/g)].map(([, style]) => style ?? ''));
  return [...styles].map(cspHash);
}

/** Adds hashes to the style-src of the page's CSP <meta> tag. */
export function allowStyles(html: string, hashes: string[]): string {
  if (html.search(STYLE_SRC) === -1) throw new Error('the page has no CSP <meta> tag with a style-src to extend');
  if (hashes.length === 0) return html;
  return editPage(html, STYLE_SRC, (_, start: string, sources: string) => start + withHashes(sources, hashes));
}

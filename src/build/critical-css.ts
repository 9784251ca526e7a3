// Per-page critical CSS. The site's one stylesheet is replaced in each page's <head> by the
// rules that page's HTML uses (plus the states an early interaction shows), inlined; the full
// stylesheet is linked again at the end of <body>, where it holds back no paint and brings
// what only script-rendered states need. The HTML is otherwise left byte for byte as Astro
// wrote it, so hydration and the CSP hashes of inline scripts are untouched.
import { readFileSync, writeFileSync } from 'node:fs';
import Beasties from 'beasties';
import postcss, { type ChildNode, type Declaration, type AtRule } from 'postcss';
import { htmlFiles } from './built-site';
import { allowStyles, cspHash } from './csp-hashes';
import type { BuildStep } from './pipeline';

const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)">/g;
const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;

/** The custom properties a value reads with var(). */
const readsOf = (value: string) => [...value.matchAll(VAR_REFERENCE)].map(([, name]) => name ?? '');

/**
 * Rules beasties cannot match against the document but a first screen needs: the focus ring
 * (`:focus-visible` alone has no element part) and the no-JavaScript code-tab panels (`:has()`).
 */
const ALWAYS_CRITICAL = [
  /:focus-visible/,
  /:focus-within/,
  /:has\(/,
  // States an early interaction shows, before the full stylesheet has arrived: open <details>
  // menus, expanded buttons, open panels. Script-shown states are keyed on these attributes
  // (the header's menus: aria-expanded and data-open), never on classes only script adds.
  /\[open\]/,
  /aria-expanded/,
  /data-(?:headlessui-)?(?:open|state)/,
  // Theme tokens: dark-mode overrides of the palette (`:root[data-theme=dark]`, `[data-theme]`).
  /data-theme/,
  /^:root\b/,
  // Arbitrary variants (`[&_table]:table-fixed`): their escaped `&` defeats beasties' matcher.
  /\\&/,
];

/**
 * Drops the custom properties (theme tokens, Tailwind's --tw-* and their @property rules) that
 * no kept declaration reads, following var() chains. The full stylesheet still defines them all.
 */
export function pruneCustomProperties(css: string): string {
  const root = postcss.parse(css);
  const definitions = new Map<string, { node: Declaration | AtRule; value: string }[]>();
  const used = new Set<string>();
  const define = (name: string, node: Declaration | AtRule, value: string) => {
    if (!definitions.has(name)) definitions.set(name, []);
    definitions.get(name)?.push({ node, value });
  };
  root.walk((node) => {
    if (node.type === 'decl') {
      if (node.prop.startsWith('--')) define(node.prop, node, node.value);
      else for (const name of readsOf(node.value)) used.add(name);
    } else if (node.type === 'atrule' && node.name === 'property') {
      define(node.params.trim(), node, '');
    }
  });
  const queue = [...used];
  while (queue.length > 0) {
    for (const { value } of definitions.get(queue.pop() ?? '') ?? []) {
      for (const name of readsOf(value)) {
        if (!used.has(name)) {
          used.add(name);
          queue.push(name);
        }
      }
    }
  }
  for (const [name, nodes] of definitions) {
    if (!used.has(name)) for (const { node } of nodes) node.remove();
  }
  // Rules and at-rules left empty go too (an @layer statement without a block stays).
  let removed = true;
  while (removed) {
    removed = false;
    root.walk((node: ChildNode) => {
      if ((node.type === 'rule' || node.type === 'atrule') && node.nodes?.length === 0) {
        node.remove();
        removed = true;
      }
    });
  }
  return root.toString();
}

/**
 * `:where(X)` and `:is(X)` with a single selector inside become X, so beasties can match what
 * Tailwind wraps in them (`:where(.space-y-1>:not(:last-child))`); left alone, beasties drops
 * the whole pseudo-class and with it the rule.
 */
export function unwrapWhere(selector: string): string {
  let result = selector;
  for (let start = result.search(/:(?:where|is)\(/); start >= 0; start = result.search(/:(?:where|is)\(/)) {
    const open = result.indexOf('(', start);
    let depth = 0;
    let close = open;
    let topLevelComma = false;
    for (; close < result.length; close += 1) {
      if (result[close] === '(') depth += 1;
      else if (result[close] === ')' && (depth -= 1) === 0) break;
      else if (result[close] === ',' && depth === 1) topLevelComma = true;
    }
    if (topLevelComma || close >= result.length) return result;
    const inner = result.slice(open + 1, close);
    // `.prose :where(.prose > :last-child)` is one compound that also needs a .prose ancestor:
    // an inner combinator would turn it into a deeper descendant, so the prefix goes instead
    // (matching a superset only inlines a few more rules).
    const prefix = /[\s>+~]/.test(inner.trim()) ? '' : result.slice(0, start);
    result = `${prefix}${inner}${result.slice(close + 1)}`;
  }
  return result;
}

/** beasties' selector hook: a method of its class that its type declarations leave out. */
interface SelectorHook {
  normalizeCssSelector(selector: string): string;
}

class TailwindBeasties extends Beasties {
  normalizeCssSelector(selector: string): string {
    return (Beasties.prototype as unknown as SelectorHook).normalizeCssSelector.call(this, unwrapWhere(selector));
  }
}

/** With `preload: false` beasties leaves the stylesheet link as it is: a value its types leave out. */
const KEEP_LINK = false as unknown as NonNullable<ConstructorParameters<typeof Beasties>[0]>['preload'];

/** Inlines the critical CSS of pages built into `dist`. */
export function createCriticalCss(dist: string) {
  const beasties = new TailwindBeasties({
    path: dist,
    publicPath: '/',
    preload: KEEP_LINK,
    pruneSource: false,
    mergeStylesheets: false,
    reduceInlineStyles: false,
    inlineFonts: false,
    preloadFonts: false,
    fonts: false,
    keyframes: 'critical',
    allowRules: ALWAYS_CRITICAL,
    logLevel: 'warn',
  });

  /** Rewrites one page. Returns the new HTML and the hashes of the styles it inlined. */
  return async function inline(html: string): Promise<{ html: string; hashes: string[] }> {
    const links = [...html.matchAll(STYLESHEET_LINK)];
    if (links.length === 0) return { html, hashes: [] };
    const processed = await beasties.process(html);
    const hashes: string[] = [];
    let result = html;
    for (const [tag, href] of links) {
      // beasties puts the critical rules in a <style> right where the link was.
      const at = processed.indexOf(tag);
      const open = processed.lastIndexOf('<style>', at);
      const close = processed.lastIndexOf('</style>', at);
      if (at < 0 || open < 0 || close < open) throw new Error(`critical CSS: beasties returned no rules for ${href}`);
      const critical = processed.slice(open + '<style>'.length, close);
      const css = pruneCustomProperties(critical);
      hashes.push(cspHash(css));
      result = result.replace(tag, `<style>${css}</style>`);
      // Low priority: it is needed only for script-rendered states, never for the first paint.
      result = result.replace('</body>', `<link rel="stylesheet" href="${href}" fetchpriority="low"></body>`);
    }
    return { html: allowStyles(result, hashes), hashes };
  };
}

/**
 * Each page inlines its own critical CSS. Runs before the headers step: dist/_headers is
 * merged from the pages' policies, which must already hold these style hashes.
 */
export const criticalCss: BuildStep = {
  name: 'critical CSS',
  run: async ({ dist, logger }) => {
    const inline = createCriticalCss(dist);
    const files = htmlFiles(dist);
    for (const file of files) {
      const { html } = await inline(readFileSync(file, 'utf8'));
      writeFileSync(file, html);
    }
    logger.info(`inlined the critical CSS of ${files.length} pages`);
  },
};

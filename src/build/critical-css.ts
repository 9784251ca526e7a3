// Per-page critical CSS. The site's one stylesheet is replaced in each page's <head> by the
// rules that page's HTML uses (plus the states an early interaction shows), inlined; the full
// stylesheet is linked again at the end of <body>, where it holds back no paint and brings
// what only script-rendered states need. The HTML is otherwise left byte for byte as Astro
// wrote it, so hydration and the CSP hashes of inline scripts are untouched.
//
// A rule is kept when the page has elements with everything its selector names, nested as it nests
// them (src/build/selector-match.ts); states (`:hover`) and pseudo-elements only
// narrow a match, so they are not checked: matching every selector in full against every page's
// tree (beasties) cost many times more. Each stylesheet is read once per build, each page once,
// and pages that keep the same rules share one result.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postcss, { type AtRule, type Declaration, type Root, type Rule } from 'postcss';
import { cspHash, STYLE_SRC, withHashes } from './csp-hashes';
import { inlineScriptText } from './inline-scripts';
import { detached } from '../lib/detached';
import { editPage, type PageStep } from './pipeline';
import { PageElements, selectorChains, type Chain } from './selector-match';

const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)">/g;
/**
 * Where a page changes, in one pass: its CSP's style-src (which allows the inlined rules by hash),
 * each stylesheet link, and the end of <body>, where the full stylesheets go.
 */
const EDITED = new RegExp(`${STYLE_SRC.source}|${STYLESHEET_LINK.source}|</body>`, 'g');
const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;

/** The custom properties a value reads with var(). */
const readsOf = (value: string) => [...value.matchAll(VAR_REFERENCE)].map(([, name]) => name ?? '');

/**
 * Attributes set by script, never in a page's HTML as built: the states an early interaction
 * shows before the full stylesheet has arrived (open <details> menus, expanded buttons, open
 * panels: script-shown states are keyed on these attributes, never on classes only script adds;
 * a submit held until hydration, an island whose code could not load), and the theme the visitor chose (`:root[data-theme=dark]`).
 * A selector naming one is kept when the page has everything else it names.
 */
const SET_BY_SCRIPT = new Set([
  '[open]',
  '[aria-expanded]',
  '[data-open]',
  '[data-state]',
  '[data-headlessui-open]',
  '[data-headlessui-state]',
  '[data-theme]',
  '[data-early-held]',
  '[data-load-failed]',
]);

/**
 * Drops the custom properties (theme tokens, Tailwind's --tw-* and their @property rules) that
 * no kept declaration reads, following var() chains. The full stylesheet still defines them all.
 */
function pruneCustomProperties(root: Root): void {
  const definitions = new Map<string, (Declaration | AtRule)[]>();
  const used = new Set<string>();
  const define = (name: string, node: Declaration | AtRule) =>
    definitions.set(name, [...(definitions.get(name) ?? []), node]);
  root.walk((node) => {
    if (node.type === 'decl' && node.prop.startsWith('--')) define(node.prop, node);
    else if (node.type === 'decl') for (const name of readsOf(node.value)) used.add(name);
    else if (node.type === 'atrule' && node.name === 'property') define(node.params.trim(), node);
  });
  // A Set visits what is added while it is iterated: the properties the used ones read, in turn.
  for (const name of used) {
    for (const node of definitions.get(name) ?? [])
      if (node.type === 'decl') readsOf(node.value).forEach((read) => used.add(read));
  }
  for (const [name, nodes] of definitions) if (!used.has(name)) nodes.forEach((node) => node.remove());
  // Rules and at-rules left empty go too, innermost first (an @layer statement without a block stays).
  const blocks: (Rule | AtRule)[] = [];
  root.walk((node) => {
    if (node.type === 'rule' || node.type === 'atrule') blocks.push(node);
  });
  for (const block of blocks.reverse()) if (block.nodes?.length === 0) block.remove();
}

/** A stylesheet read once: its tree, and for each style rule in order what each of its selectors asks of a page. */
interface Sheet {
  root: Root;
  rules: (Chain[] | null)[][];
}

/** A stylesheet's style rules in order, those inside @keyframes (`from`, `50%`) left out. */
function styleRules(root: Root): Rule[] {
  const rules: Rule[] = [];
  root.walkRules((rule) => {
    if (rule.parent?.type !== 'atrule' || !/keyframes$/i.test((rule.parent as AtRule).name)) rules.push(rule);
  });
  return rules;
}

function readSheet(file: string): Sheet {
  const root = postcss.parse(readFileSync(file, 'utf8'));
  root.walkComments((comment) => {
    comment.remove();
  });
  const rules = styleRules(root).map((rule) =>
    rule.selectors.map((selector) => selectorChains(selector, SET_BY_SCRIPT)),
  );
  return { root, rules };
}

/** The stylesheet cut to the kept selectors (by their place in each rule), its unused custom properties and keyframes pruned. */
function criticalRules(sheet: Sheet, kept: number[][]): string {
  const root = sheet.root.clone();
  const animations = new Set<string>();
  styleRules(root).forEach((rule, index) => {
    const keep = kept[index] ?? [];
    if (keep.length === 0) {
      rule.remove();
      return;
    }
    const { selectors } = rule;
    rule.selectors = keep.map((at) => selectors[at] ?? '');
    rule.walkDecls(/^animation(-name)?$/, (decl) => {
      for (const word of decl.value.split(/[\s,]+/)) animations.add(word);
    });
  });
  root.walkAtRules(/keyframes$/i, (keyframes) => {
    if (!animations.has(keyframes.params.trim())) keyframes.remove();
  });
  pruneCustomProperties(root);
  return root.toString();
}

/**
 * The code that decides which rules a page keeps: a change to it cuts every page again. The
 * lockfile stands for the libraries that parse the pages and the stylesheet (htmlparser2, css-what, postcss).
 */
const CUTTER_SOURCES = [
  './critical-css.ts',
  './selector-match.ts',
  '../lib/html-elements.ts',
  '../../package-lock.json',
].map((path) => new URL(path, import.meta.url));

/** The cache file: each distinct critical CSS once, and for each page key the index of its own. */
type CacheFile = { version: string; rules: string[]; pages: Record<string, number> };

/**
 * Critical CSS kept between builds in Astro's cache folder: the last build's by page key; nothing
 * when there is none or the cutter has changed since.
 */
function lastBuild(file: string, version: string): Map<string, string | undefined> {
  try {
    const cached = JSON.parse(readFileSync(file, 'utf8')) as CacheFile;
    if (cached.version !== version) return new Map();
    return new Map(Object.entries(cached.pages).map(([key, at]) => [key, cached.rules[at]]));
  } catch {
    // No file yet, or one this code cannot read: every page is cut.
    return new Map();
  }
}

/** Writes this build's pages (and only them: a page gone from the site leaves the cache). */
function writeCache(file: string, version: string, pages: Map<string, string>) {
  const rules = [...new Set(pages.values())];
  const index = new Map(rules.map((css, at) => [css, at]));
  const indexes = Object.fromEntries([...pages].map(([key, css]) => [key, index.get(css) ?? 0]));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ version, rules, pages: indexes } satisfies CacheFile));
}

/** What puts the full stylesheets in the page once it has painted (src/scripts/full-stylesheet.js). */
const ADD_FULL_STYLESHEETS = inlineScriptText(new URL('../scripts/full-stylesheet.js', import.meta.url));

/**
 * The full stylesheets, at the end of <body>: needed only for the states script renders, never for
 * the first paint. They wait in a <template>, neither fetched nor applied, until a script puts them
 * in the page once it has painted and loaded; with JavaScript off, they apply as plain stylesheets.
 */
function fullStylesheets(hrefs: string[]): string {
  const links = hrefs.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  return `<template data-full-stylesheet>${links}</template><noscript>${links}</noscript><script>${ADD_FULL_STYLESHEETS}</script>`;
}

/**
 * Each page inlines its own critical CSS. A page whose HTML and stylesheet are the same bytes as in
 * the last build (Vite names a stylesheet by a hash of its content) gets its rules from the cache,
 * with no matching. Runs before the headers step: dist/_headers is merged from the pages' policies,
 * which must already hold these style hashes.
 */
export const criticalCss: PageStep = {
  name: 'critical CSS',
  start: ({ dist, cacheDir, logger }) => {
    const cacheFile = fileURLToPath(new URL('critical-css.json', cacheDir));
    const version = CUTTER_SOURCES.reduce(
      (hash, source) => hash.update(readFileSync(source)),
      createHash('sha256'),
    ).digest('base64url');
    const cached = lastBuild(cacheFile, version);
    const thisBuild = new Map<string, string>();
    const sheets = new Map<string, Sheet>();
    /** Each stylesheet's critical rules, by the selectors kept: pages keeping the same share them. */
    const results = new Map<string, string>();
    let [pages, reused] = [0, 0];

    /** The rules of one stylesheet that a page keeps, cut from the stylesheet. */
    const cut = (href: string, page: PageElements): string => {
      let sheet = sheets.get(href);
      if (!sheet) sheets.set(detached(href), (sheet = readSheet(join(dist, href))));
      const kept = sheet.rules.map((selectors) =>
        selectors.flatMap((chains, at) => (chains?.some((chain) => page.matches(chain)) ? [at] : [])),
      );
      // A string of its own: kept for the build, a piece of the page's HTML would keep the page.
      const key = detached(`${href}\n${kept.join(';')}`);
      let css = results.get(key);
      if (css === undefined) results.set(key, (css = criticalRules(sheet, kept)));
      return css;
    };

    return {
      page: ({ html, elements }) => {
        pages++;
        const links = [...html.matchAll(STYLESHEET_LINK)];
        if (links.length === 0) return undefined;
        let page: PageElements | undefined;
        const inlined = new Map<string, string>();
        let fromCache = true;
        for (const [tag, href = ''] of links) {
          const key = createHash('sha256').update(href).update('\n').update(html).digest('base64url');
          let css = cached.get(key);
          if (css === undefined) {
            fromCache = false;
            css = cut(href, (page ??= new PageElements(elements())));
          }
          thisBuild.set(key, css);
          inlined.set(tag, css);
        }
        if (fromCache) reused++;
        const hashes = [...inlined.values()].map(cspHash);
        const full = fullStylesheets(links.map(([, href = '']) => href));
        let [allowed, bodyEnded] = [false, false];
        const edited = editPage(html, EDITED, (tag, policyStart?: string, styleSources?: string) => {
          if (policyStart !== undefined && !allowed) {
            allowed = true;
            return policyStart + withHashes(styleSources ?? '', hashes);
          }
          if (tag !== '</body>') return inlined.has(tag) ? `<style>${inlined.get(tag)}</style>` : tag;
          if (bodyEnded) return tag;
          bodyEnded = true;
          return `${full}</body>`;
        });
        if (!allowed) throw new Error('the page has no CSP <meta> tag with a style-src to extend');
        return edited;
      },
      done: () => {
        writeCache(cacheFile, version, thisBuild);
        logger.info(`inlined the critical CSS of ${pages} pages (${reused} unchanged, from the cache)`);
      },
    };
  },
};

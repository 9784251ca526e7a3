// Per-page critical CSS. The site's one stylesheet is replaced in each page's <head> by the
// rules that page's HTML uses (plus the states an early interaction shows), inlined; the full
// stylesheet is linked again at the end of <body>, where it holds back no paint and brings
// what only script-rendered states need. The HTML is otherwise left byte for byte as Astro
// wrote it, so hydration and the CSP hashes of inline scripts are untouched.
//
// A rule is kept when the page has elements with everything its selector names, nested as it nests
// them (src/build/selector-needs.ts, page-elements.ts); states (`:hover`) and pseudo-elements only
// narrow a match, so they are not checked. Each stylesheet is read once per build, each page once,
// and pages that keep the same rules share one result. Matching every selector in full against
// every page's tree (beasties) cost 60 ms a page, the largest part of a build.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postcss, { type AtRule, type ChildNode, type Declaration, type Root, type Rule } from 'postcss';
import { CutRules, cutterVersion, pageKey } from './critical-css-cache';
import { allowStyles, cspHash } from './csp-hashes';
import { PageElements } from './page-elements';
import { detached } from '../lib/detached';
import type { HtmlElement } from '../lib/html-elements';
import type { PageStep } from './pipeline';
import { assumingPresent, selectorChains, type Chain } from './selector-needs';

const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)">/g;
const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;

/** The custom properties a value reads with var(). */
const readsOf = (value: string) => [...value.matchAll(VAR_REFERENCE)].map(([, name]) => name ?? '');

/**
 * Attributes set by script, never in a page's HTML as built: the states an early interaction
 * shows before the full stylesheet has arrived (open <details> menus, expanded buttons, open
 * panels: script-shown states are keyed on these attributes, never on classes only script adds;
 * a submit held until hydration), and the theme the visitor chose (`:root[data-theme=dark]`).
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
]);

/**
 * Drops the custom properties (theme tokens, Tailwind's --tw-* and their @property rules) that
 * no kept declaration reads, following var() chains. The full stylesheet still defines them all.
 */
export function pruneCustomProperties(root: Root): void {
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
}

/** A style rule of a stylesheet, with what each of its selectors asks of a page. */
interface ReadRule {
  selectors: { text: string; chains: Chain[] | null }[];
}

/** A stylesheet read once: its tree and its style rules in order. */
interface ReadSheet {
  root: Root;
  rules: ReadRule[];
}

/** A stylesheet's style rules in order, those inside @keyframes (`from`, `50%`) left out. */
function styleRules(root: Root): Rule[] {
  const rules: Rule[] = [];
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as AtRule).name)) return;
    rules.push(rule);
  });
  return rules;
}

function readSheet(file: string): ReadSheet {
  const root = postcss.parse(readFileSync(file, 'utf8'));
  root.walkComments((comment) => {
    comment.remove();
  });
  const rules = styleRules(root).map((rule) => ({
    selectors: rule.selectors.map((text) => ({
      text,
      chains: selectorChains(text)?.map((chain) => assumingPresent(chain, SET_BY_SCRIPT)) ?? null,
    })),
  }));
  return { root, rules };
}

/** For each style rule, the selectors a page may match (by their place in the rule). */
function keptSelectors(sheet: ReadSheet, page: PageElements): number[][] {
  return sheet.rules.map(({ selectors }) =>
    selectors.flatMap(({ chains }, index) => (chains?.some((chain) => page.matches(chain)) ? [index] : [])),
  );
}

/** The stylesheet cut to the kept selectors, its unused custom properties and keyframes pruned. */
function criticalRules(sheet: ReadSheet, kept: number[][]): string {
  const root = sheet.root.clone();
  const animations = new Set<string>();
  styleRules(root).forEach((rule, index) => {
    const keep = kept[index] ?? [];
    if (keep.length === 0) {
      rule.remove();
      return;
    }
    rule.selectors = keep.map((at) => sheet.rules[index]?.selectors[at]?.text ?? '');
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
 * Inlines the critical CSS of pages built into `dist`: a page the last build cut gets its rules
 * from there, and every page's rules are recorded for the next build.
 */
function createCriticalCss(dist: string, reuse: CutRules) {
  const sheets = new Map<string, ReadSheet>();
  /** Each stylesheet's critical rules, by the selectors kept: pages keeping the same share them. */
  const results = new Map<string, string>();

  /** The rules of one stylesheet that a page keeps, cut from the stylesheet. */
  const cut = (href: string, page: PageElements): string => {
    let sheet = sheets.get(href);
    if (!sheet) sheets.set(detached(href), (sheet = readSheet(join(dist, href))));
    const kept = keptSelectors(sheet, page);
    // A string of its own: kept for the build, a piece of the page's HTML would keep the page.
    const key = detached(`${href}\n${kept.join(';')}`);
    let css = results.get(key);
    if (css === undefined) results.set(key, (css = criticalRules(sheet, kept)));
    return css;
  };

  /** Rewrites one page, given its HTML and its elements. Returns the new HTML, and whether its rules came from the last build. */
  return function inline(html: string, elements: () => readonly HtmlElement[]): { html: string; reused: boolean } {
    const links = [...html.matchAll(STYLESHEET_LINK)];
    if (links.length === 0) return { html, reused: false };
    let page: PageElements | undefined;
    const hashes: string[] = [];
    let result = html;
    let reused = true;
    for (const [tag, href = ''] of links) {
      const key = pageKey(href, html);
      let css = reuse.known(key);
      if (css === undefined) {
        reused = false;
        css = cut(href, (page ??= new PageElements(elements())));
      }
      reuse.record(key, css);
      hashes.push(cspHash(css));
      result = result.replace(tag, `<style>${css}</style>`);
      // Low priority: it is needed only for script-rendered states, never for the first paint.
      result = result.replace('</body>', `<link rel="stylesheet" href="${href}" fetchpriority="low"></body>`);
    }
    return { html: allowStyles(result, hashes), reused };
  };
}

/** The code that decides which rules a page keeps: a change to it cuts every page again. */
// The lockfile stands for the libraries that parse the pages and the stylesheet (htmlparser2,
// css-what, postcss).
const CUTTER_SOURCES = [
  './critical-css.ts',
  './selector-needs.ts',
  './page-elements.ts',
  '../lib/html-elements.ts',
  '../../package-lock.json',
].map((path) => fileURLToPath(new URL(path, import.meta.url)));

/**
 * Each page inlines its own critical CSS. Runs before the headers step: dist/_headers is
 * merged from the pages' policies, which must already hold these style hashes.
 */
export const criticalCss: PageStep = {
  name: 'critical CSS',
  start: ({ dist, cacheDir, logger }) => {
    const cut = new CutRules(fileURLToPath(new URL('critical-css.json', cacheDir)), cutterVersion(CUTTER_SOURCES));
    const inline = createCriticalCss(dist, cut);
    let pages = 0;
    let reused = 0;
    return {
      page: ({ html, elements }) => {
        const inlined = inline(html, elements);
        pages++;
        if (inlined.reused) reused++;
        return inlined.html;
      },
      done: () => {
        cut.write();
        logger.info(`inlined the critical CSS of ${pages} pages (${reused} unchanged, from the cache)`);
      },
    };
  },
};

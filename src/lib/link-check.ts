import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { detached } from './detached';
import { htmlElements, type HtmlElement } from './html-elements';
import { pageRoute } from './page-route';

/** Attributes whose value is a URL the browser will request or navigate to. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'component-url', 'renderer-url', 'before-hydration-url']);

/** What a page's elements name: their URL attributes in order, and their ids and names (the targets of a #fragment). */
interface ReadPage {
  urls: { attribute: string; value: string }[];
  ids: Set<string>;
}

/** A page's URL attributes and ids, from its parsed elements (entities decoded). */
function readPage(elements: readonly HtmlElement[]): ReadPage {
  const page: ReadPage = { urls: [], ids: new Set() };
  for (const { attributes } of elements)
    for (const [attribute, value] of Object.entries(attributes)) {
      if (URL_ATTRIBUTES.has(attribute)) page.urls.push({ attribute, value });
      else if ((attribute === 'id' || attribute === 'name') && value) page.ids.add(value);
    }
  return page;
}

/**
 * The ids as strings of their own: kept for every page until the last one is checked, the parser's
 * pieces of each page's HTML would keep all those pages in memory (src/lib/detached.ts).
 */
const keptIds = (ids: Set<string>): Set<string> =>
  ids.size === 0 ? ids : new Set(detached([...ids].join('\0')).split('\0'));

export interface LinkProblem {
  page: string;
  attribute: string;
  url: string;
  reason: string;
}

export interface LinkCheckOptions {
  dist: string;
  /** Origins that are this site (canonical URLs are absolute). */
  siteOrigins: string[];
  /** Paths that are known but not built in this tree; links to them pass, fragments unchecked. */
  allowMissing: ReadonlySet<string>;
  /** The built files, relative to `dist` ("blog/x.html"), when already listed: no disk look-up per link. */
  files?: ReadonlySet<string>;
}

/**
 * The built file a site path resolves to, as a static host would serve it; null if none. Given
 * the list of built files (relative, "blog/x.html"), it looks there instead of on disk.
 */
export function resolveBuilt(dist: string, path: string, files?: ReadonlySet<string>): string | null {
  const clean = path.replace(/\/+$/, '') || '/';
  const candidates =
    clean === '/' ? ['index.html'] : [clean.slice(1), `${clean.slice(1)}/index.html`, `${clean.slice(1)}.html`];
  const found = candidates.find((candidate) => (files ? files.has(candidate) : isFile(join(dist, candidate))));
  return found === undefined ? null : join(dist, found);
}

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/**
 * The built file of each path a page links to, for one check of a site (its options): the pages
 * repeat the header's and footer's links, which are then resolved once.
 */
const resolvedFor = new WeakMap<LinkCheckOptions, Map<string, string | null>>();
export function resolveLinked(path: string, options: LinkCheckOptions): string | null {
  let resolved = resolvedFor.get(options);
  if (!resolved) resolvedFor.set(options, (resolved = new Map()));
  let target = resolved.get(path);
  if (target === undefined) resolved.set(path, (target = resolveBuilt(options.dist, path, options.files)));
  return target;
}

/** The ids of each page read so far, by file: a page is parsed once, as the one checked or as a link's target. */
const idCache = new Map<string, Set<string>>();
function idsOf(file: string): Set<string> {
  let ids = idCache.get(file);
  if (!ids) idCache.set(file, (ids = keptIds(readPage(htmlElements(readFileSync(file, 'utf8'))).ids)));
  return ids;
}

/** Every URL in one page (its HTML, or its elements when already parsed) that points inside the site and does not resolve. */
export function checkPage(
  pagePath: string,
  html: string | readonly HtmlElement[],
  options: LinkCheckOptions,
): LinkProblem[] {
  const problems: LinkProblem[] = [];
  // Pages are served at their own path with no trailing slash ("/blog/x"), which is the base.
  const base = new URL(pagePath, 'http://site.invalid');
  const page = readPage(typeof html === 'string' ? htmlElements(html) : html);
  const own = resolveBuilt(options.dist, pagePath, options.files);
  if (own) idCache.set(own, keptIds(page.ids));
  for (const { attribute, value } of page.urls) {
    const raw = value.trim();
    const report = (reason: string) => problems.push({ page: pagePath, attribute, url: raw, reason });
    if (raw === '' || raw === '#') {
      report('empty link');
      continue;
    }
    let url: URL;
    try {
      url = new URL(raw, base);
    } catch {
      report('not a valid URL');
      continue;
    }
    // A script URL runs in the page when followed, and an HTML document in a data URL is one too:
    // both pass the site's policy only where it is loosened, so the build refuses them outright.
    if (url.protocol === 'javascript:' || url.protocol === 'vbscript:') {
      report('a script URL: link to a page or an https:// address');
      continue;
    }
    if (url.protocol === 'data:' && attribute !== 'src') {
      report('a data URL outside an image: link to a page or an https:// address');
      continue;
    }
    if (['mailto:', 'tel:', 'data:'].includes(url.protocol)) continue;
    const internal = url.origin === 'http://site.invalid' || options.siteOrigins.includes(url.origin);
    if (!internal) continue;
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      report('badly encoded path');
      continue;
    }
    const fragment = url.hash ? decodeURIComponent(url.hash.slice(1)) : '';
    if (options.allowMissing.has(path.replace(/\/+$/, '') || '/')) continue;
    const target = resolveLinked(path, options);
    if (!target) {
      report('no built file');
      continue;
    }
    const served = pageRoute(path);
    if (target.endsWith('.html') && path !== served) {
      report(`answered with a redirect: link to ${served}`);
      continue;
    }
    if (fragment && target.endsWith('.html') && !idsOf(target).has(fragment))
      report(`no element with id "${fragment}"`);
  }
  return problems;
}

// Writes dist/_headers (read by Netlify, Cloudflare Pages and similar hosts) after the build:
// the same Content-Security-Policy as the pages' <meta> tags, merged per site section, plus
// the headers a <meta> tag cannot carry (frame-ancestors, HSTS, nosniff, referrer, permissions).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtFiles } from './built-site';
import { cspHash } from './csp-hashes';
import { detached } from '../lib/detached';
import { editPage, type PageStep } from './pipeline';
import { EDITOR_ROUTE, editorPolicy } from '../editor/editor-page';
import { localeFromPath, localizedPath, SOURCE_LOCALE, TRANSLATIONS, withoutLocale } from '../i18n/locales';
import { PREVIEW_BRANCH } from '../lib/preview-build';

type Headers = Record<string, string>;
/** One _headers rule: a path pattern and the headers it adds. */
export type HeaderRule = [path: string, headers: Headers];
/** A built page's route and the CSP of its <meta> tag. */
interface PagePolicy {
  route: string;
  policy: string;
}

/** Merges the directives of several policies: each directive keeps every source any page needs. */
export function mergePolicies(policies: string[]): string {
  const merged = new Map<string, Set<string>>();
  for (const part of policies.flatMap((policy) => policy.split(';'))) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) merged.set(name, new Set([...(merged.get(name) ?? []), ...sources]));
  }
  merged.set('frame-ancestors', new Set(["'none'"]));
  return [...merged].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

const SECURITY_HEADERS: Headers = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'X-Frame-Options': 'DENY',
  // Another site's window.opener can't reach ours, and no other origin may embed our files.
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/**
 * Cache policies. Hosts join the values of one header from several matching rules (Cloudflare
 * with a comma, Netlify takes the last), so every Cache-Control sits on paths no other
 * Cache-Control rule matches: never on "/*".
 */
export const CACHE = {
  /** Fingerprinted: a new build writes new names, so a copy never goes stale. */
  immutable: 'public, max-age=31536000, immutable',
  /**
   * Pages, and files that must agree with them (the API description, the Postman collection,
   * the search entry point): asked again on every use, answered 304 while unchanged. A page names
   * the fingerprinted files of its own build, which the next deployment removes, and prices,
   * legal texts and the status page must show a change at once; the ETag round trip is the price.
   */
  revalidate: 'public, max-age=0, must-revalidate',
  /** Files at stable names that rarely change (share images, blog images, the favicon): a day. */
  day: 'public, max-age=86400',
} as const;

/** The content editor (/admin): its own policy, never indexed, its files asked again on every use. */
const editorRules = (authUrl?: string): HeaderRule[] => [
  [
    EDITOR_ROUTE,
    {
      'Content-Security-Policy': editorPolicy(authUrl),
      'X-Robots-Tag': 'noindex, nofollow',
      'Cache-Control': CACHE.revalidate,
    },
  ],
  [`${EDITOR_ROUTE}/*`, { 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': CACHE.revalidate }],
];

/** Cache rules for the non-page files; page sections get CACHE.revalidate in headerRules. */
const FILE_CACHE_RULES: HeaderRule[] = [
  ['/_astro/*', { 'Cache-Control': CACHE.immutable }],
  // Pagefind names its index chunks and fragments by content hash; its entry files it does not.
  ['/pagefind/index/*', { 'Cache-Control': CACHE.immutable }],
  ['/pagefind/fragment/*', { 'Cache-Control': CACHE.immutable }],
  ['/pagefind/:file', { 'Cache-Control': CACHE.revalidate }],
  ['/openapi.json', { 'Cache-Control': CACHE.revalidate }],
  // Read by the scheduled rebuild right after each deployment (workers/scheduled-build/).
  ['/publish-schedule.json', { 'Cache-Control': CACHE.revalidate }],
  ['/developers/relaymark.postman_collection.json', { 'Cache-Control': CACHE.revalidate }],
  ['/og/*', { 'Cache-Control': CACHE.day }],
  ['/favicon.svg', { 'Cache-Control': CACHE.day }],
];

/** Cloudflare Pages ignores a _headers line over 2,000 characters and reads at most 100 rules. */
const MAX_LINE = 2000;
const MAX_RULES = 100;

/** Whether a _headers path matches a URL path, as both hosts read it: "*" any rest, ":name" one segment. */
export function ruleMatches(rule: string, path: string): boolean {
  const pattern = rule
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/:\w+/g, '[^/]+');
  return new RegExp(`^${pattern}$`).test(path);
}

/**
 * A file rule for one exact path is left out where a page rule already gives that path the same
 * Cache-Control (the Postman collection under "/developers/*"); a different one is an error,
 * since a host would join the two values.
 */
function withoutOverlaps(fileRules: HeaderRule[], pageRules: HeaderRule[]): HeaderRule[] {
  return fileRules.filter(([path, headers]) => {
    if (/[*:]/.test(path)) return true;
    const covering = pageRules.filter(([rule, page]) => ruleMatches(rule, path) && page['Cache-Control']);
    if (covering.some(([, page]) => page['Cache-Control'] !== headers['Cache-Control']))
      throw new Error(`_headers: ${path} would get two different Cache-Control values`);
    return covering.length === 0;
  });
}

const headerLine = (name: string, value: string) => `  ${name}: ${value}`;
const fits = (headers: Headers) =>
  Object.entries(headers).every(([name, value]) => headerLine(name, value).length <= MAX_LINE);

/**
 * One CSP per site section instead of one for the whole site: each page's policy carries the
 * hash of its own critical <style>, and a site-wide union would send every page's hashes with
 * every response (kilobytes of header in the first round trip). Rules: "/" exactly, and for each
 * first path segment "/{segment}" (plus "/{segment}/*" where pages are nested), split further
 * where a section's policy would pass Cloudflare's line limit. The 404 page's policy joins every
 * rule's, since a host serves it at any missing path.
 */
function sectionRules(pages: PagePolicy[], notFoundPolicy: string | undefined): HeaderRule[] {
  const headersOf = (branch: PagePolicy[]): Headers => ({
    'Content-Security-Policy': mergePolicies([
      ...branch.map((page) => page.policy),
      ...(notFoundPolicy ? [notFoundPolicy] : []),
    ]),
    'Cache-Control': CACHE.revalidate,
  });

  /**
   * The rules for the pages at and under `prefix` ("/blog"): one policy for the whole branch
   * ("/blog" and "/blog/*") while its merged line fits, else the page itself exactly and the pages
   * under it together while theirs fits, else each child branch on its own. A splat is only written
   * where pages are nested, and two rules never match one path (hosts would join the two policies,
   * and a browser enforces both).
   */
  function branchRules(prefix: string, pages: PagePolicy[]): HeaderRule[] {
    const own = pages.filter((page) => page.route === prefix);
    const nested = pages.filter((page) => page.route !== prefix);
    if (nested.length === 0) return [[prefix, headersOf(own)]];
    const whole = headersOf(pages);
    if (fits(whole))
      return [
        [prefix, whole],
        [`${prefix}/*`, whole],
      ];
    const ownRule: HeaderRule[] = own.length > 0 ? [[prefix, headersOf(own)]] : [];
    const under = headersOf(nested);
    if (fits(under)) return [...ownRule, [`${prefix}/*`, under]];
    const children = [...Map.groupBy(nested, (page) => page.route.slice(prefix.length + 1).split('/')[0])];
    const grouped = leavesTogether(prefix, nested, children);
    return [
      ...ownRule,
      ...(grouped ?? children.flatMap(([segment, branch]) => branchRules(`${prefix}/${segment}`, branch))),
    ];
  }

  /**
   * A section too long for one rule whose pages one level down are leaves (a blog's posts and the
   * numbered pages of its list, /blog/x and /blog/2) gets one rule for all of them, "/blog/:page",
   * and its deeper branches their own ("/blog/category/*"), instead of a rule per post: a rule per
   * page would pass the host's 100 rules as soon as a list has many. Only where no page one level
   * down also has pages under it, so no path matches two rules; undefined where it cannot apply.
   */
  function leavesTogether(prefix: string, nested: PagePolicy[], children: [string | undefined, PagePolicy[]][]) {
    const depth = (page: PagePolicy) => page.route.slice(prefix.length + 1).split('/').length;
    const leaves = nested.filter((page) => depth(page) === 1);
    const parents = children.filter(([, branch]) => branch.some((page) => depth(page) > 1));
    const parentIsPage = parents.some(([, branch]) => branch.some((page) => depth(page) === 1));
    if (leaves.length < 2 || parentIsPage || !fits(headersOf(leaves))) return undefined;
    return [
      [`${prefix}/:page`, headersOf(leaves)] satisfies HeaderRule,
      // The parent itself is no page: "/blog/:page" already answers for it (the 404 page).
      ...parents.flatMap(([segment, branch]) =>
        branchRules(`${prefix}/${segment}`, branch).filter(([path]) => path !== `${prefix}/${segment}`),
      ),
    ];
  }

  // The home page is the section of the empty first segment ("/".split("/")[1]), sorted first.
  const sections = Map.groupBy(
    pages.toSorted((a, b) => a.route.localeCompare(b.route)),
    (page) => page.route.split('/')[1],
  );
  return [...sections].flatMap(([section, branch]) => branchRules(`/${section}`, branch));
}

/**
 * The rules of the translated pages (/es/pricing, /de/pricing): a translation has its English page's
 * markup, so its policy carries the same hashes, and one rule serves every language through a
 * ":locale" segment ("/:locale/pricing"), which keeps the file under the host's rule limit. The
 * language homes get exact rules, since "/:locale" would also match every one-segment English page;
 * so does any section whose ":locale" rule would also match an English page or a file
 * ("/:locale/blog/*" matches /images/blog/x.svg): one rule per language ("/es/blog/*", "/de/blog/*").
 */
function translatedRules(pages: PagePolicy[], others: string[], notFoundPolicy: string | undefined) {
  const asEnglish = pages.map((page) => ({ ...page, route: withoutLocale(page.route) }));
  const perLanguage = (path: string, headers: Headers): HeaderRule[] =>
    TRANSLATIONS.map((locale) => [localizedPath(locale, path), headers]);
  return sectionRules(asEnglish, notFoundPolicy).flatMap(([path, headers]): HeaderRule[] => {
    if (path === '/') return perLanguage(path, headers);
    const shared = `/:locale${path}`;
    return others.some((other) => ruleMatches(shared, other)) ? perLanguage(path, headers) : [[shared, headers]];
  });
}

/**
 * Every rule of _headers for the pages and their policies. `files` are the other paths the site
 * serves (/images/blog/x.svg), which a rule for the translated pages must not reach.
 */
export function headerRules(pages: PagePolicy[], notFoundPolicy?: string, files: string[] = []): HeaderRule[] {
  const english = pages.filter((page) => localeFromPath(page.route) === SOURCE_LOCALE);
  const translated = pages.filter((page) => localeFromPath(page.route) !== SOURCE_LOCALE);
  const others = [
    ...english.map((page) => page.route),
    ...files.filter((file) => localeFromPath(file) === SOURCE_LOCALE),
  ];
  const pageRules = [...sectionRules(english, notFoundPolicy), ...translatedRules(translated, others, notFoundPolicy)];
  const rules: HeaderRule[] = [
    // A preview build's every file is kept out of search engines (its pages say so in a <meta> too).
    ['/*', PREVIEW_BRANCH !== undefined ? { ...SECURITY_HEADERS, 'X-Robots-Tag': 'noindex' } : SECURITY_HEADERS],
    ...withoutOverlaps(FILE_CACHE_RULES, pageRules),
    ...editorRules(process.env.EDITOR_AUTH_URL),
    ...pageRules,
  ];
  const tooLong = rules.filter(([, headers]) => !fits(headers)).map(([path]) => path);
  if (tooLong.length > 0) throw new Error(`_headers: a line over ${MAX_LINE} characters for ${tooLong.join(', ')}`);
  if (rules.length > MAX_RULES) throw new Error(`_headers: ${rules.length} rules, over the host limit of ${MAX_RULES}`);
  return rules;
}

/**
 * A page's policy with script-src narrowed to the inline scripts the page carries (its speculation
 * rules too; not its JSON-LD, which runs nothing). Astro's policy allows on every page each script
 * it could put on any (every hydration directive): the page's <meta> policy is narrowed to its own,
 * so a host that serves no headers still allows no other, and the first screen carries no hash it
 * does not need; a section's rule in _headers allows what its pages carry.
 */
export function carriedScriptsOnly(policy: string, html: string): string {
  const carried = new Set(
    [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attributes = '']) => !/\ssrc=/.test(attributes) && !/type="application\/ld\+json"/.test(attributes))
      .map(([, , text = '']) => `'${cspHash(text)}'`),
  );
  return policy.replace(/(^|;)\s*script-src\s[^;]*/, (directive) =>
    directive
      .split(' ')
      .filter((source) => !source.startsWith("'sha256-") || carried.has(source))
      .join(' '),
  );
}

const META_POLICY = /(<meta http-equiv="content-security-policy" content=")([^"]+)(")/g;

export const securityHeaders: PageStep = {
  name: 'security headers',
  start: ({ dist }) => {
    const pages: { route: string; policy: string | undefined }[] = [];
    return {
      page: ({ route, html }) => {
        const written = html.matchAll(META_POLICY).next().value?.[2];
        if (written === undefined) {
          pages.push({ route, policy: undefined });
          return undefined;
        }
        const policy = carriedScriptsOnly(written, html);
        // Kept as a string of its own: a piece of each page's HTML would keep the page.
        pages.push({ route, policy: detached(policy) });
        return policy === written
          ? undefined
          : editPage(html, META_POLICY, (_, open: string, __, close: string) => open + policy + close);
      },
      done: () => {
        const notFound = pages.find((page) => page.route === '/404');
        const withPolicy = pages.filter((page): page is PagePolicy => page !== notFound && page.policy !== undefined);
        const files = builtFiles(dist)
          .filter((file) => !file.endsWith('.html'))
          .map((file) => `/${file}`);
        const lines = headerRules(withPolicy, notFound?.policy, files).flatMap(([path, headers]) => [
          path,
          ...Object.entries(headers).map(([name, value]) => headerLine(name, value)),
        ]);
        writeFileSync(join(dist, '_headers'), `${lines.join('\n')}\n`);
      },
    };
  },
};

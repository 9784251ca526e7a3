import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { sitemapRoutes } from '../test-support/built-site';
import { languageRoutes } from './page-templates';
import { logCspViolations, trackConsole } from './support';

/**
 * Issue 43: every page carries speculation rules that Chromium parses, that its CSP allows and that
 * register the page's links to other pages of the site, read from DevTools' Preload domain. Pages
 * are sampled as the crawl samples them: the route of each route file in each language (every kind
 * of page, the account area's too), and each language's not-found page, each loaded once.
 * (Chromium never prerenders while DevTools is attached; what a prerendered page does before it is
 * shown is prerender-activation.spec.ts's.)
 */

interface RuleSet {
  loaderId: string;
  sourceText: string;
  errorType?: string;
  errorMessage?: string;
}
interface AttemptSource {
  key: { action: string; url: string };
}

/** A link of the page, as the rules see it. */
interface Link {
  url: string;
  download: boolean;
  rel: string;
  /** Rendered: a link inside a closed menu (display: none) is no candidate until the menu opens. */
  rendered: boolean;
}

/**
 * Whether the rules must offer a link for prefetching and prerendering, as the issue says, written out here: a
 * rendered link to another page of this site, but never the editor (/admin), a file (a path with
 * an extension: PDFs, /openapi.json, the Postman collection, feeds), a download, an action marked
 * rel="nofollow", a link to another site, mail or phone, or to a place in the page itself (#main).
 */
function speculated(link: Link, page: URL): boolean {
  const url = new URL(link.url);
  return (
    link.rendered &&
    url.origin === page.origin &&
    !(url.hash && `${url.pathname}${url.search}` === `${page.pathname}${page.search}`) &&
    !/^\/admin(\/|$)/.test(url.pathname) &&
    !/\.[a-z0-9]+$/i.test(url.pathname) &&
    !link.download &&
    !link.rel.split(/\s+/).includes('nofollow')
  );
}

const links = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].map((a) => ({
      url: a.href,
      download: a.hasAttribute('download'),
      rel: a.rel,
      rendered: a.checkVisibility(),
    })),
  );

/** The Preload domain's reports for the document the page shows, once it is loaded. */
async function preloading(cdp: CDPSession) {
  const ruleSets: RuleSet[] = [];
  const sources = new Map<string, AttemptSource[]>();
  cdp.on('Preload.ruleSetUpdated', ({ ruleSet }: { ruleSet: RuleSet }) => ruleSets.push(ruleSet));
  cdp.on(
    'Preload.preloadingAttemptSourcesUpdated',
    ({ loaderId, preloadingAttemptSources }: { loaderId: string; preloadingAttemptSources: AttemptSource[] }) =>
      sources.set(loaderId, preloadingAttemptSources),
  );
  await cdp.send('Preload.enable');
  return async () => {
    const { frameTree } = (await cdp.send('Page.getFrameTree')) as { frameTree: { frame: { loaderId: string } } };
    const loaderId = frameTree.frame.loaderId;
    return {
      ruleSets: () => ruleSets.filter((ruleSet) => ruleSet.loaderId === loaderId),
      candidates: () =>
        (sources.get(loaderId) ?? [])
          .map(({ key }) => `${key.action} ${key.url}`)
          .toSorted((a, b) => a.localeCompare(b)),
    };
  };
}

const NOT_FOUND = ['/no-such-page', '/es/no-such-page', '/de/no-such-page'];
const routes = [...languageRoutes(sitemapRoutes()).values(), ...NOT_FOUND];

/**
 * Links the rules must leave out, on sampled pages that show them: files and downloads. Every page
 * links to the status page, on another site.
 */
const LEFT_OUT: Record<string, string[]> = {
  '/developers/api': ['/openapi.json', '/developers/relaymark.postman_collection.json'],
  '/press': ['/press/relaymark-completes-soc-2-type-ii-audit.pdf'],
  '/blog': ['/rss.xml'],
  '/changelog': ['/changelog/rss.xml'],
};
const STATUS_PAGE = 'https://status.relaymark.com/';

for (const route of routes) {
  test(`${route}: its speculation rules are parsed, allowed and register its links to other pages`, async ({
    page,
  }) => {
    await logCspViolations(page);
    const errors = trackConsole(page, ['error']);
    const cdp = await page.context().newCDPSession(page);
    try {
      const reports = await preloading(cdp);
      await page.goto(route);
      const { ruleSets, candidates } = await reports();
      await expect.poll(() => ruleSets().length).toBe(1);
      const [ruleSet] = ruleSets();
      expect(ruleSet?.errorType, ruleSet?.errorMessage).toBeUndefined();
      expect(Object.keys(JSON.parse(ruleSet?.sourceText ?? '{}')).toSorted()).toEqual(['prefetch', 'prerender']);

      const url = new URL(page.url());
      const all = await links(page);
      const pages = [...new Set(all.filter((link) => speculated(link, url)).map((link) => link.url))];
      expect(pages.length).toBeGreaterThan(5);
      // Each fetched at the pointer's first touch and prerendered once it rests.
      const expected = pages.flatMap((page) => [`Prefetch ${page}`, `Prerender ${page}`]);
      await expect.poll(candidates).toEqual(expected.toSorted((a, b) => a.localeCompare(b)));

      const leftOut = [...(LEFT_OUT[route] ?? []).map((path) => new URL(path, url).href), STATUS_PAGE];
      const shown = new Set(all.filter((link) => link.rendered).map((link) => link.url));
      expect(
        leftOut.filter((link) => !shown.has(link)),
        'links the page should show',
      ).toEqual([]);
      expect(candidates().filter((candidate) => leftOut.some((link) => candidate.endsWith(` ${link}`)))).toEqual([]);
      expect(errors.filter((error) => /Content Security Policy|CSP violation|speculation/i.test(error))).toEqual([]);
    } finally {
      await cdp.detach();
    }
  });
}

import { expect, type CDPSession, type Page } from '@playwright/test';

/**
 * Issue 43: a page's speculation rules as Chromium reads them, from DevTools' Preload domain: one rule
 * set, parsed, with exactly the page's rendered links to other pages of the site as candidates, and
 * the links that must never be speculated left out. Used by the crawl (every-page.spec.ts, on the
 * visit it makes anyway) and by speculation-rules.spec.ts for the not-found pages.
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
  /**
   * Rendered: a link inside a closed menu (display: none) is no candidate until the menu opens, nor
   * one in content the browser skips until it nears the screen (content-visibility: auto).
   */
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
      rendered: a.checkVisibility({ contentVisibilityAuto: true }),
    })),
  );

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

/**
 * Starts listening to the Preload domain; call it before the page is loaded. The check it returns
 * reads the rules of the document the page then shows, before anything changes its layout.
 */
export async function watchSpeculation(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const ruleSets: RuleSet[] = [];
  const sources = new Map<string, AttemptSource[]>();
  cdp.on('Preload.ruleSetUpdated', ({ ruleSet }: { ruleSet: RuleSet }) => ruleSets.push(ruleSet));
  cdp.on(
    'Preload.preloadingAttemptSourcesUpdated',
    ({ loaderId, preloadingAttemptSources }: { loaderId: string; preloadingAttemptSources: AttemptSource[] }) =>
      sources.set(loaderId, preloadingAttemptSources),
  );
  await cdp.send('Preload.enable');

  /** Fails the test, naming the route, when the page's rules are not as the issue says. */
  return async function checkSpeculation(route: string) {
    try {
      const { frameTree } = (await cdp.send('Page.getFrameTree')) as { frameTree: { frame: { loaderId: string } } };
      const loaderId = frameTree.frame.loaderId;
      const pageRuleSets = () => ruleSets.filter((ruleSet) => ruleSet.loaderId === loaderId);
      const candidates = () =>
        (sources.get(loaderId) ?? [])
          .map(({ key }) => `${key.action} ${key.url}`)
          .toSorted((a, b) => a.localeCompare(b));

      await expect.poll(() => pageRuleSets().length, `${route}: rule sets`).toBe(1);
      const [ruleSet] = pageRuleSets();
      expect(ruleSet?.errorType, `${route}: ${ruleSet?.errorMessage}`).toBeUndefined();
      expect(Object.keys(JSON.parse(ruleSet?.sourceText ?? '{}')).toSorted(), `${route}: actions`).toEqual([
        'prefetch',
        'prerender',
      ]);

      const url = new URL(page.url());
      const all = await links(page);
      const pages = [...new Set(all.filter((link) => speculated(link, url)).map((link) => link.url))];
      expect(pages.length, `${route}: links to other pages`).toBeGreaterThan(5);
      // Each fetched at the pointer's first touch and prerendered once it rests.
      const expected = pages.flatMap((page) => [`Prefetch ${page}`, `Prerender ${page}`]);
      await expect.poll(candidates, `${route}: candidates`).toEqual(expected.toSorted((a, b) => a.localeCompare(b)));

      const leftOut = [...(LEFT_OUT[route] ?? []).map((path) => new URL(path, url).href), STATUS_PAGE];
      const shown = new Set(all.filter((link) => link.rendered).map((link) => link.url));
      expect(
        leftOut.filter((link) => !shown.has(link)),
        `${route}: links the page should show`,
      ).toEqual([]);
      expect(
        candidates().filter((candidate) => leftOut.some((link) => candidate.endsWith(` ${link}`))),
        `${route}: candidates that must be left out`,
      ).toEqual([]);
    } finally {
      await cdp.detach();
    }
  };
}

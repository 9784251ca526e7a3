// A visitor's second and third page on slow 4G, as Chromium counts them: open a page, wake the
// header (its JavaScript loads), then click internal links, waking the header again on each
// page. For each click: the requests that went to the network for a file the browser already had
// (a revalidation or a new download), the redirects on the way, and the time from the click to
// the next page's load event.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../chromium-path.ts';

/** Lighthouse's slow 4G, applied by Chromium itself. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** What Chromium reported of the network since the last navigation was accounted for. */
type NetworkEvent =
  | { kind: 'redirect'; url: string; status: number }
  | RequestEvent
  | { kind: 'cache'; requestId: string }
  | ResponseEvent;
type RequestEvent = { kind: 'request'; requestId: string; url: string; document: boolean };
type ResponseEvent = { kind: 'response'; requestId: string; status: number; fromCache?: boolean };

/** The clicks: from the first route, the link (by its href) to each next route in turn. */
export const REPEAT_VISIT_PATH = ['/', '/products/sms', '/pricing', '/blog'];

export async function repeatVisit(origin: string, path: string[] = REPEAT_VISIT_PATH) {
  const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);

    const seen = new Set();
    let events: NetworkEvent[] = [];
    cdp.on('Network.requestWillBeSent', ({ requestId, request, redirectResponse, type }) => {
      if (redirectResponse)
        events.push({ kind: 'redirect', url: redirectResponse.url, status: redirectResponse.status });
      events.push({ kind: 'request', requestId, url: request.url, document: type === 'Document' });
    });
    cdp.on('Network.requestServedFromCache', ({ requestId }) => events.push({ kind: 'cache', requestId }));
    cdp.on('Network.responseReceived', ({ requestId, response }) =>
      events.push({ kind: 'response', requestId, status: response.status, fromCache: response.fromDiskCache }),
    );

    /** What one navigation cost, from the events since the last call. */
    const account = () => {
      const cached = new Set(events.filter((e) => e.kind === 'cache').map((e) => e.requestId));
      const fromDisk = new Set(
        events.filter((e): e is ResponseEvent => e.kind === 'response' && e.fromCache === true).map((e) => e.requestId),
      );
      const requests = events.filter((e): e is RequestEvent => e.kind === 'request' && !e.document);
      const network = requests.filter((e) => !cached.has(e.requestId) && !fromDisk.has(e.requestId));
      const again = network.filter((e) => seen.has(e.url)).map((e) => new URL(e.url).pathname);
      const row = {
        requests: requests.length,
        fromCache: requests.length - network.length,
        networkForKnownFiles: again.length,
        knownFiles: again,
        redirects: events.filter((e) => e.kind === 'redirect').map((e) => `${e.status} ${new URL(e.url).pathname}`),
      };
      for (const e of requests) seen.add(e.url);
      events = [];
      return row;
    };

    /** The visitor reaches for the menu on every page: the header's JavaScript is asked for each time. */
    const wakeHeader = async () => {
      // A menu button: the header wakes when the visitor reaches for a control, not a plain link.
      await page.getByRole('banner').getByRole('button', { expanded: false }).filter({ visible: true }).first().hover();
      await page.getByRole('banner').locator('astro-island[data-committed]').waitFor();
    };
    const [first, ...next] = path;
    const started = performance.now();
    await page.goto(origin + first, { waitUntil: 'load' });
    await wakeHeader();
    const rows = [{ route: first, ms: Math.round(performance.now() - started), ...account() }];
    let from = first;
    for (const route of next) {
      const clickStarted = performance.now();
      await Promise.all([
        // An old build answers "/about" with a redirect to "/about/": both count as arriving.
        page.waitForURL((url) => url.pathname.replace(/(.)\/$/, '$1') === route, { waitUntil: 'load' }),
        page.locator(`a[href="${route}"]`).filter({ visible: true }).first().click(),
      ]);
      const ms = Math.round(performance.now() - clickStarted);
      await wakeHeader();
      rows.push({ route: `${from} -> ${route}`, ms, ...account() });
      from = route;
    }
    return rows;
  } finally {
    await browser.close();
  }
}

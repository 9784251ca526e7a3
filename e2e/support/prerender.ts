import type { Page } from '@playwright/test';

/** What a fake prerender keeps on the page's window, for the test to read and to activate it. */
interface FakePrerender {
  acted: string[];
  activate(): void;
}
type WithFake = Window & { fakePrerender: FakePrerender };

/**
 * Loads every document the page opens from now on as a prerender not yet shown, as Chromium
 * loads a page the speculation rules prerendered: `document.prerendering` is true until the
 * test activates it, which fires `prerenderingchange`. (A real prerender cannot be watched from a
 * test: Chromium never prerenders while a DevTools client, such as Playwright, is attached.)
 * Until then every use of storage ("local get key", "session remove key") and every console
 * message ("console error ...") is recorded.
 */
export async function loadAsPrerender(page: Page) {
  await page.addInitScript(() => {
    let prerendering = true;
    const acted: string[] = [];
    Object.defineProperty(document, 'prerendering', { configurable: true, get: () => prerendering });
    const areaOf = (storage: Storage) => (storage === window.sessionStorage ? 'session' : 'local');
    for (const method of ['getItem', 'setItem', 'removeItem', 'clear', 'key'] as const) {
      const original = Storage.prototype[method] as (this: Storage, ...args: unknown[]) => unknown;
      Object.defineProperty(Storage.prototype, method, {
        configurable: true,
        writable: true,
        value(this: Storage, ...args: unknown[]) {
          if (prerendering) acted.push(`${areaOf(this)} ${method.replace(/Item$/, '')} ${String(args[0] ?? '')}`);
          return original.apply(this, args);
        },
      });
    }
    for (const type of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      const original = console[type].bind(console);
      console[type] = (...args: unknown[]) => {
        if (prerendering) acted.push(`console ${type} ${args.map(String).join(' ')}`);
        original(...args);
      };
    }
    (window as unknown as WithFake).fakePrerender = {
      acted,
      activate() {
        prerendering = false;
        document.dispatchEvent(new Event('prerenderingchange'));
      },
    };
  });
  return {
    /** What the document did with storage and the console while it was not shown. */
    actedBeforeShown: () => page.evaluate(() => [...(window as unknown as WithFake).fakePrerender.acted]),
    /** Shows the page: what a click on a link to a prerendered page does. */
    activate: () => page.evaluate(() => (window as unknown as WithFake).fakePrerender.activate()),
  };
}

/**
 * What a page may do before it is shown: read the display preferences its first paint needs (the
 * theme, on every page; the code samples' language, on the developer docs). Nothing is written.
 */
export const READ_FOR_THE_PAINT = ['local get relaymark:theme', 'local get relaymark:code-language'];

// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

const SCRIPT = readFileSync(join(import.meta.dirname, 'full-stylesheet.js'), 'utf8');

/** A page's full stylesheets as the critical CSS step leaves them, after a stylesheet of the page's own. */
function page() {
  document.body.innerHTML =
    '<link rel="stylesheet" href="/print.css" media="print">' +
    '<template data-full-stylesheet><link rel="stylesheet" href="/_astro/a.css"><link rel="stylesheet" href="/_astro/b.css"></template>';
  return () => [...document.querySelectorAll('link')].map((link) => link.getAttribute('href'));
}

/** The paint entries a browser reports, delivered by hand; what the script observes. */
function paintTimeline(supported = true) {
  const observers: { callback: PerformanceObserverCallback; connected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = supported ? ['paint', 'largest-contentful-paint'] : ['resource'];
    private readonly entry: { callback: PerformanceObserverCallback; connected: boolean };
    constructor(callback: PerformanceObserverCallback) {
      this.entry = { callback, connected: false };
      observers.push(this.entry);
    }
    observe(options: PerformanceObserverInit) {
      expect(options).toEqual({ type: 'paint', buffered: true });
      this.entry.connected = true;
    }
    disconnect() {
      this.entry.connected = false;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    paint(name: string) {
      const entries = [{ name, entryType: 'paint', startTime: 1, duration: 0 }];
      const list = { getEntriesByName: (wanted: string) => entries.filter((entry) => entry.name === wanted) };
      for (const observer of observers.filter(({ connected }) => connected))
        observer.callback(list as unknown as PerformanceObserverEntryList, {} as PerformanceObserver);
    },
    connected: () => observers.filter(({ connected }) => connected).length,
  };
}

/** The page's loading state and the browser's idle moments, moved by hand. */
function loadingPage() {
  let state: DocumentReadyState = 'loading';
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
  const idle: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  return {
    load() {
      state = 'complete';
      window.dispatchEvent(new Event('load'));
    },
    idle() {
      idle.splice(0).forEach((callback) => callback());
    },
  };
}

/** The page, its paint timeline and its loading state, with the script run on it. */
function started(paintsReported = true) {
  const links = page();
  const timeline = paintTimeline(paintsReported);
  const browser = loadingPage();
  new Function(SCRIPT)();
  return { links, timeline, browser };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'readyState');
});

describe('full-stylesheet', () => {
  it('puts the full stylesheets in the page once it has painted its first content and loaded, when the browser is idle', () => {
    const { links, timeline, browser } = started();
    timeline.paint('first-paint');
    browser.load();
    browser.idle();
    expect(links()).toEqual(['/print.css']);
    timeline.paint('first-contentful-paint');
    expect(timeline.connected()).toBe(0);
    expect(links()).toEqual(['/print.css']);
    browser.idle();
    expect(links()).toEqual(['/print.css', '/_astro/a.css', '/_astro/b.css']);
  });

  it('waits for the load after the first contentful paint', () => {
    const { links, timeline, browser } = started();
    timeline.paint('first-contentful-paint');
    browser.idle();
    expect(links()).toEqual(['/print.css']);
    browser.load();
    expect(links()).toEqual(['/print.css']);
    browser.idle();
    expect(links()).toEqual(['/print.css', '/_astro/a.css', '/_astro/b.css']);
  });

  it('in a browser that reports no paint, puts them in once the page has loaded and the browser is idle', () => {
    const { links, browser } = started(false);
    browser.idle();
    expect(links()).toEqual(['/print.css']);
    browser.load();
    browser.idle();
    expect(links()).toEqual(['/print.css', '/_astro/a.css', '/_astro/b.css']);
  });
});

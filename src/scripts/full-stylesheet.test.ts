// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

const SCRIPT = readFileSync(join(import.meta.dirname, 'full-stylesheet.js'), 'utf8');

/** A page's full stylesheets as the critical CSS step links them, and a print stylesheet of the page's own. */
function page() {
  document.body.innerHTML =
    '<link rel="stylesheet" href="/print.css" media="print">' +
    '<link rel="stylesheet" href="/_astro/a.css" media="print" data-full-stylesheet>' +
    '<link rel="stylesheet" href="/_astro/b.css" media="print" data-full-stylesheet>';
  return () => [...document.querySelectorAll('link')].map((link) => link.media);
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

const run = () => new Function(SCRIPT)();

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('full-stylesheet', () => {
  it('switches the full stylesheets on at the first contentful paint, and only them', () => {
    const media = page();
    const timeline = paintTimeline();
    run();
    expect(media()).toEqual(['print', 'print', 'print']);
    timeline.paint('first-paint');
    expect(media()).toEqual(['print', 'print', 'print']);
    timeline.paint('first-contentful-paint');
    expect(media()).toEqual(['print', 'all', 'all']);
    expect(timeline.connected()).toBe(0);
  });

  it('switches them on at once in a browser that reports no paint', () => {
    const media = page();
    paintTimeline(false);
    run();
    expect(media()).toEqual(['print', 'all', 'all']);
  });
});

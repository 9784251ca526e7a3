// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPrerendering, whenShown } from './page-shown';

/** Makes the document a prerender until the returned function activates it, as Chromium does. */
function prerender() {
  let prerendering = true;
  Object.defineProperty(document, 'prerendering', { configurable: true, get: () => prerendering });
  return () => {
    prerendering = false;
    document.dispatchEvent(new Event('prerenderingchange'));
  };
}

afterEach(() => {
  Reflect.deleteProperty(document, 'prerendering');
});

describe('whenShown', () => {
  it('runs at once on a page that was never prerendered', () => {
    const run = vi.fn();
    whenShown(run);
    expect(isPrerendering()).toBe(false);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits for a prerendered page to be activated, then runs once', () => {
    const activate = prerender();
    const run = vi.fn();
    whenShown(run);
    expect(isPrerendering()).toBe(true);
    expect(run).not.toHaveBeenCalled();
    activate();
    document.dispatchEvent(new Event('prerenderingchange'));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled before activation', () => {
    const activate = prerender();
    const run = vi.fn();
    const cancel = whenShown(run);
    cancel();
    activate();
    expect(run).not.toHaveBeenCalled();
  });
});

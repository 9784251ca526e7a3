// The full stylesheet waits in a <template> at the end of <body> (src/build/critical-css.ts), neither
// fetched nor applied: the first paint needs only the page's inlined rules. Applying it restyles the
// whole page, so it is put in the page once the page has painted its first content and loaded, when
// the browser is idle: a page the speculation rules prerendered would otherwise do that work while it
// draws the frame it is shown with, and a page loading would fetch it beside its own first screen.
// With JavaScript off, a <noscript> link applies it instead.
(() => {
  // The critical CSS step writes this script only after its template.
  const template = document.querySelector('template[data-full-stylesheet]');
  const addStylesheets = () => document.body.append(template.content);
  const whenIdle = () => (window.requestIdleCallback ?? setTimeout)(addStylesheets);
  const afterLoad = () =>
    document.readyState === 'complete' ? whenIdle() : addEventListener('load', whenIdle, { once: true });
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    afterLoad();
    return;
  }
  const painted = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    painted.disconnect();
    afterLoad();
  });
  painted.observe({ type: 'paint', buffered: true });
})();

// The full stylesheet, linked at the end of <body> by the critical CSS step (src/build/critical-css.ts),
// comes as a print stylesheet: it holds back no paint and restyles nothing on screen. Switching it on
// restyles the whole page, so that waits until the page has painted its first content: a page the
// speculation rules prerendered would otherwise do that work while it draws the frame it is shown
// with. With JavaScript off, a <noscript> link applies it instead.
(() => {
  const switchOn = () => {
    for (const link of document.querySelectorAll('link[data-full-stylesheet]')) link.media = 'all';
  };
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    switchOn();
    return;
  }
  const painted = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    painted.disconnect();
    switchOn();
  });
  painted.observe({ type: 'paint', buffered: true });
})();

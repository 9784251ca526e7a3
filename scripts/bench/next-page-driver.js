// The visitor of the next-page pass (next-page.ts), added to each page by the bench's server
// only. It runs in a Chromium with no DevTools client, where a prerender can be activated; its
// role and the link to follow are in its own script tag. On the first page: look at the page
// for a second, point at the link, rest on it 250 ms, click. On the next page: report when it
// was shown and when its largest element was painted. Times are the machine's clock, in ms.
(() => {
  const { role, next } = document.currentScript.dataset;
  const READ_MS = 1000;
  const REST_MS = 250;
  // How long a pointer rests on a link before Chromium (desktop) starts its "eager" and "moderate"
  // rules; "conservative" waits for the press.
  const DWELL_MS = { eager: 10, moderate: 200 };
  // The largest paint may still change just after the page has drawn a first frame.
  const LAST_PAINT_MS = 500;

  const post = (path, data) => fetch(path, { method: 'POST', body: JSON.stringify(data), keepalive: true });
  const now = () => performance.timeOrigin + performance.now();
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const loaded = new Promise((resolve) =>
    document.readyState === 'complete' ? resolve() : addEventListener('load', resolve, { once: true }),
  );
  const fire = (target, types, Kind) => {
    for (const type of types)
      target.dispatchEvent(new Kind(type, { bubbles: true, cancelable: true, pointerType: 'mouse', isPrimary: true }));
  };

  async function pointAndClick() {
    await loaded;
    await sleep(READ_MS);
    const link = [...document.querySelectorAll(`a[href="${next}"]`)].find((a) => a.checkVisibility());
    if (!link) return post('/__bench/error', { message: `no visible link to ${next} on ${location.pathname}` });
    link.scrollIntoView({ block: 'center' });
    // What the page's own scripts see of a pointer arriving (the header wakes on it).
    fire(link, ['pointerover', 'pointermove'], PointerEvent);
    fire(link, ['mouseover', 'mousemove'], MouseEvent);
    // A page's script cannot move the real pointer, and Chromium reads only a real one: after each
    // dwell the link is marked, which starts the site's rules of that eagerness as the bench's server
    // rewrote them (next-page.ts).
    const intent = [];
    const mark = (eagerness) => {
      intent.push(eagerness);
      link.setAttribute('data-bench-intent', intent.join(' '));
    };
    await sleep(DWELL_MS.eager);
    mark('eager');
    await sleep(DWELL_MS.moderate - DWELL_MS.eager);
    mark('moderate');
    await sleep(REST_MS - DWELL_MS.moderate);
    fire(link, ['pointerdown'], PointerEvent);
    mark('conservative');
    fire(link, ['pointerup'], PointerEvent);
    fire(link, ['mousedown', 'mouseup'], MouseEvent);
    const at = now();
    link.click();
    post('/__bench/click', { at });
  }

  async function report() {
    const shown = new Promise((resolve) =>
      document.prerendering ? document.addEventListener('prerenderingchange', resolve, { once: true }) : resolve(),
    );
    let largest = null;
    let painted;
    const firstPaint = new Promise((resolve) => (painted = resolve));
    new PerformanceObserver((list) => {
      largest = list.getEntries().at(-1);
      painted();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    await Promise.all([shown, loaded, firstPaint]);
    await sleep(LAST_PAINT_MS);
    const navigation = performance.getEntriesByType('navigation')[0];
    post('/__bench/result', {
      path: location.pathname,
      timeOrigin: performance.timeOrigin,
      activationStart: navigation.activationStart,
      responseStart: navigation.responseStart,
      responseEnd: navigation.responseEnd,
      lcp: largest?.startTime ?? null,
      lcpElement: largest?.element?.tagName.toLowerCase() ?? null,
    });
  }

  void (role === 'first' ? pointAndClick() : report());
})();

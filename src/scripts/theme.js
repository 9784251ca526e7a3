// The theme chosen with the header's toggle (kept in localStorage) goes on <html> before the first
// paint; without a choice, or with storage blocked, the operating system's theme applies (global.css).
// A prerendered page (speculation rules) reads the choice too, as its first paint is the one shown,
// and again when it is shown: the visitor may have changed it meanwhile. It writes only on a click.
(() => {
  const root = document.documentElement;
  const KEY = 'relaymark:theme';
  const system = () => (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
  const apply = () => {
    try {
      const saved = localStorage.getItem(KEY);
      if (saved === 'dark' || saved === 'light') root.dataset.theme = saved;
      else delete root.dataset.theme;
    } catch {
      // Storage blocked: the system's theme applies.
    }
  };
  apply();
  if (document.prerendering) document.addEventListener('prerenderingchange', apply, { once: true });
  root.dataset.themeJs = '';
  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest('[data-theme-toggle]')) return;
    const next = (root.dataset.theme ?? system()) === 'dark' ? 'light' : 'dark';
    root.dataset.theme = next;
    // Choosing the system's own theme forgets the choice: the page follows the system again.
    try {
      if (next === system()) localStorage.removeItem(KEY);
      else localStorage.setItem(KEY, next);
    } catch {
      // Storage blocked or full: the choice lasts for this page.
    }
  });
})();

// When an island's code cannot load (astro-island dispatches astro:hydration-error), the
// visitor reads why, above the island, instead of facing a control that never wakes. The
// message is the <template data-island-error> BaseLayout renders from content/site/shell.yaml.
// The island is marked data-load-failed: global.css then hides the lines that promise what only
// its code would do ("Your estimate appears here…", marked data-until-loaded).
// Inlined at the top of <body>, so it listens before any island starts; allowed by its hash.
document.addEventListener('astro:hydration-error', (event) => {
  const island = event.target;
  const template = document.querySelector('template[data-island-error]');
  if (!(island instanceof Element) || !template) return;
  island.setAttribute('data-load-failed', '');
  if (island.previousElementSibling?.hasAttribute('data-island-error')) return;
  island.before(template.content.cloneNode(true));
});

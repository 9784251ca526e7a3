// Forms whose island has not hydrated yet (see Form in src/islands/shared/fields.tsx): a
// submit made before React is ready is held and replayed once the island's form carries
// data-ready (a click on the island's other controls, such as compose's tabs, is client:touch's
// to hold and replay). Meanwhile the line beside the submit button says the form is still loading. The form's method="dialog" already
// keeps anything from being posted; this keeps the visitor's action from being lost.
// Inlined before the form and allowed by its hash (src/components/forms/EarlySubmit.astro).
(() => {
  const FORM = 'form[data-early-submit]';
  const held = [];
  let observer = null;
  // Islands whose code could not load: their form will never be ready, so nothing is held for it.
  const failed = new WeakSet();

  const waitingIsland = (node) => {
    const island = node instanceof Element ? node.closest('astro-island') : null;
    const form = island && island.querySelector(FORM);
    return form && !form.hasAttribute('data-ready') && !failed.has(island) ? island : null;
  };
  // The note's text is drawn by CSS from data-text while the island carries data-early-held
  // (src/styles/global.css): changing text inside React's markup before hydration would make
  // React throw the server HTML away, and with it what the visitor typed.
  const showNote = (island, on) => island.toggleAttribute('data-early-held', on);

  const replay = () => {
    const ready = held.filter(({ island }) => island.querySelector(`${FORM}[data-ready]`));
    if (ready.length === 0) return;
    for (const action of ready) held.splice(held.indexOf(action), 1);
    for (const { island } of ready) showNote(island, false);
    if (held.length === 0) observer.disconnect();
    // One submit per task, so React commits each before the next arrives.
    ready.reduce(
      (previous, { run }) => previous.then(() => new Promise((done) => setTimeout(() => done(run())))),
      Promise.resolve(),
    );
  };

  const hold = (island, run) => {
    if (held.some((action) => action.island === island)) return;
    held.push({ island, run });
    showNote(island, true);
    observer = observer || new MutationObserver(replay);
    observer.observe(document.documentElement, { subtree: true, attributes: true, attributeFilter: ['data-ready'] });
  };

  // When an island's code cannot load, its could-not-load message shows (src/scripts/island-errors.js):
  // the note's promise to send the form is dropped with the held submit, and no later submit makes it.
  document.addEventListener('astro:hydration-error', (event) => {
    const island = event.target;
    if (!(island instanceof Element)) return;
    failed.add(island);
    const index = held.findIndex((action) => action.island === island);
    if (index === -1) return;
    held.splice(index, 1);
    showNote(island, false);
    if (held.length === 0 && observer) observer.disconnect();
  });

  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      const island = form instanceof HTMLFormElement && form.matches(FORM) ? waitingIsland(form) : null;
      if (!island) return;
      // Held here only: React, listening at the island's root while it hydrates, would otherwise
      // replay the same submit itself, and the form would be sent twice.
      event.preventDefault();
      event.stopImmediatePropagation();
      hold(island, () => form.isConnected && form.requestSubmit());
    },
    true,
  );
})();

(() => {
  const KEY = 'relaymark:code-language';
  const choose = (language, save) => {
    for (const input of document.querySelectorAll('input[data-code-language]')) {
      if (input.value === language) input.checked = true;
    }
    if (save) {
      try {
        localStorage.setItem(KEY, language);
      } catch {
        // Storage blocked or full: the choice lasts for this page only.
      }
    }
  };
  const restore = () => {
    let saved = null;
    try {
      saved = localStorage.getItem(KEY);
    } catch {
      // Storage blocked: start from the first language.
    }
    if (saved) choose(saved, false);
  };
  restore();
  // A prerendered page (speculation rules) shows the language chosen by the time it is shown.
  if (document.prerendering) document.addEventListener('prerenderingchange', restore, { once: true });
  for (const button of document.querySelectorAll('[data-copy]')) button.hidden = false;
  document.addEventListener('change', (event) => {
    const input = event.target;
    if (input instanceof HTMLInputElement && input.dataset.codeLanguage !== undefined) choose(input.value, true);
  });
  document.addEventListener('click', async (event) => {
    const button = event.target instanceof Element ? event.target.closest('[data-copy]') : null;
    if (!button) return;
    const code = button.closest('[data-code-panel]')?.querySelector('code')?.textContent ?? '';
    const label = button.querySelector('[data-copy-label]') ?? button;
    // The texts come from content/ through data attributes; the idle one is the label's own.
    label.dataset.idle ??= label.textContent ?? '';
    try {
      await navigator.clipboard.writeText(code);
      label.textContent = button.dataset.copied ?? '';
    } catch {
      label.textContent = button.dataset.copyFailed ?? '';
    }
    setTimeout(() => (label.textContent = label.dataset.idle ?? ''), 2000);
  });
})();

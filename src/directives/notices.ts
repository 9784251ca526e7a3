import type { ClientDirective } from 'astro';
import { FLASH_NOTICE_KEY } from '../lib/flash-notice';
import { whenShown } from '../lib/page-shown';

// `click` too: a bare click (assistive technology, element.click()) has no pointer or key event before it.
const INTERACTION_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'focusin', 'click'] as const;

function flashWaiting(): boolean {
  try {
    return sessionStorage.getItem(FLASH_NOTICE_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Hydrates the notifications region only when it can have something to show: a notice
 * carried over from the previous page, or (value "interaction") once the visitor starts
 * using a page whose islands raise notices. A prerendered page looks for a notice only once
 * it is shown: the notice is the shown page's to take.
 */
const notices: ClientDirective = (load, options) => {
  whenShown(() => hydrateWhenNeeded(load, options.value));
};

function hydrateWhenNeeded(load: Parameters<ClientDirective>[0], value: unknown) {
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    for (const type of INTERACTION_EVENTS) document.removeEventListener(type, start, true);
    const hydrate = await load();
    await hydrate();
  };
  if (flashWaiting()) {
    void start();
    return;
  }
  if (value === 'interaction') {
    for (const type of INTERACTION_EVENTS) document.addEventListener(type, start, { capture: true, passive: true });
  }
}

export default notices;

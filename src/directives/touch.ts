import type { ClientDirective } from 'astro';
import { ISLAND_COMMITTED, ISLAND_REPLAYED } from '../islands/shared/island-committed';
import { ISLAND_WAKE } from '../islands/shared/island-wake';

// A bare `click` (element.click(), voice control, switch access, a screen reader's click
// action) comes with no pointer or focus event before it, so it must wake the island too.
// ISLAND_WAKE is a request from the code that put something into the island (client:kept).
const WAKE_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', ISLAND_WAKE] as const;

/** What the island's React code handles; server-rendered slot content (the theme toggle) is not its own. */
const CONTROLS = 'button, summary';

/**
 * The island's own control at `target`, or null. The header (value "controls") wakes only when
 * the visitor reaches for one: a plain link navigates without JavaScript, and the island's
 * modules would take the connection from the next page the visitor is about to open.
 */
function controlAt(el: Element, target: EventTarget | null): HTMLElement | null {
  const control = target instanceof Element ? target.closest<HTMLElement>(CONTROLS) : null;
  return control && el.contains(control) && !control.closest('astro-slot') ? control : null;
}

/**
 * With value "controls", whether `event` wakes the island: a pointer, touch or click on one of its
 * controls, or keyboard focus anywhere in it (a pointer's press focuses a link without showing focus).
 */
function reachesForControl(el: Element, event: Event): boolean {
  if (controlAt(el, event.target)) return true;
  return event.type === 'focusin' && event.target instanceof Element && event.target.matches(':focus-visible');
}

/**
 * Whether a click on `control` submits a form the browser would send now: the early-submit
 * script (src/scripts/early-submit.js) holds that submit itself and says the form will be sent,
 * so the click passes. A click the browser would refuse is held and replayed, so the island's
 * own messages answer it.
 */
const submitsValidForm = (control: HTMLElement): boolean =>
  control instanceof HTMLButtonElement &&
  control.type === 'submit' &&
  control.form?.matches('[data-early-submit]:valid') === true;

/**
 * Set on a control while its click is held: global.css shows it pending, so a tap made while the
 * island's code is on its way (seconds on a slow phone) is seen to have been taken.
 */
const HELD = 'data-held';

/** Keys held for replay: Escape anywhere in the island, and the keys that move between tabs on a tab. */
const TAB_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);
const heldKey = (event: KeyboardEvent, target: Element) =>
  event.key === 'Escape' || (TAB_KEYS.has(event.key) && target.closest('[role="tab"]') !== null);

/** A held click, or a held key press (`key`); `dropped`: a tab's, typed past (dropTabsTypedPast). */
type HeldAction = { key?: string; target: HTMLElement; path: number[]; dropped?: boolean };

/** The element's position under the island, as child indexes, to find its successor if React replaces it. */
function pathFrom(root: Element, node: Element): number[] {
  const path: number[] = [];
  for (let current = node; current !== root && current.parentElement; current = current.parentElement) {
    path.unshift([...current.parentElement.children].indexOf(current));
  }
  return path;
}

function atPath(root: Element, path: number[]): HTMLElement | null {
  let current: Element | undefined = root;
  for (const index of path) current = current?.children[index];
  return current instanceof HTMLElement ? current : null;
}

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** Safety net for an island without the commit signal: replay after this long anyway. */
const COMMIT_WAIT_MS = 5000;

/**
 * Resolves once React has committed the island (withErrorBoundary's CommitSignal sets the
 * attribute). A click replayed earlier would make React hydrate synchronously and, if the
 * server HTML was changed meanwhile, swap the elements under the click, losing it.
 */
function committed(el: Element): Promise<void> {
  return new Promise((resolve) => {
    if (el.hasAttribute(ISLAND_COMMITTED)) return resolve();
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (el.hasAttribute(ISLAND_COMMITTED)) done();
    });
    observer.observe(el, { attributes: true, attributeFilter: [ISLAND_COMMITTED] });
    const timer = setTimeout(done, COMMIT_WAIT_MS);
  });
}

/**
 * Hydrates an island on the first pointer, touch, focus or click inside it (value "controls": on
 * one of its controls, or on keyboard focus, see reachesForControl), or when a page script asks
 * (ISLAND_WAKE). What the visitor
 * does while React loads is not lost: a pointer resting on an element gets a fresh
 * mouseover, and clicks, Escape presses and a tab's arrow, Home and End keys inside the island
 * are replayed in order.
 * A press outside the island before hydration cancels the held actions, as it would
 * have closed whatever they opened; typing into one of its fields drops the tab actions held
 * before it.
 */
const touch: ClientDirective = (load, options, el) => {
  const controlsOnly = options.value === 'controls';
  let hovered: Element | null = null;
  let woken = false;
  let hydrated = false;
  // Set when the island's code could not load: nothing will ever answer the held actions.
  let failed = false;
  // True while this directive dispatches a held action itself, so the action passes.
  let replaying = false;
  const held: HeldAction[] = [];

  const trackHover = (event: Event) => {
    hovered = event.type === 'pointerout' ? null : (event.target as Element);
  };
  // Until the replay ends, every click on a control and every held key press joins the queue,
  // so they reach React in the order they were made, whoever sent them.
  const holdClick = (event: MouseEvent) => {
    if (replaying) return;
    // Server-rendered slot content (the theme toggle) is not React's: its clicks pass at once.
    const target = controlAt(el, event.target);
    if (target && !submitsValidForm(target)) {
      event.preventDefault();
      event.stopImmediatePropagation();
      held.push({ target, path: pathFrom(el, target) });
      target.setAttribute(HELD, '');
    }
    void wake(event);
  };
  const holdKey = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (replaying || !el.contains(target) || !heldKey(event, target)) return;
    event.stopImmediatePropagation();
    // A tab's keys would scroll the page meanwhile; the tabs take them once replayed.
    if (event.key !== 'Escape') event.preventDefault();
    held.push({ key: event.key, target, path: pathFrom(el, target) });
  };
  const unmark = () => {
    for (const { target } of held) target.removeAttribute(HELD);
  };
  const cancelOnOutsidePress = (event: PointerEvent) => {
    if (hydrated || el.contains(event.target as Node)) return;
    unmark();
    held.length = 0;
  };
  // A tab's action did nothing the visitor could see, so they went on typing in the panel shown:
  // replayed after that, it would switch panels and take the field from under their typing.
  const dropTabsTypedPast = () => {
    for (const action of held) if (action.target.closest('[role="tab"]')) action.dropped = true;
  };

  const listen = (on: boolean) => {
    const method = on ? 'addEventListener' : 'removeEventListener';
    el[method]('pointerover', trackHover as EventListener);
    el[method]('pointerout', trackHover as EventListener);
    document[method]('keydown', holdKey as EventListener, true);
    document[method]('pointerdown', cancelOnOutsidePress as EventListener, true);
    el[method]('input', dropTabsTypedPast, true);
  };

  const nextTask = () => new Promise((resolve) => setTimeout(resolve));

  const dispatch = (key: string | undefined, target: HTMLElement) => {
    replaying = true;
    try {
      if (key === undefined) target.click();
      else target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    } finally {
      replaying = false;
    }
  };

  // One task per action, so React has committed the previous one before the next arrives. An action
  // made while the last ones replay joins the queue too: it is drained until it stays empty for a task,
  // and the hand-over follows in the same task, so no click falls between the two.
  const replay = async () => {
    if (hovered?.isConnected && el.contains(hovered)) {
      hovered.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: null }));
    }
    for (let index = 0; ; index += 1) {
      await nextTask();
      const action = held[index];
      if (!action) return;
      const current = action.target.isConnected ? action.target : atPath(el, action.path);
      if (current && !action.dropped) dispatch(action.key, current);
    }
  };

  /**
   * From here on the island's own state shows its menus; until now the CSS fallback of the
   * server HTML did (global.css keys it on this attribute), so a panel the visitor opened and
   * moved focus into before hydration never closes under them while held input waits.
   */
  const handOver = () => {
    unmark();
    el.setAttribute(ISLAND_REPLAYED, '');
    stop();
  };

  const stop = () => {
    listen(false);
    el.removeEventListener('click', holdClick as EventListener, true);
  };

  /**
   * The island's code could not load (astro-island dispatches astro:hydration-error on itself):
   * the held actions are dropped and their controls look as usual again, as the could-not-load
   * message says why (src/scripts/island-errors.js). The island is not handed over: the CSS
   * fallback of the server HTML (the header's menus) keeps working.
   */
  const fail = (event: Event) => {
    // A nested island's failure bubbles up too; only this island's own is this island's.
    if (event.target !== el) return;
    failed = true;
    unmark();
    held.length = 0;
    stop();
  };

  async function wake(event: Event) {
    if (woken || (controlsOnly && event.type !== ISLAND_WAKE && !reachesForControl(el, event))) return;
    woken = true;
    for (const type of WAKE_EVENTS) el.removeEventListener(type, wake);
    if (event.type === 'pointerover') trackHover(event);
    listen(true);
    const hydrate = await load();
    await hydrate();
    if (failed) return;
    hydrated = true;
    // Let React attach its listeners and commit before replaying.
    await committed(el);
    await frame();
    void replay().then(handOver, handOver);
  }

  // Clicks are held from the start: a click may be the very first thing that happens.
  el.addEventListener('click', holdClick as EventListener, true);
  el.addEventListener('astro:hydration-error', fail);
  for (const type of WAKE_EVENTS) el.addEventListener(type, wake, { passive: true });
};

export default touch;

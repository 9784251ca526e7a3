import type { ClientDirective } from 'astro';

const WAKE_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

type HeldAction = { kind: 'click' | 'escape'; target: HTMLElement };

/**
 * Hydrates an island on the first pointer, touch or focus inside it. What the visitor
 * does while React loads is not lost: a pointer resting on an element gets a fresh
 * mouseover, and clicks and Escape presses inside the island are replayed in order.
 * A press outside the island before hydration cancels the held actions, as it would
 * have closed whatever they opened.
 */
const touch: ClientDirective = (load, _options, el) => {
  let hovered: Element | null = null;
  let hydrated = false;
  const held: HeldAction[] = [];

  const trackHover = (event: Event) => {
    hovered = event.type === 'pointerout' ? null : (event.target as Element);
  };
  // Until the replay ends, the visitor's own clicks and Escape presses join the queue, so
  // they reach React in the order they were made. Replayed events are not trusted: they pass.
  const holdClick = (event: MouseEvent) => {
    const target = (event.target as Element).closest<HTMLElement>('button, summary');
    if (!event.isTrusted || !target) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ kind: 'click', target });
  };
  const holdKey = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (!event.isTrusted || event.key !== 'Escape' || !el.contains(target)) return;
    event.stopImmediatePropagation();
    held.push({ kind: 'escape', target });
  };
  const cancelOnOutsidePress = (event: PointerEvent) => {
    if (!hydrated && !el.contains(event.target as Node)) held.length = 0;
  };

  const listen = (on: boolean) => {
    const method = on ? 'addEventListener' : 'removeEventListener';
    el[method]('pointerover', trackHover as EventListener);
    el[method]('pointerout', trackHover as EventListener);
    el[method]('click', holdClick as EventListener, true);
    document[method]('keydown', holdKey as EventListener, true);
    document[method]('pointerdown', cancelOnOutsidePress as EventListener, true);
  };

  const nextTask = () => new Promise((resolve) => setTimeout(resolve));

  // One task per action, so React has committed the previous one before the next arrives.
  const replay = async () => {
    if (hovered?.isConnected && el.contains(hovered)) {
      hovered.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: null }));
    }
    for (let index = 0; index < held.length; index += 1) {
      const { kind, target } = held[index]!;
      await nextTask();
      if (!target.isConnected) continue;
      if (kind === 'click') target.click();
      else target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    }
  };

  const wake = async (event: Event) => {
    for (const type of WAKE_EVENTS) el.removeEventListener(type, wake);
    if (event.type === 'pointerover') trackHover(event);
    listen(true);
    const hydrate = await load();
    await hydrate();
    hydrated = true;
    // Let React attach its listeners and commit before replaying.
    requestAnimationFrame(() => void replay().finally(() => listen(false)));
  };

  for (const type of WAKE_EVENTS) el.addEventListener(type, wake, { once: true, passive: true });
};

export default touch;

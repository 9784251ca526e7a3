import type { ClientDirective } from 'astro';

const WAKE_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/**
 * Hydrates an island on the first pointer, touch or focus inside it. Clicks that land
 * before React is ready are replayed, and a pointer still resting on an element gets a
 * fresh mouseover so hover behaviour starts at once.
 */
const touch: ClientDirective = (load, _options, el) => {
  let hovered: Element | null = null;
  const clicks: HTMLElement[] = [];

  const trackHover = (event: Event) => {
    hovered = event.type === 'pointerout' ? null : (event.target as Element);
  };
  const holdClick = (event: MouseEvent) => {
    const target = (event.target as Element).closest<HTMLElement>('button, summary');
    if (!target) return;
    event.preventDefault();
    clicks.push(target);
  };

  const wake = async () => {
    for (const type of WAKE_EVENTS) el.removeEventListener(type, wake);
    el.addEventListener('pointerover', trackHover);
    el.addEventListener('pointerout', trackHover);
    el.addEventListener('click', holdClick, true);
    const hydrate = await load();
    await hydrate();
    el.removeEventListener('click', holdClick, true);
    el.removeEventListener('pointerover', trackHover);
    el.removeEventListener('pointerout', trackHover);
    // Let React attach its listeners and commit before replaying.
    requestAnimationFrame(() => {
      if (hovered?.isConnected && el.contains(hovered)) {
        hovered.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: null }));
      }
      for (const target of clicks) if (target.isConnected) target.click();
    });
  };

  for (const type of WAKE_EVENTS) el.addEventListener(type, wake, { once: true, passive: true });
};

export default touch;

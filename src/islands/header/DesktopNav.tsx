import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { HeaderProps, NavLink } from './header-types';
import { Chevron } from './nav-icons';
import { useHydrated } from '../shared/useHydrated';

/** A short hover intent, so a click that arrives with the pointer decides what happens. */
export const HOVER_INTENT_MS = 120;
/** A click this soon after hover opened the same menu is the same gesture: it keeps it open. */
const HOVER_CLICK_GRACE_MS = 400;

const linkClass = 'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-ink';

function isCurrent(link: NavLink, currentPath: string) {
  return link.href === currentPath ? 'page' : undefined;
}

export function DesktopNav(props: HeaderProps) {
  const { labels, menus, resources, pricing, search, currentPath } = props;
  const [openId, setOpenId] = useState<string | null>(null);
  // No aria-expanded in the server HTML: the CSS fallback opens a menu on hover and focus (MobileNav).
  const hydrated = useHydrated();
  const hoverTimer = useRef<number | undefined>(undefined);
  const hoverOpened = useRef<{ id: string; at: number } | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const cancelHover = () => window.clearTimeout(hoverTimer.current);

  const openIdRef = useRef(openId);
  openIdRef.current = openId;

  const close = useCallback((returnFocus: boolean) => {
    const current = openIdRef.current;
    if (current && returnFocus) buttons.current.get(current)?.focus();
    setOpenId(null);
  }, []);

  useEffect(() => {
    if (openId === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) close(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusInside = navRef.current?.contains(document.activeElement) ?? false;
      close(focusInside);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [openId, close]);

  useEffect(() => cancelHover, []);

  // Until the island takes over, the CSS fallback (global.css) shows a menu's panel while focus is
  // in its item: a link of the panel focused when React takes over keeps that menu open, so it stays
  // on screen. (Focus on the button alone stays visible; a key held there is replayed and opens it.)
  useEffect(() => {
    const focused = document.activeElement;
    for (const menu of menus)
      if (focused && document.getElementById(`nav-panel-${menu.id}`)?.contains(focused)) setOpenId(menu.id);
  }, [menus]);

  const onEnter = (id: string) => {
    cancelHover();
    hoverTimer.current = window.setTimeout(() => {
      hoverOpened.current = { id, at: performance.now() };
      setOpenId(id);
    }, HOVER_INTENT_MS);
  };

  const onLeave = (id: string) => {
    cancelHover();
    setOpenId((current) => (current === id ? null : current));
  };

  const onToggle = (id: string) => {
    cancelHover();
    const opened = hoverOpened.current;
    hoverOpened.current = null;
    const sameGesture = opened?.id === id && performance.now() - opened.at < HOVER_CLICK_GRACE_MS;
    setOpenId((current) => (current === id && !sameGesture ? null : id));
  };

  const onBlur = (id: string, next: EventTarget | null) => {
    const item = buttons.current.get(id)?.parentElement;
    if (next instanceof Node && item?.contains(next)) return;
    setOpenId((current) => (current === id && next !== null ? null : current));
  };

  const onPanelKey = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close(true);
    }
  };

  return (
    <nav ref={navRef} aria-label={labels.mainNav} className="hidden xl:ml-8 xl:block">
      <ul className="flex items-center gap-1">
        {menus.map((menu) => {
          const open = openId === menu.id;
          const panelId = `nav-panel-${menu.id}`;
          return (
            // Hover intent and focus-leave belong to the whole menu item (button + panel), not to one control.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
            <li
              key={menu.id}
              data-dropdown
              className="relative"
              onMouseEnter={() => onEnter(menu.id)}
              onMouseLeave={() => onLeave(menu.id)}
              onBlur={(event) => onBlur(menu.id, event.relatedTarget)}
              onKeyDown={onPanelKey}
            >
              <button
                type="button"
                ref={(node) => {
                  if (node) buttons.current.set(menu.id, node);
                }}
                className={`${linkClass} inline-flex items-center gap-1`}
                lang={menu.lang}
                aria-expanded={hydrated ? open : undefined}
                aria-controls={panelId}
                onClick={() => onToggle(menu.id)}
              >
                {menu.label}
                <Chevron />
              </button>
              <div
                id={panelId}
                data-dropdown-panel
                data-open={open || undefined}
                className="absolute left-0 top-full z-50 hidden pt-2 data-open:block"
              >
                <div className="w-80 rounded-xl bg-white p-2 shadow-lg ring-1 ring-slate-200">{props[menu.id]}</div>
              </div>
            </li>
          );
        })}
        <li>
          <button type="button" className={linkClass} lang={resources.lang}>
            {resources.label}
          </button>
        </li>
        <li>
          <a
            href={pricing.href}
            lang={pricing.lang}
            aria-current={isCurrent(pricing, currentPath)}
            className={`${linkClass} inline-block`}
          >
            {pricing.label}
          </a>
        </li>
        <li>
          <a
            href={search.href}
            lang={search.lang}
            aria-current={isCurrent(search, currentPath)}
            className={`${linkClass} inline-block`}
          >
            {search.label}
          </a>
        </li>
      </ul>
    </nav>
  );
}

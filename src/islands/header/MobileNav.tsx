import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { HeaderProps, MenuId } from './header-types';
import { Chevron, MenuIcon } from './nav-icons';
import { useHydrated } from '../shared/useHydrated';

const rowLink = 'block rounded-md px-3 py-2 text-base font-medium text-slate-800 hover:bg-slate-100';
const PANEL_ID = 'mobile-nav-panel';

/**
 * Below 768 px: a toggle opens a collapsible menu whose sections expand one by one. Two
 * aria-expanded toggles, written here rather than with Headless UI's Disclosure, which added
 * script to every page for the same thing. Their aria-expanded is React's to tell, so the server
 * HTML has none: with JavaScript off (or before hydration) the CSS fallback shows what they open,
 * and a "collapsed" there would be false.
 */
export function MobileNav(props: HeaderProps) {
  const { labels, menus, resources, pricing, search, login, getStarted } = props;
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<MenuId>>(new Set());
  const hydrated = useHydrated();
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);

  // Until the island takes over, the CSS fallback (global.css) shows the menu on focus with every
  // section expanded: opened while it shows, the menu keeps them so, and nothing moves under the visitor.
  const onToggle = () => {
    if (!open && panel.current && panel.current.getClientRects().length > 0)
      setExpanded(new Set(menus.map((menu) => menu.id)));
    setOpen(!open);
  };

  const toggleSection = (id: MenuId) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    toggle.current?.focus();
  };

  // Focus moving out of the menu (Tab past its last link) closes it, so nothing focused is left under it.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
  };

  return (
    // Escape anywhere in the menu (toggle or panel) closes it.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div data-mobile-nav className="xl:hidden" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        type="button"
        ref={toggle}
        data-mobile-toggle
        aria-expanded={hydrated ? open : undefined}
        aria-controls={PANEL_ID}
        onClick={onToggle}
        className="inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100"
      >
        <span className="sr-only" lang={props.menuLabelLang}>
          {labels.menu}
        </span>
        <MenuIcon open={open} />
      </button>
      <nav
        id={PANEL_ID}
        ref={panel}
        aria-label={labels.mobileNav}
        data-mobile-panel
        data-open={open || undefined}
        className="absolute inset-x-0 top-full z-50 hidden max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pb-6 pt-2 shadow-lg data-open:block"
      >
        <ul className="space-y-1">
          {menus.map((menu) => {
            const sectionOpen = expanded.has(menu.id);
            const sectionId = `mobile-nav-${menu.id}`;
            return (
              <li key={menu.id}>
                <button
                  type="button"
                  aria-expanded={hydrated ? sectionOpen : undefined}
                  aria-controls={sectionId}
                  onClick={() => toggleSection(menu.id)}
                  lang={menu.lang}
                  className="flex w-full items-center justify-between rounded-md px-3 py-2 text-left text-base font-semibold text-ink hover:bg-slate-100"
                >
                  {menu.label}
                  <Chevron />
                </button>
                <div
                  id={sectionId}
                  data-mobile-section-panel
                  data-open={sectionOpen || undefined}
                  className="ml-3 hidden border-l border-slate-200 pl-2 data-open:block"
                >
                  {props[menu.id]}
                </div>
              </li>
            );
          })}
          {[resources, pricing, search, login].map((link) => (
            <li key={link.href}>
              <a href={link.href} className={rowLink} lang={link.lang}>
                {link.label}
              </a>
            </li>
          ))}
          <li className="pt-2">
            <a
              href={getStarted.href}
              lang={getStarted.lang}
              className="block rounded-md bg-brand-700 px-3 py-2 text-center text-base font-semibold text-white hover:bg-brand-800"
            >
              {getStarted.label}
            </a>
          </li>
        </ul>
      </nav>
    </div>
  );
}

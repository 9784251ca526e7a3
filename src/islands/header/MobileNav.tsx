import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import type { KeyboardEvent } from 'react';
import type { HeaderProps } from './header-types';
import { Chevron, MenuIcon } from './nav-icons';

const rowLink = 'block rounded-md px-3 py-2 text-base font-medium text-slate-800 hover:bg-slate-100';

/** Below 768 px: a toggle opens a collapsible menu whose sections expand one by one. */
export function MobileNav({ labels, menus, resources, pricing, search, login, getStarted }: HeaderProps) {
  return (
    <Disclosure as="div" data-mobile-nav className="md:hidden">
      {({ open, close }) => {
        const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
          if (event.key !== 'Escape' || !open) return;
          event.stopPropagation();
          const toggle = event.currentTarget.parentElement?.querySelector<HTMLElement>('[data-mobile-toggle]');
          close(toggle ?? undefined);
        };
        return (
          <>
            <DisclosureButton
              data-mobile-toggle
              className="inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100"
            >
              <span className="sr-only">{labels.menu}</span>
              <MenuIcon open={open} />
            </DisclosureButton>
            <DisclosurePanel
              static
              as="nav"
              aria-label={labels.mobileNav}
              data-mobile-panel
              onKeyDown={onKeyDown}
              className={`${open ? 'block' : 'hidden'} absolute inset-x-0 top-full z-50 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pb-6 pt-2 shadow-lg`}
            >
              <ul className="space-y-1">
                {menus.map((menu) => (
                  <Disclosure as="li" key={menu.id}>
                    {({ open: sectionOpen }) => (
                      <>
                        <DisclosureButton className="flex w-full items-center justify-between rounded-md px-3 py-2 text-left text-base font-semibold text-ink hover:bg-slate-100">
                          {menu.label}
                          <Chevron open={sectionOpen} />
                        </DisclosureButton>
                        <DisclosurePanel
                          static
                          as="ul"
                          data-mobile-section-panel
                          className={`${sectionOpen ? 'block' : 'hidden'} ml-3 border-l border-slate-200 pl-2`}
                        >
                          {menu.links.map((link) => (
                            <li key={link.href}>
                              <a href={link.href} className={rowLink}>
                                {link.label}
                              </a>
                            </li>
                          ))}
                        </DisclosurePanel>
                      </>
                    )}
                  </Disclosure>
                ))}
                {[resources, pricing, search, login].map((link) => (
                  <li key={link.href}>
                    <a href={link.href} className={rowLink}>
                      {link.label}
                    </a>
                  </li>
                ))}
                <li className="pt-2">
                  <a
                    href={getStarted.href}
                    className="block rounded-md bg-brand-700 px-3 py-2 text-center text-base font-semibold text-white hover:bg-brand-800"
                  >
                    {getStarted.label}
                  </a>
                </li>
              </ul>
            </DisclosurePanel>
          </>
        );
      }}
    </Disclosure>
  );
}

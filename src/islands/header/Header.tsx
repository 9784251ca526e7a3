import { DesktopNav } from './DesktopNav';
import { withErrorBoundary } from '../shared/ErrorBoundary';
import type { HeaderProps } from './header-types';
import { MobileNav } from './MobileNav';
import { ChevronSymbol } from './nav-icons';

/**
 * The site header. Server-rendered complete; hydrates on the visitor's first touch. Its row is
 * laid out from the left (the actions pushed right by their own margin), so what the browser has
 * painted of it never moves while the rest of its HTML is still arriving. The small controls (language,
 * theme) come after the sign-in links: arriving last, they push the wider links aside by their own
 * small width, rather than being pushed across the header by them. Where large text leaves no room
 * (200 % text, or wider letter spacing), the row wraps: the controls go under the brand, whole.
 */
function Header(props: HeaderProps) {
  return (
    <div data-site-header className="relative">
      <ChevronSymbol />
      <div className="container-page flex min-h-16 flex-wrap items-center gap-2">
        <a href={props.home} className="text-xl font-bold tracking-tight text-brand-800">
          {props.brand}
        </a>
        <DesktopNav {...props} />
        {/* Below xl its three controls have fixed sizes (language 4 rem, theme and menu 2.75 rem each,
            0.25 rem apart): the row keeps their room from the start, so the first to arrive is not
            pushed aside, and beside the brand they fit a 320 px screen. */}
        <div className="ml-auto flex min-w-[10rem] flex-wrap items-center gap-1 xl:min-w-0">
          <div className="hidden items-center gap-2 xl:flex">
            <a
              href={props.login.href}
              lang={props.login.lang}
              className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
            >
              {props.login.label}
            </a>
            <a
              href={props.getStarted.href}
              lang={props.getStarted.lang}
              className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {props.getStarted.label}
            </a>
          </div>
          {props.children}
          <MobileNav {...props} />
        </div>
      </div>
    </div>
  );
}

export default withErrorBoundary(Header);

const CHEVRON = 'nav-chevron';

/** The chevron's drawing, once in the header, for every menu button's chevron to refer to. */
export function ChevronSymbol() {
  return (
    <svg aria-hidden="true" className="hidden">
      <symbol id={CHEVRON} viewBox="0 0 20 20">
        <path
          fill="currentColor"
          d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z"
        />
      </symbol>
    </svg>
  );
}

/** Turns over while the button it sits in is expanded (a rule the critical CSS keeps: aria-expanded). */
export function Chevron() {
  return (
    <svg aria-hidden="true" width="16" height="16" className="transition-transform in-aria-expanded:rotate-180">
      <use href={`#${CHEVRON}`} />
    </svg>
  );
}

export function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

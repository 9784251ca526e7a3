import type { ReactNode } from 'react';

interface Props {
  caption: string;
  /** The name of the scrolling region; the caption unless the page already has a region of that name. */
  regionLabel?: string;
  /** Show the caption as the table's title; otherwise it is for screen readers only. */
  showCaption?: boolean;
  headings: readonly string[];
  /** The width below which the table scrolls inside its region instead of squeezing. */
  minWidth: string;
  /** A white card of its own (default), or bare inside a card the page already draws. */
  framed?: boolean;
  children: ReactNode;
}

/**
 * The site's scrolling table: on a narrow screen it scrolls sideways inside its own region,
 * which is named by the caption and reachable by keyboard, so the page never gets wider than
 * the phone. Islands use it, and Astro pages render it as static HTML (no script).
 */
export function DataTable({
  caption,
  regionLabel = caption,
  showCaption = false,
  headings,
  minWidth,
  framed = true,
  children,
}: Props) {
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label={regionLabel}
      className={`max-w-full overflow-x-auto${framed ? ' rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200' : ''}`}
    >
      <table className={`w-full ${minWidth} text-left text-sm`}>
        <caption className={showCaption ? 'mb-3 text-left font-semibold text-ink' : 'sr-only'}>{caption}</caption>
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className="py-2 pr-4 font-medium">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

import type { ReactNode } from 'react';

interface Props {
  caption: string;
  /** Show the caption as the table's title; otherwise it is for screen readers only. */
  showCaption?: boolean;
  headings: readonly string[];
  minWidth: string;
  children: ReactNode;
}

/** A card-styled table that scrolls sideways on small screens and can be reached by keyboard. */
export function DataTable({ caption, showCaption = false, headings, minWidth, children }: Props) {
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label={caption}
      className="overflow-x-auto rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
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

import { useId, useRef } from 'react';
import { filterCount } from '../../lib/report-filters';
import type { ChannelFigures } from '../../lib/report-totals';
import type { ReportsCopy } from '../../schemas/account';

interface Props {
  text: ReportsCopy['filters'];
  channels: Pick<ChannelFigures, 'id' | 'label'>[];
  selected: Set<string>;
  onToggle: (id: string) => void;
  onClear: () => void;
}

/**
 * Channel checkboxes in a native popover: the browser gives it Escape, light dismiss
 * and focus return without shipping a positioning library. Clear ticks all four and
 * closes it; Apply closes it. The button carries no `aria-expanded`: a `popovertarget`
 * button's expanded state is the browser's to tell (HTML-AAM), and HTML forbids setting both.
 * The button is as wide from the start as with its count ("3/4"), so ticking a channel moves
 * neither the open popover nor the toolbar.
 */
export function FiltersPopover({ text, channels, selected, onToggle, onClear }: Props) {
  const panelId = useId().replace(/:/g, '');
  const panel = useRef<HTMLDivElement>(null);
  const close = () => panel.current?.hidePopover();
  const count = filterCount(text, channels, selected);
  return (
    <div className="relative">
      <button
        type="button"
        popoverTarget={panelId}
        className="filters-anchor inline-flex min-w-[8.5rem] items-center justify-center gap-2 rounded-md bg-white px-4 py-2 text-sm font-semibold text-ink ring-1 ring-inset ring-slate-300 hover:bg-slate-50 forced-colors:border"
      >
        {text.button}
        {count !== null && (
          <>
            <span aria-hidden="true" className="rounded-full bg-brand-100 px-2 text-xs text-brand-800">
              {count.shown}
            </span>
            <span className="sr-only">{count.spoken}</span>
          </>
        )}
      </button>
      <div
        ref={panel}
        id={panelId}
        popover="auto"
        role="dialog"
        aria-label={text.button}
        className="filters-popover w-64 rounded-xl bg-white p-4 shadow-lg ring-1 ring-slate-200"
      >
        <fieldset>
          <legend className="text-sm font-semibold text-ink">{text.heading}</legend>
          <div className="mt-3 space-y-2">
            {channels.map((channel) => (
              <label key={channel.id} className="flex items-center gap-2 text-sm text-ink">
                <input
                  type="checkbox"
                  name="channel"
                  value={channel.id}
                  checked={selected.has(channel.id)}
                  onChange={() => onToggle(channel.id)}
                  className="h-4 w-4 rounded border-slate-400 accent-brand-700"
                />
                {channel.label}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mt-4 flex justify-end gap-2">
          <button
            type="button"
            onClick={() => {
              onClear();
              close();
            }}
            className="rounded-md px-3 py-1.5 text-sm font-semibold text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 forced-colors:border"
          >
            {text.clear}
          </button>
          <button
            type="button"
            onClick={close}
            className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800 forced-colors:border"
          >
            {text.apply}
          </button>
        </div>
      </div>
    </div>
  );
}

import { CloseButton, Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import type { ChannelFigures } from '../../lib/report-totals';

interface Props {
  channels: Pick<ChannelFigures, 'id' | 'label'>[];
  selected: Set<string>;
  onToggle: (id: string) => void;
  onClear: () => void;
}

/** Channel checkboxes; Clear ticks all four and closes, Apply closes. */
export function FiltersPopover({ channels, selected, onToggle, onClear }: Props) {
  const active = channels.length - selected.size;
  return (
    <Popover className="relative">
      <PopoverButton className="inline-flex items-center gap-2 rounded-md bg-white px-4 py-2 text-sm font-semibold text-ink ring-1 ring-inset ring-slate-300 hover:bg-slate-50">
        Filters
        {active > 0 && <span className="rounded-full bg-brand-100 px-2 text-xs text-brand-800">{selected.size}/{channels.length}</span>}
      </PopoverButton>
      <PopoverPanel
        anchor={{ to: 'bottom start', gap: 8 }}
        className="z-50 w-64 rounded-xl bg-white p-4 shadow-lg ring-1 ring-slate-200"
      >
        {({ close }) => (
          <>
            <fieldset>
              <legend className="text-sm font-semibold text-ink">Channels</legend>
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
                className="rounded-md px-3 py-1.5 text-sm font-semibold text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50"
              >
                Clear
              </button>
              <CloseButton className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800">
                Apply
              </CloseButton>
            </div>
          </>
        )}
      </PopoverPanel>
    </Popover>
  );
}

import { TabGroup, TabPanel, TabPanels } from '@headlessui/react';
import { useId, useMemo, useState } from 'react';
import { toCsv } from '../../lib/csv';
import { DELAYS_MS, REPORT_NOTICES } from '../../lib/messages';
import { STATUS_HEADER, statusRows, totalsOf, type ChannelFigures } from '../../lib/report-totals';
import { DataTable } from '../shared/DataTable';
import { gatedIsland } from '../shared/HydrationGate';
import { TabStrip } from '../shared/TabStrip';
import { showNotice } from '../shared/notify';
import { ChartLegend } from './ChartLegend';
import { DailyLineChart } from './DailyLineChart';
import { DeliveryBarChart } from './DeliveryBarChart';
import { downloadText } from './download';
import { FiltersPopover } from './FiltersPopover';

interface Props {
  channels: ChannelFigures[];
  days: string[];
  timeframes: { value: string; label: string }[];
  defaultTimeframe: string;
  placeholders: { engagement: string; conversion: string; spending: string };
  scheduleHref: string;
}

const TABS = ['Delivery', 'Engagement', 'Conversion', 'Spending'] as const;
const number = (value: number) => value.toLocaleString('en-US');

function Reports({ channels, days, timeframes, defaultTimeframe, placeholders, scheduleHref }: Props) {
  const [selected, setSelected] = useState(() => new Set(channels.map((c) => c.id)));
  const [timeframe, setTimeframe] = useState(defaultTimeframe);
  const [exporting, setExporting] = useState(false);
  const timeframeId = useId();

  const visible = useMemo(() => channels.filter((c) => selected.has(c.id)), [channels, selected]);
  const totals = totalsOf(visible);
  const timeframeLabel = timeframes.find((t) => t.value === timeframe)?.label ?? '';

  const toggle = (id: string) => {
    const label = channels.find((c) => c.id === id)?.label ?? id;
    const next = new Set(selected);
    if (next.has(id)) {
      next.delete(id);
      showNotice({ kind: 'info', ...REPORT_NOTICES.filterRemoved(label) });
    } else {
      next.add(id);
      showNotice({ kind: 'info', ...REPORT_NOTICES.filterApplied(label) });
    }
    setSelected(next);
  };

  const exportCsv = () => {
    if (exporting) return;
    setExporting(true);
    showNotice({ kind: 'info', ...REPORT_NOTICES.exportStarted });
    const csv = toCsv(STATUS_HEADER, statusRows(visible));
    window.setTimeout(() => {
      downloadText(`delivery-report-${timeframe}.csv`, csv, 'text/csv;charset=utf-8');
      showNotice({ kind: 'success', ...REPORT_NOTICES.exportComplete });
      setExporting(false);
    }, DELAYS_MS.export);
  };

  return (
    <div>
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={timeframeId} className="block text-sm font-medium text-ink">
            Timeframe
          </label>
          <select
            id={timeframeId}
            value={timeframe}
            onChange={(event) => setTimeframe(event.target.value)}
            className="mt-1 rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-ink"
          >
            {timeframes.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
        </div>
        <FiltersPopover
          channels={channels}
          selected={selected}
          onToggle={toggle}
          onClear={() => setSelected(new Set(channels.map((c) => c.id)))}
        />
        <button
          type="button"
          onClick={exportCsv}
          disabled={exporting}
          className="rounded-md bg-white px-4 py-2 text-sm font-semibold text-ink ring-1 ring-inset ring-slate-300 hover:bg-slate-50 disabled:cursor-wait disabled:text-slate-600"
        >
          {exporting ? 'Exporting...' : 'Export'}
        </button>
        <a
          href={scheduleHref}
          className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Schedule Reports
        </a>
      </div>

      <TabGroup className="mt-8">
        <TabStrip label="Report" tabs={TABS} />
        <TabPanels className="mt-6">
          <TabPanel>
            <p className="text-sm text-slate-600">
              {timeframeLabel} ·{' '}
              {visible.length === channels.length
                ? 'All channels'
                : visible.map((c) => c.label).join(', ') || 'No channels selected'}
            </p>
            <dl className="mt-4 grid gap-4 sm:grid-cols-3">
              {[
                ['Total Sent', number(totals.sent)],
                ['Delivery Rate', `${totals.deliveryRate}%`],
                ['Failed', number(totals.failed)],
              ].map(([label, value]) => (
                <div key={label} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
                  <dt className="text-sm font-medium text-slate-600">{label}</dt>
                  <dd className="mt-2 text-3xl font-bold text-ink">{value}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-6 grid gap-6 lg:grid-cols-2">
              <figure className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
                <figcaption className="font-semibold text-ink">Sent and delivered by channel</figcaption>
                <div className="mt-3">
                  <DeliveryBarChart channels={visible} title="Sent and delivered by channel" />
                </div>
                <ChartLegend channels={visible} />
              </figure>
              <figure className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
                <figcaption className="font-semibold text-ink">Messages sent per day</figcaption>
                <div className="mt-3">
                  <DailyLineChart channels={visible} days={days} title="Messages sent per day" />
                </div>
                <ChartLegend channels={visible} />
              </figure>
            </div>
            <div className="mt-6">
              <DataTable
                caption="Delivery status by channel"
                showCaption
                headings={STATUS_HEADER}
                minWidth="min-w-[36rem]"
              >
                {statusRows(visible).map((row) => (
                  <tr key={String(row[0])}>
                    {row.map((cell, index) =>
                      index === 0 ? (
                        <th key={index} scope="row" className="py-2.5 pr-4 font-medium text-ink">
                          {cell}
                        </th>
                      ) : (
                        <td key={index} className="py-2.5 pr-4 text-slate-700">
                          {typeof cell === 'number' ? number(cell) : cell}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
                {visible.length === 0 && (
                  <tr>
                    <td colSpan={STATUS_HEADER.length} className="py-4 text-slate-600">
                      No channels selected. Open Filters and tick at least one channel.
                    </td>
                  </tr>
                )}
              </DataTable>
            </div>
          </TabPanel>
          {(['engagement', 'conversion', 'spending'] as const).map((key) => (
            <TabPanel key={key} className="rounded-xl bg-white p-8 text-center text-slate-600 ring-1 ring-slate-200">
              {placeholders[key]}
            </TabPanel>
          ))}
        </TabPanels>
      </TabGroup>
    </div>
  );
}

export default gatedIsland(Reports);

import { TabGroup, TabPanels } from '@headlessui/react';
import { useId, useMemo, useRef, useState } from 'react';
import { DELAYS_MS } from '../../lib/messages';
import { reportExport } from '../../lib/report-export';
import { allChannels, channelsShown, filterNotice, toggleChannel, visibleChannels } from '../../lib/report-filters';
import { statusHeader, statusRows, totalsOf } from '../../lib/report-totals';
import type { ReportsCopy } from '../../schemas/account';
import { DataTable } from '../shared/DataTable';
import { withErrorBoundary } from '../shared/ErrorBoundary';
import { StripPanel, TabStrip } from '../shared/TabStrip';
import { showNotice } from '../shared/notify';
import { useAdoptedFields } from '../shared/useAdoptedFields';
import { ChartLegend } from './ChartLegend';
import { DailyLineChart } from './DailyLineChart';
import { DeliveryBarChart } from './DeliveryBarChart';
import { downloadText } from './download';
import { FiltersPopover } from './FiltersPopover';

/** The whole of content/account/reports.yaml except the page's title, heading and intro; its days as the page writes them; the page's language. */
type Props = Omit<ReportsCopy, 'title' | 'description' | 'heading' | 'intro' | 'days' | 'timeframes'> & {
  days: string[];
  lang: string;
  /** `lang` on a choice whose label a translated page shows in English. */
  timeframes: (ReportsCopy['timeframes'][number] & { lang?: string })[];
};

function Reports(text: Props) {
  const number = (value: number) => value.toLocaleString(text.lang);
  const { channels, days, timeframes, defaultTimeframe, placeholders, toolbar, tabs, totals: labels, charts } = text;
  const { notices, statusTable } = text;
  const [selected, setSelected] = useState(() => allChannels(channels));
  const [timeframe, setTimeframe] = useState<string>(defaultTimeframe);
  const timeframeSelect = useRef<HTMLSelectElement>(null);
  // The island hydrates on the visitor's first touch: a timeframe picked while it loads is kept.
  useAdoptedFields(() => {
    if (timeframeSelect.current) setTimeframe(timeframeSelect.current.value);
  });
  const [exporting, setExporting] = useState(false);
  const timeframeId = useId();
  const tabGroup = useId();

  const visible = useMemo(() => visibleChannels(channels, selected), [channels, selected]);
  const totals = totalsOf(visible);
  const timeframeLabel = timeframes.find((t) => t.id === timeframe)?.label ?? '';
  const header = statusHeader(statusTable.columns);

  const toggle = (id: string) => {
    const { selected: next, change } = toggleChannel(selected, id);
    showNotice({ kind: 'info', ...filterNotice(notices, change, channels, id) });
    setSelected(next);
  };

  const exportCsv = () => {
    if (exporting) return;
    setExporting(true);
    showNotice({ kind: 'info', ...notices.exportStarted });
    const file = reportExport({ exportFile: toolbar.exportFile, columns: statusTable.columns }, timeframe, visible);
    window.setTimeout(() => {
      downloadText(file.name, file.text, file.type);
      showNotice({ kind: 'success', ...notices.exportComplete });
      setExporting(false);
    }, DELAYS_MS.export);
  };

  return (
    <div>
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={timeframeId} className="block text-sm font-medium text-ink">
            {toolbar.timeframe}
          </label>
          <select
            ref={timeframeSelect}
            id={timeframeId}
            value={timeframe}
            onChange={(event) => setTimeframe(event.target.value)}
            className="mt-1 rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-ink"
          >
            {timeframes.map((t) => (
              <option key={t.id} value={t.id} lang={t.lang}>
                {t.label}
              </option>
            ))}
          </select>
        </div>
        <FiltersPopover
          text={text.filters}
          channels={channels}
          selected={selected}
          onToggle={toggle}
          onClear={() => setSelected(allChannels(channels))}
        />
        <button
          type="button"
          onClick={exportCsv}
          // Disabled while exporting, yet focusable: the press that started it keeps its focus.
          aria-disabled={exporting || undefined}
          className="rounded-md bg-white px-4 py-2 text-sm font-semibold text-ink ring-1 ring-inset ring-slate-300 hover:bg-slate-50 forced-colors:border aria-disabled:cursor-wait aria-disabled:text-slate-600"
        >
          {exporting ? toolbar.exporting : toolbar.export}
        </button>
        <a
          href={toolbar.schedule.href}
          className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {toolbar.schedule.label}
        </a>
      </div>

      <TabGroup className="mt-8">
        <TabStrip
          group={tabGroup}
          label={text.tabsLabel}
          tabs={[tabs.delivery, tabs.engagement, tabs.conversion, tabs.spending]}
          headedPanels
        />
        <TabPanels className="mt-6">
          <StripPanel group={tabGroup} index={0} heading={tabs.delivery}>
            <p className="text-sm text-slate-600">
              {timeframeLabel} · {channelsShown(text, channels, visible)}
            </p>
            <dl className="mt-4 grid gap-4 sm:grid-cols-3">
              {[
                [labels.sent, number(totals.sent)],
                [labels.deliveryRate, `${totals.deliveryRate}%`],
                [labels.failed, number(totals.failed)],
              ].map(([label, value]) => (
                <div key={label} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
                  <dt className="text-sm font-medium text-slate-600">{label}</dt>
                  <dd className="mt-2 text-3xl font-bold text-ink">{value}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-6 grid gap-6 lg:grid-cols-2">
              <figure className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
                <figcaption className="font-semibold text-ink">{charts.bars.title}</figcaption>
                <div className="mt-3">
                  <DeliveryBarChart lang={text.lang} channels={visible} text={charts.bars} empty={charts.empty} />
                </div>
                <ChartLegend channels={visible} />
              </figure>
              <figure className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
                <figcaption className="font-semibold text-ink">{charts.daily.title}</figcaption>
                <div className="mt-3">
                  <DailyLineChart
                    lang={text.lang}
                    channels={visible}
                    days={days}
                    text={charts.daily}
                    empty={charts.empty}
                  />
                </div>
                <ChartLegend channels={visible} />
              </figure>
            </div>
            <div className="mt-6">
              <DataTable caption={statusTable.caption} showCaption headings={header} minWidth="min-w-[36rem]">
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
                    <td colSpan={header.length} className="py-4 text-slate-600">
                      {statusTable.empty}
                    </td>
                  </tr>
                )}
              </DataTable>
            </div>
          </StripPanel>
          {(['engagement', 'conversion', 'spending'] as const).map((key, index) => (
            <StripPanel
              key={key}
              group={tabGroup}
              index={index + 1}
              heading={tabs[key]}
              className="rounded-xl bg-white p-8 text-center text-slate-600 ring-1 ring-slate-200"
            >
              {placeholders[key]}
            </StripPanel>
          ))}
        </TabPanels>
      </TabGroup>
    </div>
  );
}

export default withErrorBoundary(Reports);

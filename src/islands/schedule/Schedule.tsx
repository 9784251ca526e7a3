import { TabGroup, TabPanels } from '@headlessui/react';
import { useId } from 'react';
import { fill } from '../../lib/template';
import type { SchedulePageCopy, ShownCompletedSchedule, ShownSchedule } from '../../schemas/account';
import { DataTable } from '../shared/DataTable';
import { withErrorBoundary } from '../shared/ErrorBoundary';
import { StripPanel, TabStrip } from '../shared/TabStrip';

/** `lang` on a button whose texts a translated page shows in English. */
type RowAction = SchedulePageCopy['upcoming']['actions'][number] & { lang?: string };

interface Props {
  upcoming: ShownSchedule[];
  completed: ShownCompletedSchedule[];
  text: Pick<SchedulePageCopy, 'tabsLabel' | 'drafts'> & {
    upcoming: SchedulePageCopy['upcoming'] & { actions: RowAction[] };
    completed: SchedulePageCopy['completed'] & { actions: RowAction[] };
  };
  /** The page's language (a BCP 47 tag) for numbers. */
  lang: string;
}

const cell = 'py-2.5 pr-4';
const rowButton =
  'rounded-md px-2.5 py-1 text-sm font-medium text-brand-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 forced-colors:border';

/** Row buttons; the spec gives them no action. Each is named with its row for screen readers. */
function RowActions({ item, actions }: { item: string; actions: RowAction[] }) {
  return (
    <td className={`${cell} whitespace-nowrap`}>
      <span className="flex gap-2">
        {actions.map((action) => (
          <button
            key={action.id}
            type="button"
            className={rowButton}
            lang={action.lang}
            aria-label={fill(action.name, { name: item })}
          >
            {action.label}
          </button>
        ))}
      </span>
    </td>
  );
}

/** Scheduled messages: upcoming, completed and drafts. The row actions are not wired (spec §2). */
function Schedule({ upcoming, completed, text, lang }: Props) {
  const count = (value: number | string) => (typeof value === 'number' ? value.toLocaleString(lang) : value);
  const { upcoming: up, completed: done, drafts } = text;
  const tabGroup = useId();
  return (
    <TabGroup>
      <TabStrip group={tabGroup} label={text.tabsLabel} tabs={[up.tab, done.tab, drafts.tab]} headedPanels />
      <TabPanels className="mt-6">
        <StripPanel group={tabGroup} index={0} heading={up.tab}>
          <DataTable minWidth="min-w-[44rem]" caption={up.caption} headings={Object.values(up.columns)}>
            {upcoming.map((item) => (
              <tr key={item.id}>
                <th scope="row" className={`${cell} font-medium text-ink`}>
                  {item.name}
                </th>
                <td className={cell}>{item.type}</td>
                <td className={cell}>{item.frequency}</td>
                <td className={cell}>{item.nextScheduled}</td>
                <td className={cell}>{count(item.recipients)}</td>
                <td className={cell}>
                  <span className="rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-800 ring-1 ring-inset ring-green-600/30">
                    {item.status}
                  </span>
                </td>
                <RowActions item={item.name} actions={up.actions} />
              </tr>
            ))}
          </DataTable>
        </StripPanel>
        <StripPanel group={tabGroup} index={1} heading={done.tab}>
          <DataTable minWidth="min-w-[44rem]" caption={done.caption} headings={Object.values(done.columns)}>
            {completed.map((item) => (
              <tr key={item.id}>
                <th scope="row" className={`${cell} font-medium text-ink`}>
                  {item.name}
                </th>
                <td className={cell}>{item.type}</td>
                <td className={cell}>{item.sentDate}</td>
                <td className={cell}>{count(item.recipients)}</td>
                <td className={cell}>{item.deliveryRate}</td>
                <td className={cell}>{item.openRate}</td>
                <RowActions item={item.name} actions={done.actions} />
              </tr>
            ))}
          </DataTable>
        </StripPanel>
        <StripPanel
          group={tabGroup}
          index={2}
          heading={drafts.tab}
          className="rounded-xl bg-white p-10 text-center ring-1 ring-slate-200"
        >
          <h2 className="text-lg font-semibold text-ink">{drafts.heading}</h2>
          <p className="mt-1 text-slate-600">{drafts.text}</p>
        </StripPanel>
      </TabPanels>
    </TabGroup>
  );
}

export default withErrorBoundary(Schedule);

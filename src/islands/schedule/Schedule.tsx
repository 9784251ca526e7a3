import { TabGroup, TabPanel, TabPanels } from '@headlessui/react';
import { DataTable } from '../shared/DataTable';
import { gatedIsland } from '../shared/HydrationGate';
import { TabStrip } from '../shared/TabStrip';

interface Upcoming {
  id: string;
  name: string;
  type: string;
  frequency: string;
  nextScheduled: string;
  recipients: number | 'Dynamic';
  status: string;
}

interface Completed {
  id: string;
  name: string;
  type: string;
  sentDate: string;
  recipients: number;
  deliveryRate: string;
  openRate: string;
}

const TABS = ['Upcoming', 'Completed', 'Drafts'] as const;
const cell = 'py-2.5 pr-4';
const rowButton =
  'rounded-md px-2.5 py-1 text-sm font-medium text-brand-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50';
const count = (value: number | 'Dynamic') => (typeof value === 'number' ? value.toLocaleString('en-US') : value);

/** Row buttons; the spec gives them no action. Each is named with its row for screen readers. */
function RowActions({ item, actions }: { item: string; actions: [label: string, verb: string][] }) {
  return (
    <td className={`${cell} whitespace-nowrap`}>
      <span className="flex gap-2">
        {actions.map(([label, verb]) => (
          <button key={label} type="button" className={rowButton} aria-label={`${verb} ${item}`}>
            {label}
          </button>
        ))}
      </span>
    </td>
  );
}

/** Scheduled messages: upcoming, completed and drafts. The row actions are not wired (spec §2). */
function Schedule({ upcoming, completed }: { upcoming: Upcoming[]; completed: Completed[] }) {
  return (
    <TabGroup>
      <TabStrip label="Schedules" tabs={TABS} />
      <TabPanels className="mt-6">
        <TabPanel>
          <DataTable
            minWidth="min-w-[44rem]"
            caption="Upcoming scheduled messages"
            headings={['Name', 'Type', 'Frequency', 'Next scheduled', 'Recipients', 'Status', 'Actions']}
          >
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
                <RowActions
                  item={item.name}
                  actions={[
                    ['Edit', 'Edit'],
                    ['Pause', 'Pause'],
                  ]}
                />
              </tr>
            ))}
          </DataTable>
        </TabPanel>
        <TabPanel>
          <DataTable
            minWidth="min-w-[44rem]"
            caption="Completed scheduled messages"
            headings={['Name', 'Type', 'Sent', 'Recipients', 'Delivery rate', 'Open rate', 'Actions']}
          >
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
                <RowActions
                  item={item.name}
                  actions={[
                    ['View Details', 'View details of'],
                    ['Duplicate', 'Duplicate'],
                  ]}
                />
              </tr>
            ))}
          </DataTable>
        </TabPanel>
        <TabPanel className="rounded-xl bg-white p-10 text-center ring-1 ring-slate-200">
          <h2 className="text-lg font-semibold text-ink">No drafts yet</h2>
          <p className="mt-1 text-slate-600">Schedules you start and save without activating will wait for you here.</p>
        </TabPanel>
      </TabPanels>
    </TabGroup>
  );
}

export default gatedIsland(Schedule);

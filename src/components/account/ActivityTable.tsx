import { DataTable } from '../../islands/shared/DataTable';
import type { ActivityRow } from '../../data/account';
import { TONE_BADGE_CLASS } from '../../lib/status-tone';
import type { DashboardCopy } from '../../schemas/account';

interface Props {
  caption: string;
  regionLabel?: string;
  items: ActivityRow[];
  columns: DashboardCopy['activity']['columns'];
}

/** Sent messages with their status; rendered on the server only (the dashboard ships no script for it). */
export function ActivityTable({ caption, regionLabel, items, columns }: Props) {
  return (
    <DataTable
      caption={caption}
      regionLabel={regionLabel}
      headings={[columns.type, columns.status, columns.recipient, columns.time]}
      minWidth="min-w-[32rem]"
      framed={false}
    >
      {items.map((item) => {
        const { tone } = item;
        return (
          <tr key={item.id}>
            <td className="py-2.5 pr-4 font-medium text-ink">{item.type}</td>
            <td className="py-2.5 pr-4">
              <span
                data-status-tone={tone}
                className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONE_BADGE_CLASS[tone]}`}
              >
                {item.status}
              </span>
            </td>
            <td className="py-2.5 pr-4 text-slate-700 [overflow-wrap:anywhere]">{item.recipient}</td>
            <td className="py-2.5 text-slate-600 sm:whitespace-nowrap">{item.time}</td>
          </tr>
        );
      })}
    </DataTable>
  );
}

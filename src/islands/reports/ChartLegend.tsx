import type { ChannelFigures } from '../../lib/report-totals';
import { fillOf } from './palette';

export function ChartLegend({ channels }: { channels: ChannelFigures[] }) {
  return (
    <ul className="mt-3 flex flex-wrap gap-4 text-sm text-slate-700" aria-hidden="true">
      {channels.map((c) => (
        <li key={c.id} className="flex items-center gap-2">
          <svg width="12" height="12" aria-hidden="true">
            <rect width="12" height="12" rx="2" className={fillOf(c.id)} />
          </svg>
          {c.label}
        </li>
      ))}
    </ul>
  );
}

import { niceMax, type ChannelFigures } from '../../lib/report-totals';
import { fill } from '../../lib/template';
import type { ReportsCopy } from '../../schemas/account';
import { strokeOf } from './palette';
import { YGrid } from './YGrid';

const WIDTH = 480;
const HEIGHT = 260;
const PAD = { top: 16, right: 16, bottom: 36, left: 56 };

/** Messages sent per day, one line per channel. */
export function DailyLineChart({
  channels,
  days,
  text,
  empty,
  lang,
}: {
  channels: ChannelFigures[];
  days: string[];
  text: ReportsCopy['charts']['daily'];
  /** Heard when no channel is selected. */
  empty: string;
  /** The page's language (a BCP 47 tag) for numbers. */
  lang: string;
}) {
  const { title } = text;
  const max = niceMax(Math.max(0, ...channels.flatMap((c) => c.daily)));
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const x = (index: number) => PAD.left + (days.length > 1 ? (index / (days.length - 1)) * plotW : plotW / 2);
  const y = (value: number) => PAD.top + plotH - (value / max) * plotH;
  const ticks = [0, 0.5, 1].map((f) => f * max);
  const summary = channels
    .map((c) =>
      fill(text.summary, {
        channel: c.label,
        first: (c.daily[0] ?? 0).toLocaleString(lang),
        firstDay: days[0] ?? '',
        last: (c.daily.at(-1) ?? 0).toLocaleString(lang),
        lastDay: days.at(-1) ?? '',
      }),
    )
    .join('; ');

  return (
    <svg
      role="img"
      aria-label={`${title}. ${summary || empty}`}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="h-auto w-full"
    >
      <title>{title}</title>
      <YGrid lang={lang} ticks={ticks} y={y} left={PAD.left} right={WIDTH - PAD.right} />
      {days.map((day, index) => (
        <text
          key={day}
          x={x(index)}
          y={HEIGHT - PAD.bottom + 18}
          textAnchor="middle"
          fontSize="11"
          className="fill-ink"
        >
          {day.replace(/^\w+ /, '')}
        </text>
      ))}
      {channels.map((c) => (
        <polyline
          key={c.id}
          points={c.daily.map((value, index) => `${x(index)},${y(value)}`).join(' ')}
          fill="none"
          className={strokeOf(c.id)}
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
      ))}
    </svg>
  );
}

import { niceMax, type ChannelFigures } from '../../lib/report-totals';
import { fill } from '../../lib/template';
import type { ReportsCopy } from '../../schemas/account';
import { fillOf } from './palette';
import { YGrid } from './YGrid';

const WIDTH = 480;
const HEIGHT = 260;
const PAD = { top: 16, right: 12, bottom: 36, left: 56 };

/** Messages sent per channel as bars, with the delivered share drawn inside each bar. */
export function DeliveryBarChart({
  channels,
  text,
  empty,
  lang,
}: {
  channels: ChannelFigures[];
  text: ReportsCopy['charts']['bars'];
  /** Heard when no channel is selected. */
  empty: string;
  /** The page's language (a BCP 47 tag) for numbers. */
  lang: string;
}) {
  const { title } = text;
  const max = niceMax(Math.max(0, ...channels.map((c) => c.sent)));
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = channels.length > 0 ? plotW / channels.length : plotW;
  const barW = Math.min(64, slot * 0.6);
  const y = (value: number) => PAD.top + plotH - (value / max) * plotH;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => f * max);
  const summary = channels
    .map((c) =>
      fill(text.summary, {
        channel: c.label,
        sent: c.sent.toLocaleString(lang),
        delivered: c.delivered.toLocaleString(lang),
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
      {channels.map((c, index) => {
        const x = PAD.left + slot * index + (slot - barW) / 2;
        return (
          <g key={c.id}>
            <rect
              x={x}
              y={y(c.sent)}
              width={barW}
              height={y(0) - y(c.sent)}
              className={fillOf(c.id)}
              opacity="0.35"
              rx="3"
            />
            <rect
              x={x}
              y={y(c.delivered)}
              width={barW}
              height={y(0) - y(c.delivered)}
              className={fillOf(c.id)}
              rx="3"
            />
            <text x={x + barW / 2} y={HEIGHT - PAD.bottom + 18} textAnchor="middle" fontSize="12" className="fill-ink">
              {c.label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

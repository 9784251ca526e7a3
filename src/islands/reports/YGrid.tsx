/** Horizontal grid lines with their value labels, shared by the report charts. */
export function YGrid({
  ticks,
  y,
  left,
  right,
  lang,
}: {
  ticks: number[];
  y: (value: number) => number;
  left: number;
  right: number;
  lang: string;
}) {
  return (
    <>
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={left} x2={right} y1={y(tick)} y2={y(tick)} className="stroke-slate-200" />
          <text x={left - 8} y={y(tick) + 4} textAnchor="end" fontSize="11" className="fill-slate-600">
            {tick.toLocaleString(lang)}
          </text>
        </g>
      ))}
    </>
  );
}

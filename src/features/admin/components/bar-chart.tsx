import { useId } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";

export interface ChartSeries<K extends string> {
  key: K;
  label: string;
  /** A fill colour class, e.g. "fill-violet-400". */
  fill: string;
  /** The same colour for the legend swatch, e.g. "bg-violet-400". */
  swatch: string;
}

const W = 420;
const H = 200;
const PAD = { top: 10, right: 4, bottom: 24 };
/** Width of one character of the axis labels (11 px text), generously: the left margin grows with the longest label. */
const AXIS_CHAR = 6.6;

/** A column chart drawn in SVG; its numbers are also in a table for screen readers and for copying. */
export function BarChart<K extends string>({
  title,
  rows,
  series,
  format,
  formatAxis = format,
}: {
  title: string;
  rows: { label: string; values: Record<K, number> }[];
  series: ChartSeries<K>[];
  format: (n: number) => string;
  formatAxis?: (n: number) => string;
}) {
  const { t } = useTranslation("admin");
  const id = useId();
  const max = Math.max(1, ...rows.flatMap((r) => series.map((s) => r.values[s.key])));
  const ticks = [0, 0.5, 1].map((f) => ({ f, label: formatAxis(max * f) }));
  // "1.249,5 $" (German keeps thousands in full) needs more room than "$1.2K": never clip a label.
  const left = Math.max(44, Math.ceil(Math.max(...ticks.map((tick) => tick.label.length)) * AXIS_CHAR) + 10);
  const innerW = W - left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const slot = innerW / Math.max(1, rows.length);
  const barW = Math.max(1, (slot * 0.72) / series.length);
  const y = (v: number) => PAD.top + innerH - (v / max) * innerH;
  const labelEvery = Math.max(1, Math.ceil(rows.length / 5));
  const summary = series.map((s) => `${s.label}: ${format(rows.reduce((n, r) => n + r.values[s.key], 0))}`).join(", ");

  return (
    <figure className="flex flex-col gap-3">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={`${id}-t`}
        aria-describedby={`${id}-d`}
        className="h-auto w-full"
      >
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{summary}</desc>
        {ticks.map(({ f, label }) => (
          <g key={f}>
            <line
              x1={left}
              x2={W - PAD.right}
              y1={y(max * f)}
              y2={y(max * f)}
              className="stroke-border"
              strokeDasharray={f ? "4 4" : undefined}
            />
            <text x={left - 6} y={y(max * f) + 4} textAnchor="end" className="fill-muted-foreground text-[11px]">
              {label}
            </text>
          </g>
        ))}
        {rows.map((r, i) =>
          series.map((s, j) => {
            const v = r.values[s.key];
            const x = left + i * slot + slot * 0.14 + j * barW;
            return (
              <rect
                key={`${i}-${s.key}`}
                x={x}
                y={y(v)}
                width={barW}
                height={Math.max(0, PAD.top + innerH - y(v))}
                rx={Math.min(3, barW / 2)}
                className={s.fill}
              >
                <title>{`${r.label} · ${s.label}: ${format(v)}`}</title>
              </rect>
            );
          }),
        )}
        {rows.map((r, i) =>
          i % labelEvery === 0 ? (
            <text
              key={r.label}
              x={left + i * slot + slot / 2}
              y={H - 8}
              textAnchor="middle"
              className="fill-muted-foreground text-[11px]"
            >
              {r.label}
            </text>
          ) : null,
        )}
      </svg>
      <figcaption className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
        <span className="flex flex-wrap gap-3">
          {series.map((s) => (
            <span key={s.key} className="inline-flex items-center gap-1.5">
              <span aria-hidden className={cn("size-2.5 rounded-sm", s.swatch)} />
              {s.label}
            </span>
          ))}
        </span>
        <details className="group">
          <summary className="cursor-pointer select-none hover:text-foreground">{t("common.chartData")}</summary>
          <div className="mt-2 max-h-64 overflow-auto rounded-lg border">
            <table className="w-full text-left text-xs">
              <caption className="sr-only">{title}</caption>
              <thead>
                <tr className="border-b">
                  <th scope="col" className="px-2 py-1 font-medium">
                    &nbsp;
                  </th>
                  {series.map((s) => (
                    <th key={s.key} scope="col" className="px-2 py-1 text-right font-medium">
                      {s.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.label} className="border-b last:border-0">
                    <th scope="row" className="px-2 py-1 font-normal">
                      {r.label}
                    </th>
                    {series.map((s) => (
                      <td key={s.key} className="px-2 py-1 text-right tabular-nums">
                        {format(r.values[s.key])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </figcaption>
    </figure>
  );
}

import type { MetricMilestoneMark, MetricPointDto } from "@common/order-metrics";

const W = 600;
const H = 160;
const PAD = { top: 12, right: 12, bottom: 20, left: 12 };
/** Each point is a dot up to this many; beyond, the line alone (730 dots of two daily years would be one smudge). */
const DOTS_UP_TO = 90;

/**
 * A metric's points over time as an SVG line, with the milestones as dashed marks on the time axis. The picture is
 * an image with a text summary (`label`) for screen readers; the numbers themselves are in the table beside it.
 * Only measured points are drawn (dots too, up to DOTS_UP_TO): no curve fitting, no line beyond the last point.
 */
export function MetricChart({
  points,
  milestones,
  label,
}: {
  points: readonly MetricPointDto[];
  milestones: readonly MetricMilestoneMark[];
  label: string;
}) {
  const sorted = [...points].sort((a, b) => a.measuredAt.localeCompare(b.measuredAt));
  const times = sorted.map((p) => Date.parse(p.measuredAt));
  const values = sorted.map((p) => p.value);
  const t0 = Math.min(...times);
  const t1 = Math.max(...times);
  const v0 = Math.min(...values);
  const v1 = Math.max(...values);
  const x = (t: number) => PAD.left + (t1 === t0 ? 0.5 : (t - t0) / (t1 - t0)) * (W - PAD.left - PAD.right);
  const y = (v: number) => PAD.top + (v1 === v0 ? 0.5 : 1 - (v - v0) / (v1 - v0)) * (H - PAD.top - PAD.bottom);
  const line = sorted.map((p, i) => `${i ? "L" : "M"}${x(times[i]!).toFixed(1)},${y(p.value).toFixed(1)}`).join(" ");
  const marks = milestones.filter((m) => {
    const at = Date.parse(m.at);
    return at >= t0 && at <= t1;
  });
  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} className="h-40 w-full" preserveAspectRatio="none">
      <line x1={PAD.left} x2={W - PAD.right} y1={H - PAD.bottom} y2={H - PAD.bottom} className="stroke-border" />
      {marks.map((m) => (
        <line
          key={`${m.title}-${m.at}`}
          x1={x(Date.parse(m.at))}
          x2={x(Date.parse(m.at))}
          y1={PAD.top}
          y2={H - PAD.bottom}
          strokeDasharray="4 4"
          className="stroke-muted-foreground/60"
          data-milestone={m.title}
        />
      ))}
      <path d={line} fill="none" strokeWidth={2.5} vectorEffect="non-scaling-stroke" className="stroke-primary" />
      {sorted.length <= DOTS_UP_TO &&
        sorted.map((p, i) => <circle key={p.id} cx={x(times[i]!)} cy={y(p.value)} r={4} className="fill-primary" />)}
    </svg>
  );
}

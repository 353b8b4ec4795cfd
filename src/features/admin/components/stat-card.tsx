import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";

export function StatCard({
  to,
  label,
  value,
  hint,
  icon: Icon,
  gradient,
}: {
  to: string;
  label: string;
  /** null while loading; a money figure is one string per currency, shown one under the other. */
  value: string | string[] | null;
  hint: string;
  icon: LucideIcon;
  gradient: string;
}) {
  return (
    <Link
      to={to}
      className="group relative overflow-hidden rounded-xl border bg-card p-5 transition-colors hover:border-primary/50 focus-visible:outline-2 focus-visible:outline-ring"
    >
      <div aria-hidden className={`absolute inset-x-0 top-0 h-1 bg-gradient-to-r ${gradient}`} />
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm text-muted-foreground">{label}</p>
          {Array.isArray(value) && value.length > 1 ? (
            <ul className="mt-2 min-h-9 text-xl font-bold tabular-nums tracking-tight">
              {value.map((v) => (
                <li key={v}>{v}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 h-9 text-3xl font-bold tabular-nums tracking-tight">
              {(Array.isArray(value) ? value[0] : value) ?? (
                <span className="inline-block h-8 w-24 animate-pulse rounded-md bg-muted" />
              )}
            </p>
          )}
          <p className="mt-1 text-xs text-muted-foreground">{hint}</p>
        </div>
        <span
          className={`grid size-10 shrink-0 place-items-center rounded-lg bg-gradient-to-br ${gradient} text-white shadow-lg`}
        >
          <Icon aria-hidden className="size-5" />
        </span>
      </div>
    </Link>
  );
}

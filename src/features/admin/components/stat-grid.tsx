import type { ComponentProps } from "react";
import { StatCard } from "./stat-card";

/** A row of stat cards (three to a line on wide screens), each one a link to where its number comes from. */
export function StatGrid({ stats }: { stats: ComponentProps<typeof StatCard>[] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {stats.map((stat) => (
        <StatCard key={stat.label} {...stat} />
      ))}
    </div>
  );
}

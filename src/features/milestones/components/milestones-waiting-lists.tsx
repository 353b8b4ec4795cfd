import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { adminOrderPath } from "@common/workspace";
import { api, unwrap } from "@/lib/api-client";

type List = "waiting_for_client" | "changes_asked";

function WaitingList({ list }: { list: List }) {
  const { t } = useTranslation("milestones");
  const q = useQuery({
    queryKey: ["milestones", "waiting", list],
    queryFn: async () =>
      unwrap(await api.admin.milestones.waiting.$get({ query: { list, page: "1", pageSize: "10" } })),
  });
  const label = t(list === "waiting_for_client" ? "board.waitingForClient" : "board.changesAsked");
  const v = q.data;
  return (
    <section aria-label={label} className="grid content-start gap-2 rounded-xl border p-4">
      <h3 className="flex items-baseline justify-between gap-2 font-semibold">
        <span>{label}</span>
        <span className="tabular-nums text-muted-foreground">{v?.total ?? "…"}</span>
      </h3>
      <ul className="grid gap-1 text-sm">
        {v?.items.map((i) => (
          <li key={i.code} className="min-w-0 truncate">
            <Link to={adminOrderPath(i.code)} className="font-mono text-primary underline-offset-4 hover:underline">
              {i.code}
            </Link>{" "}
            · {i.customerName} · {i.milestones.join(", ")}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Admin dashboard: the orders whose deliveries wait for the client, and those whose client asked for changes. */
export function MilestonesWaitingLists() {
  return (
    <div className="grid gap-4 sm:grid-cols-2" data-testid="milestones-waiting">
      <WaitingList list="changes_asked" />
      <WaitingList list="waiting_for_client" />
    </div>
  );
}

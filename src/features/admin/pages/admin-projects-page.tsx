import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import { useProjectBoard } from "../api/insights";
import { AdminPage } from "@/components/admin/admin-page";
import { QueryState } from "@/components/admin/query-state";
import { serviceName } from "../components/service-name";
import { StatusBadge } from "../components/status-badge";
import { useAdminFormat } from "../lib/format";

const COLUMNS = ["pending", "in_progress", "completed"] as const;
const ACCENT = { pending: "border-t-yellow-400", in_progress: "border-t-blue-400", completed: "border-t-green-400" };

export function AdminProjectsPage() {
  const { t } = useTranslation("admin");
  const f = useAdminFormat();
  const board = useProjectBoard();
  return (
    <AdminPage title={t("projects.title")} description={t("projects.description")}>
      {!board.data ? (
        <QueryState isError={board.isError} onRetry={() => void board.refetch()} className="h-96" />
      ) : (
        <div className="grid gap-4 md:grid-cols-3">
          {COLUMNS.map((status) => {
            const cards = board.data[status];
            return (
              <section
                key={status}
                aria-labelledby={`col-${status}`}
                className={`flex flex-col gap-3 rounded-xl border border-t-4 bg-card/50 p-3 ${ACCENT[status]}`}
              >
                <h2 id={`col-${status}`} className="flex items-center justify-between px-1 text-sm font-semibold">
                  {t(`status.${status}`)}
                  <span className="rounded-full bg-muted px-2 text-xs text-muted-foreground">{cards.length}</span>
                </h2>
                {cards.length === 0 && <p className="px-1 pb-2 text-sm text-muted-foreground">{t("projects.empty")}</p>}
                <ul className="flex flex-col gap-2">
                  {cards.map((o) => (
                    <li key={o.id}>
                      <Link
                        to={`${paths.admin.orders}?order=${encodeURIComponent(o.id)}`}
                        className="block rounded-lg border bg-card p-3 transition-colors hover:border-primary/50"
                      >
                        <span className="flex items-center justify-between gap-2">
                          <span className="font-mono text-xs text-muted-foreground">{o.id}</span>
                          <StatusBadge status={o.status} />
                        </span>
                        <span className="mt-2 block font-medium">{o.projectName}</span>
                        <span className="block text-sm text-muted-foreground">
                          {o.customerName} · {serviceName(t, o.serviceId)}
                        </span>
                        <span className="mt-2 flex items-center justify-between text-xs text-muted-foreground">
                          <span>
                            {o.amountCents === null ? t("common.customQuote") : f.money(o.amountCents, o.currency)}
                          </span>
                          {o.projectDeadline && (
                            <span>{t("projects.deadline", { date: f.date(`${o.projectDeadline}T12:00:00`) })}</span>
                          )}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      )}
    </AdminPage>
  );
}

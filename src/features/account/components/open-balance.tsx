import { Wallet } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "@/features/billing";
import type { ClientDashboard } from "../api/get-dashboard";

/** What issued, unpaid invoices still ask for, one total per currency (amounts in two currencies are never added). */
export function OpenBalance({ balances }: { balances: ClientDashboard["balances"] }) {
  const { t, i18n } = useTranslation("account");
  const money = (cents: number, currency: string) => formatMoney(cents, currency, i18n.language);
  return (
    <section
      aria-labelledby="dashboard-balance"
      className="grid content-start gap-3 rounded-xl border bg-card p-4"
      data-testid="open-balance"
    >
      <h2 id="dashboard-balance" className="flex items-center gap-2 text-sm font-semibold">
        <Wallet aria-hidden className="size-4 text-primary" />
        {t("dashboard.balance.title")}
      </h2>
      {balances.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("dashboard.balance.none")}</p>
      ) : (
        <ul className="grid gap-2">
          {balances.map((b) => (
            <li key={b.currency} className="grid gap-0.5">
              <p className="text-2xl font-bold tabular-nums">{money(b.balanceCents, b.currency)}</p>
              {b.overdueCents > 0 && (
                <p className="text-sm font-medium text-red-300">
                  {t("dashboard.balance.overdue", { amount: money(b.overdueCents, b.currency) })}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="text-xs text-muted-foreground">{t("dashboard.balance.hint")}</p>
    </section>
  );
}

import { TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { PaymentIssueDto } from "@common/payment-issues";
import { paths } from "@/config/paths";
import { usePaymentIssues } from "../api/get-payment-issues";
import { useBillingFormat } from "./money";

const PROVIDER_NAMES: Record<string, string> = { stripe: "Stripe", paypal: "PayPal" };

function IssueItem({ issue, withOrder }: { issue: PaymentIssueDto; withOrder: boolean }) {
  const { t } = useTranslation("admin-billing");
  const f = useBillingFormat();
  // A provider may name a currency the browser cannot format: then its amount and code as they came.
  const money = (m: { currency: string; amountCents: number }) => {
    try {
      return f.money(m.amountCents, m.currency);
    } catch {
      return `${m.amountCents} ${m.currency}`;
    }
  };
  return (
    <li className="grid gap-1 rounded-md border border-amber-500/40 bg-amber-500/5 p-3 text-sm">
      <p className="font-medium">
        {t(`paymentIssues.kinds.${issue.kind}`, {
          provider: PROVIDER_NAMES[issue.provider] ?? issue.provider,
        })}
      </p>
      <p className="text-xs text-muted-foreground">
        {f.dateTime(issue.createdAt)}
        {issue.invoiceNumber && <> · {t("paymentIssues.invoice", { invoice: issue.invoiceNumber })}</>}
        {withOrder && issue.orderCode && (
          <>
            {" · "}
            <Link className="underline" to={paths.admin.order(issue.orderCode)}>
              {issue.orderCode}
            </Link>
          </>
        )}
      </p>
      {(issue.expected || issue.received) && (
        <dl className="flex flex-wrap gap-x-4 gap-y-1">
          {issue.expected && (
            <div className="flex gap-1">
              <dt className="text-muted-foreground">{t("paymentIssues.expected")}</dt>
              <dd>{money(issue.expected)}</dd>
            </div>
          )}
          {issue.received && (
            <div className="flex gap-1">
              <dt className="text-muted-foreground">{t("paymentIssues.received")}</dt>
              <dd className="font-semibold">{money(issue.received)}</dd>
            </div>
          )}
        </dl>
      )}
      {issue.providerRef && (
        <p className="text-xs">
          {t("paymentIssues.reference")} <span className="font-mono">{issue.providerRef}</span>
        </p>
      )}
      {issue.kind === "malformed" && issue.detail && (
        <details className="text-xs">
          <summary className="cursor-pointer">{t("paymentIssues.detail")}</summary>
          <pre className="mt-1 max-h-48 overflow-auto whitespace-pre-wrap break-all">{issue.detail}</pre>
        </details>
      )}
    </li>
  );
}

/**
 * Providers' events kept for staff instead of applied (another currency or amount, a checkout this site did not
 * open, money for a paid or void invoice, an unreadable event): all of them, or an order's. Nothing when none.
 */
export function PaymentIssuesList({ order }: { order?: string }) {
  const { t } = useTranslation("admin-billing");
  const issues = usePaymentIssues(order);
  const list = issues.data?.issues ?? [];
  if (list.length === 0) return null;
  const id = `payment-issues-${order ?? "all"}`;
  return (
    <section className="grid gap-2" aria-labelledby={id}>
      <h4 id={id} className="flex items-center gap-2 text-sm font-semibold">
        <TriangleAlert aria-hidden className="size-4 text-amber-500" />
        {t("paymentIssues.title", { count: list.length })}
      </h4>
      <p className="text-xs text-muted-foreground">{t("paymentIssues.description")}</p>
      <ul className="grid gap-2">
        {list.map((issue) => (
          <IssueItem key={issue.id} issue={issue} withOrder={!order} />
        ))}
      </ul>
    </section>
  );
}

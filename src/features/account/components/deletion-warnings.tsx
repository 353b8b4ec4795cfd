import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Spinner } from "@/components/ui/spinner";
import { getDeletionCheck } from "../api/account-security";

/** In the delete dialog: open refunds, unpaid invoices and pending cancellation requests, before the client confirms. */
export function DeletionWarnings() {
  const { t, i18n } = useTranslation("account");
  const check = useQuery({ queryKey: ["me", "deletion-check"], queryFn: getDeletionCheck, staleTime: 0, retry: false });
  const money = (cents: number, currency: string) =>
    new Intl.NumberFormat(i18n.language, { style: "currency", currency }).format(cents / 100);
  if (check.isPending) return <Spinner label={t("data.checking")} />;
  const c = check.data;
  if (!c) return null;
  const items = [
    ...c.openRefunds.map((r) =>
      t("data.openRefund", { number: r.creditNoteNumber, code: r.orderCode, amount: money(r.amountCents, r.currency) }),
    ),
    ...c.unpaidInvoices.map((i) =>
      t("data.unpaidInvoice", { number: i.number, code: i.orderCode, amount: money(i.balanceCents, i.currency) }),
    ),
    ...c.pendingCancellations.map((p) => t("data.pendingCancellation", { code: p.orderCode })),
  ];
  if (!items.length) return null;
  return (
    <Alert variant="warning">
      <AlertTitle>{t("data.openTitle")}</AlertTitle>
      <AlertDescription>
        <ul className="list-disc ps-5">
          {items.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
        <p className="mt-2">{t("data.openKept")}</p>
      </AlertDescription>
    </Alert>
  );
}

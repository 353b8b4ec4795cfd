import { useTranslation } from "react-i18next";
import { OrderFiles } from "@/features/order-files/components/order-files";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { ClientOrder } from "../api/get-orders";
import { StatusBadge } from "./status-badge";

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs uppercase tracking-wider text-muted-foreground">{label}</dt>
      <dd className="break-words text-sm">{children}</dd>
    </div>
  );
}

export function OrderDetailDialog({ order, onClose }: { order: ClientOrder | null; onClose: () => void }) {
  const { t, i18n } = useTranslation("orders");
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
  const day = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
  const amount = (o: ClientOrder) =>
    o.amountCents === null
      ? t("detail.customQuote")
      : new Intl.NumberFormat(i18n.language, {
          style: "currency",
          currency: o.currency,
          maximumFractionDigits: 0,
        }).format(o.amountCents / 100);
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        {order && (
          <>
            <DialogHeader>
              <DialogTitle className="flex flex-wrap items-center gap-3">
                {t("detail.title", { code: order.code })}
                <StatusBadge status={order.status} />
              </DialogTitle>
              <DialogDescription>
                {t(`services.${order.serviceId}`)} · {t(`tiers.${order.servicePlan}`)} · {amount(order)}
              </DialogDescription>
            </DialogHeader>
            <dl className="grid gap-4 sm:grid-cols-2">
              <Field label={t("detail.projectName")}>{order.projectName}</Field>
              <Field label={t("detail.deadline")}>
                {order.projectDeadline ? day(order.projectDeadline) : t("detail.none")}
              </Field>
              <div className="sm:col-span-2">
                <Field label={t("detail.projectDescription")}>{order.projectDescription || t("detail.none")}</Field>
              </div>
              <div className="sm:col-span-2">
                <Field label={t("detail.goals")}>
                  {order.projectGoals.length ? (
                    <ul className="list-disc pl-5">
                      {order.projectGoals.map((g, i) => (
                        <li key={i}>{g}</li>
                      ))}
                    </ul>
                  ) : (
                    t("detail.none")
                  )}
                </Field>
              </div>
              <Field label={t("detail.contact")}>
                {order.contactName}
                <br />
                {order.contactEmail}
                {order.contactPhone && (
                  <>
                    <br />
                    {order.contactPhone}
                  </>
                )}
              </Field>
              <Field label={t("detail.submitted")}>{date(order.createdAt)}</Field>
            </dl>
            <section aria-labelledby="order-history">
              <h3 id="order-history" className="mb-2 text-sm font-semibold">
                {t("detail.history")}
              </h3>
              <ol className="grid gap-2 border-l border-border pl-4">
                {order.events.map((e, i) => (
                  <li key={i} className="relative text-sm">
                    <span className="absolute -left-[1.3rem] top-1.5 size-2 rounded-full bg-primary" aria-hidden />
                    <span className="font-medium">
                      {e.fromStatus
                        ? t("detail.changed", { from: t(`status.${e.fromStatus}`), to: t(`status.${e.toStatus}`) })
                        : t("detail.created")}
                    </span>{" "}
                    <span className="text-muted-foreground">· {date(e.createdAt)}</span>
                    {e.note && <p className="text-muted-foreground">{e.note}</p>}
                  </li>
                ))}
              </ol>
            </section>
            {/* Temporary place: the merger moves the files to the order page (/dashboard/orders/:code). */}
            <OrderFiles orderCode={order.code} side="client" />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

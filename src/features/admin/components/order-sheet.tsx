import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LANGUAGE_NAMES, isLanguage } from "@common/locales";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { useAdminOrder } from "../api/orders";
import { useAdminOrderBrief } from "../api/intake";
import { briefNumbers } from "@common/intake";
import { useAdminFormat } from "../lib/format";
import { OrderAssignment } from "./order-assignment";
import { OrderBriefPanel } from "./order-brief-panel";
import { CancellationPanel } from "@/features/billing-admin";
import { OrderBillingPanel } from "@/features/billing-admin";
import { OrderFiles } from "@/features/order-files";
import { OrderMilestonesBoard, useAdminMilestones } from "@/features/milestones";
import { OrderRetainer } from "@/features/retainers";
import { OrderMetricsBoard, OrderReportsBoard, ShareLinks } from "@/features/results";
import { OrderHistory } from "./order-history";
import { OrderNotes } from "./order-notes";
import { OrderProgressForm } from "./order-progress-form";
import { OrderStatusForm } from "./order-status-form";
import { OrderThread } from "./order-thread";
import { QueryState } from "@/components/admin/query-state";
import { serviceName } from "./service-name";
import { StatusBadge } from "./status-badge";

/** The order's client account: placed signed in, joined to the account of its address later, or none. */
const ACCOUNT_TEXT = {
  signed_in: "order.accountYes",
  joined: "order.accountJoined",
  guest: "order.accountNo",
} as const;

/** A dt/dd pair in a div straight under the dl (the only wrapper HTML allows there). */
function Detail({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "col-span-2 grid gap-0.5" : "grid gap-0.5"}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words">{children || "—"}</dd>
    </div>
  );
}

/** The side sheet of one order: details, assignment, status change, history, messages with the client, staff notes. */
/**
 * Staff's typed progress, for an order without milestones only: with milestones the progress is the sum of the
 * approved weights (issue 41), and the board beside it shows it (the server refuses a typed one with 409).
 */
function ProgressUnlessMilestones({ order: o }: { order: NonNullable<ReturnType<typeof useAdminOrder>["data"]> }) {
  const milestones = useAdminMilestones(o.id);
  if (!milestones.data || milestones.data.milestones.length > 0) return null;
  return (
    <OrderProgressForm
      key={`${o.id}-${o.progressAt ?? ""}`}
      id={o.id}
      percent={o.progressPercent}
      note={o.progressNote}
      at={o.progressAt}
    />
  );
}

/** The results board, offered the brief's numbers as a new metric's start. */
function MetricsWithBrief({ code }: { code: string }) {
  const brief = useAdminOrderBrief(code);
  return <OrderMetricsBoard code={code} briefNumbers={briefNumbers(brief.data)} />;
}

export function OrderSheet({
  id,
  onClose,
  onCloseAutoFocus,
}: {
  id: string | null;
  onClose: () => void;
  /** Where focus goes when the sheet closes (Radix returns it to a Dialog.Trigger, and this sheet has none). */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const { t } = useTranslation("admin");
  const f = useAdminFormat();
  const order = useAdminOrder(id);
  const o = order.data;
  return (
    <Sheet open={!!id} onOpenChange={(open) => !open && onClose()}>
      <SheetContent side="right" className="sm:max-w-xl" onCloseAutoFocus={onCloseAutoFocus}>
        <SheetHeader>
          <SheetTitle className="flex items-center gap-3">
            <span className="font-mono">{id}</span>
            {o && <StatusBadge status={o.status} />}
          </SheetTitle>
          <SheetDescription>
            {o ? t("order.description", { date: f.dateTime(o.createdAt) }) : t("order.details")}
          </SheetDescription>
        </SheetHeader>
        {!o ? (
          <QueryState isError={order.isError} onRetry={() => void order.refetch()} className="h-96" />
        ) : (
          <div className="grid gap-6">
            <CancellationPanel code={o.id} />
            <dl className="grid grid-cols-2 gap-4">
              <Detail label={t("order.customer")}>{o.customerName}</Detail>
              <Detail label={t("order.email")}>
                <a href={`mailto:${o.customerEmail}`} className="break-all text-primary hover:underline">
                  {o.customerEmail}
                </a>
              </Detail>
              <Detail label={t("order.phone")}>{o.customerPhone}</Detail>
              <Detail label={t("order.account")}>{t(ACCOUNT_TEXT[o.account])}</Detail>
              <Detail label={t("order.service")}>{serviceName(t, o.serviceId)}</Detail>
              <Detail label={t("order.plan")}>{t(`tiers.${o.tierId}`, { defaultValue: o.tierId })}</Detail>
              <Detail label={t("order.amount")}>
                {o.amountCents === null ? t("common.customQuote") : f.money(o.amountCents, o.currency)}
              </Detail>
              <Detail label={t("order.payment")}>
                {t(`payment.${o.paymentMethod ?? "none"}`, { defaultValue: o.paymentMethod ?? "" })}
              </Detail>
              <Detail label={t("order.deadline")}>
                {o.projectDeadline ? f.date(`${o.projectDeadline}T12:00:00`) : null}
              </Detail>
              <Detail label={t("order.language")}>{isLanguage(o.locale) ? LANGUAGE_NAMES[o.locale] : o.locale}</Detail>
              <Detail wide label={t("order.project")}>
                {o.projectName}
              </Detail>
              <Detail wide label={t("order.projectDescription")}>
                <span className="whitespace-pre-wrap">{o.projectDescription}</span>
              </Detail>
              {o.projectGoals.length > 0 && (
                <Detail wide label={t("order.goals")}>
                  <ul className="list-disc pl-5">
                    {o.projectGoals.map((g, i) => (
                      <li key={i}>{g}</li>
                    ))}
                  </ul>
                </Detail>
              )}
            </dl>
            {/* One form per order: unsaved choices never carry over to the next order opened. */}
            <OrderAssignment key={o.id} id={o.id} assigneeId={o.assigneeId} dueDate={o.dueDate} />
            {o.statusFinal ? (
              <p className="rounded-xl border bg-background/40 p-4 text-sm text-muted-foreground">
                {t("order.statusFinal")}
              </p>
            ) : (
              <OrderStatusForm key={o.status} id={o.id} current={o.status} onDone={onClose} />
            )}
            <ProgressUnlessMilestones order={o} />
            <OrderBriefPanel code={o.id} />
            <OrderRetainer side="staff" code={o.id} />
            <OrderMilestonesBoard code={o.id} />
            <MetricsWithBrief code={o.id} />
            <OrderReportsBoard code={o.id} />
            <ShareLinks side="staff" code={o.id} />
            <OrderBillingPanel order={o} />
            <OrderHistory code={o.id} events={o.events} work={o.work} />
            <OrderThread id={o.id} />
            <OrderFiles orderCode={o.id} side="staff" />
            <OrderNotes id={o.id} notes={o.notes} />
          </div>
        )}
      </SheetContent>
    </Sheet>
  );
}

import { CheckCircle2, ClipboardCheck, FileText, FolderOpen, MessageSquare, Receipt } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { formatMoney } from "@/features/billing";
import { cn } from "@/lib/cn";
import { formatCalendarDay } from "@/lib/dates";
import type { ClientDashboard } from "../api/get-dashboard";

type Actions = ClientDashboard["actions"];

/** Where on the order page each kind of action is: the order page scrolls to and focuses these anchors. */
const orderAnchor = (code: string, anchor: string) => `${paths.dashboardOrder(code)}#${anchor}`;

function ActionCard({
  icon,
  title,
  meta,
  children,
  to,
  cta,
  ctaContext,
  urgent = false,
  testId,
}: {
  icon: ReactNode;
  title: ReactNode;
  meta: ReactNode;
  children?: ReactNode;
  to: string;
  cta: string;
  /** Said after the link's text to screen readers, so that each card's link names its own order or invoice. */
  ctaContext: string;
  urgent?: boolean;
  testId: string;
}) {
  return (
    <li
      className={cn(
        "flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-4",
        urgent ? "border-destructive/70" : "border-primary/30",
      )}
      data-testid={testId}
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden
          className={cn(
            "grid size-9 shrink-0 place-items-center rounded-full",
            urgent ? "bg-destructive/15 text-red-300" : "bg-primary/15 text-primary",
          )}
        >
          {icon}
        </span>
        <div className="grid min-w-0 gap-0.5">
          <h3 className="flex flex-wrap items-center gap-2 font-semibold leading-tight">{title}</h3>
          <p className="text-sm text-muted-foreground">{meta}</p>
        </div>
      </div>
      {children}
      <Button asChild size="sm" variant={urgent ? "destructive" : "gradient"} className="mt-auto w-full sm:w-fit">
        <Link to={to}>
          {cta}
          <span className="sr-only"> {ctaContext}</span>
        </Link>
      </Button>
    </li>
  );
}

/**
 * "Action required": the quotes to answer, invoices to pay (overdue in red, and said in words), unread messages
 * and files staff shared since the client last looked, each linking to its place on the order page. When nothing
 * waits, it says so.
 */
export function ActionRequired({ actions }: { actions: Actions }) {
  const { t, i18n } = useTranslation("account");
  const lng = i18n.language;
  const day = (d: string) => formatCalendarDay(d, lng);
  const money = (cents: number, currency: string) => formatMoney(cents, currency, lng);
  // Deliverables to review (issue 41); absent from an older server's answer.
  const reviews = actions.reviews ?? [];
  const count =
    actions.quotes.length + actions.invoices.length + actions.messages.length + actions.files.length + reviews.length;

  return (
    <section aria-labelledby="dashboard-actions" className="grid gap-4" data-testid="action-required">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="dashboard-actions" className="text-xl font-semibold tracking-tight">
          {t("dashboard.actions.title")}
        </h2>
        {count > 0 && <p className="text-sm text-muted-foreground">{t("dashboard.actions.count", { count })}</p>}
      </div>
      {count === 0 ? (
        <div className="flex items-start gap-3 rounded-xl border border-dashed p-4">
          <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-green-400" />
          <div className="grid gap-1">
            <p className="font-medium">{t("dashboard.actions.none")}</p>
            <p className="text-sm text-muted-foreground">{t("dashboard.actions.noneBody")}</p>
          </div>
        </div>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {actions.invoices.map((inv) => (
            <ActionCard
              key={inv.number}
              testId="action-invoice"
              urgent={inv.overdue}
              icon={<Receipt className="size-4" />}
              title={
                <>
                  {t("dashboard.actions.invoice.title")}
                  {inv.overdue && <Badge variant="red">{t("dashboard.actions.invoice.overdue")}</Badge>}
                </>
              }
              meta={
                <>
                  <span className="font-mono">{inv.number}</span> · <span className="font-mono">{inv.orderCode}</span>
                </>
              }
              to={orderAnchor(inv.orderCode, `invoice-${inv.number}`)}
              cta={t("dashboard.actions.invoice.cta")}
              ctaContext={inv.number}
            >
              <div className="grid gap-0.5">
                <p className="text-2xl font-bold tabular-nums">{money(inv.balanceCents, inv.currency)}</p>
                {inv.balanceCents !== inv.totalCents && (
                  <p className="text-xs text-muted-foreground">
                    {t("dashboard.actions.invoice.ofTotal", { total: money(inv.totalCents, inv.currency) })}
                  </p>
                )}
              </div>
              <p className={cn("text-sm", inv.overdue ? "font-medium text-red-300" : "text-muted-foreground")}>
                {inv.overdue
                  ? t("dashboard.actions.invoice.overdueSince", { date: day(inv.dueDate) })
                  : t("dashboard.actions.invoice.due", { date: day(inv.dueDate) })}
              </p>
            </ActionCard>
          ))}
          {actions.quotes.map((q) => (
            <ActionCard
              key={`${q.orderCode}-${q.version}`}
              testId="action-quote"
              icon={<FileText className="size-4" />}
              title={t("dashboard.actions.quote.title")}
              meta={
                <>
                  <span className="font-mono">{q.orderCode}</span> ·{" "}
                  {t("dashboard.actions.quote.version", { version: q.version })}
                </>
              }
              to={orderAnchor(q.orderCode, "quote")}
              cta={t("dashboard.actions.quote.cta")}
              ctaContext={q.orderCode}
            >
              <p className="text-2xl font-bold tabular-nums">{money(q.totalCents, q.currency)}</p>
              <p className="text-sm text-muted-foreground">
                {t("dashboard.actions.quote.validUntil", { date: day(q.validUntil) })}
              </p>
            </ActionCard>
          ))}
          {reviews.map((r) => (
            <ActionCard
              key={`r-${r.orderCode}`}
              testId="action-reviews"
              icon={<ClipboardCheck className="size-4" />}
              title={t("dashboard.actions.review.title", { count: r.count })}
              meta={<span className="font-mono">{r.orderCode}</span>}
              to={orderAnchor(r.orderCode, "milestones")}
              cta={t("dashboard.actions.review.cta")}
              ctaContext={r.orderCode}
            >
              <p className="text-sm">{t("dashboard.actions.review.body", { count: r.count })}</p>
            </ActionCard>
          ))}
          {actions.messages.map((m) => (
            <ActionCard
              key={`m-${m.orderCode}`}
              testId="action-messages"
              icon={<MessageSquare className="size-4" />}
              title={t("dashboard.actions.messages.title", { count: m.unread })}
              meta={<span className="font-mono">{m.orderCode}</span>}
              to={orderAnchor(m.orderCode, "messages")}
              cta={t("dashboard.actions.messages.cta")}
              ctaContext={m.orderCode}
            >
              <p className="text-sm">{t("dashboard.actions.messages.body", { count: m.unread })}</p>
            </ActionCard>
          ))}
          {actions.files.map((f) => (
            <ActionCard
              key={`f-${f.orderCode}`}
              testId="action-files"
              icon={<FolderOpen className="size-4" />}
              title={t("dashboard.actions.files.title", { count: f.count })}
              meta={<span className="font-mono">{f.orderCode}</span>}
              to={orderAnchor(f.orderCode, "files")}
              cta={t("dashboard.actions.files.cta")}
              ctaContext={f.orderCode}
            >
              <p className="text-sm">{t("dashboard.actions.files.body", { count: f.count })}</p>
            </ActionCard>
          ))}
        </ul>
      )}
    </section>
  );
}

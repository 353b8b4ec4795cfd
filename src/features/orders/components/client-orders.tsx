import { ArrowRight, ChevronRight, Inbox, MessageSquare } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { NextStep } from "@common/dashboard";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import { CompactProgress } from "./order-progress";
import { StatusBadge } from "./status-badge";

export interface ClientOrderSummary {
  code: string;
  serviceId: string;
  servicePlan: string;
  status: string;
  progressPercent: number;
  createdAt: string;
  unreadMessages: number;
  nextStep: NextStep;
}

/** Work under way or done, or any share recorded: a pending order's empty bar would say nothing. */
const showsProgress = (o: { status: string; progressPercent: number }) =>
  o.status === "in_progress" || o.status === "completed" || o.progressPercent > 0;

/** Steps that wait on the client, and the one that is late. */
const CLIENT_STEPS = new Set<NextStep>(["answerQuote", "payInvoice", "payOverdue", "readMessages"]);

/**
 * The signed-in client's order requests on /dashboard, newest first, each linking to its order page with its
 * progress and its next step in words.
 */
export function ClientOrders({ orders }: { orders: ClientOrderSummary[] }) {
  const { t, i18n } = useTranslation("orders");
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(iso));
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight tracking-tight">{t("title")}</h2>
        <CardDescription>{t("subtitle")}</CardDescription>
      </CardHeader>
      <CardContent>
        {orders.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed py-10 text-center">
            <Inbox aria-hidden className="size-8 text-muted-foreground" />
            <p className="font-medium">{t("empty.title")}</p>
            <p className="max-w-sm text-sm text-muted-foreground">{t("empty.body")}</p>
            <Button asChild variant="gradient">
              <Link to={paths.services}>{t("empty.cta")}</Link>
            </Button>
          </div>
        ) : (
          <ul className="grid gap-2" aria-label={t("title")}>
            {orders.map((order) => (
              <li key={order.code}>
                <Link
                  to={paths.dashboardOrder(order.code)}
                  className="flex w-full items-center gap-3 rounded-xl border bg-card/60 p-3 text-left transition-colors hover:border-primary/50 hover:bg-accent/30 sm:gap-4"
                >
                  {/* A phone: the code (never broken) with the badges beside it, wrapping in the room left, then
                      each fact on a line of its own and the next step the full width. Wider: one row of columns,
                      the badges last, the step and the bar under. */}
                  <span className="grid min-w-0 flex-1 grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 lg:grid-cols-[7.5rem_minmax(0,1fr)_9rem_7.5rem_15rem] lg:items-center lg:gap-x-4">
                    <span className="whitespace-nowrap font-mono text-sm font-semibold">{order.code}</span>
                    <span className="flex flex-wrap items-center justify-end gap-1.5 lg:col-start-5 lg:row-start-1">
                      {order.unreadMessages > 0 && (
                        <span className="inline-flex items-center gap-1 whitespace-nowrap rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
                          <MessageSquare aria-hidden className="size-3" />
                          {/* A phone has room beside the code for the count only; the words are still read out. */}
                          <span aria-hidden className="sm:hidden">
                            {order.unreadMessages}
                          </span>
                          <span className="max-sm:sr-only">
                            {t("workspace.unread", { count: order.unreadMessages })}
                          </span>
                        </span>
                      )}
                      <StatusBadge status={order.status} />
                    </span>
                    <span className="col-span-2 truncate text-sm lg:col-span-1">
                      {t(`services.${order.serviceId}`)}
                    </span>
                    <span className="col-span-2 text-sm text-muted-foreground lg:col-span-1">
                      {t(`tiers.${order.servicePlan}`)}
                    </span>
                    <span className="col-span-2 text-sm text-muted-foreground lg:col-span-1">
                      {date(order.createdAt)}
                    </span>
                    <span
                      className={cn(
                        "col-span-2 flex items-start gap-1.5 text-sm lg:col-span-4",
                        order.nextStep === "payOverdue"
                          ? "font-medium text-red-300"
                          : CLIENT_STEPS.has(order.nextStep)
                            ? "font-medium text-foreground"
                            : "text-muted-foreground",
                      )}
                      data-testid="next-step"
                    >
                      <ArrowRight aria-hidden className="mt-0.5 size-3.5 shrink-0" />
                      {t(`nextStep.${order.nextStep}`)}
                    </span>
                    {showsProgress(order) && (
                      <span className="col-span-2 sm:max-w-sm lg:col-span-4">
                        <CompactProgress percent={order.progressPercent} code={order.code} />
                      </span>
                    )}
                  </span>
                  <ChevronRight aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

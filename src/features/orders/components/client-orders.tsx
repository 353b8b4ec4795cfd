import { ChevronRight, Inbox, MessageSquare } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { useAuth } from "@/lib/auth/use-auth";
import { useMyOrders } from "../api/get-orders";
import { CompactProgress } from "./order-progress";
import { StatusBadge } from "./status-badge";

/** Work under way or done, or any share recorded: a pending order's empty bar would say nothing. */
const showsProgress = (o: { status: string; progressPercent: number }) =>
  o.status === "in_progress" || o.status === "completed" || o.progressPercent > 0;

/** The signed-in client's order requests on /dashboard, newest first, each linking to its order page. */
export function ClientOrders() {
  const { t, i18n } = useTranslation("orders");
  const auth = useAuth();
  const orders = useMyOrders(auth.status === "signed-in");
  if (auth.status !== "signed-in") return null;

  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(iso));
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight tracking-tight">{t("title")}</h2>
        <CardDescription>{t("subtitle")}</CardDescription>
      </CardHeader>
      <CardContent>
        {orders.isPending ? (
          // A named status region: aria-label is not allowed on a plain <div> (axe: aria-prohibited-attr).
          <div className="grid gap-2" role="status" aria-live="polite" aria-busy="true" aria-label={t("loading")}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-14 w-full" />
            ))}
          </div>
        ) : orders.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t("error")}
          </p>
        ) : orders.data.length === 0 ? (
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
            {orders.data.map((order) => (
              <li key={order.id}>
                <Link
                  to={paths.dashboardOrder(order.code)}
                  className="flex w-full items-center gap-4 rounded-xl border bg-card/60 p-3 text-left transition-colors hover:border-primary/50 hover:bg-accent/30"
                >
                  <span className="grid min-w-0 flex-1 gap-0.5 sm:grid-cols-[7.5rem_minmax(0,1fr)_7rem_7.5rem] sm:items-center sm:gap-4">
                    <span className="font-mono text-sm font-semibold">{order.code}</span>
                    <span className="truncate text-sm">{t(`services.${order.serviceId}`)}</span>
                    <span className="text-sm text-muted-foreground">{t(`tiers.${order.servicePlan}`)}</span>
                    <span className="text-sm text-muted-foreground">{date(order.createdAt)}</span>
                    {showsProgress(order) && (
                      <span className="sm:col-span-4 sm:max-w-sm">
                        <CompactProgress percent={order.progressPercent} code={order.code} />
                      </span>
                    )}
                  </span>
                  {order.unreadMessages > 0 && (
                    <span className="inline-flex items-center gap-1 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
                      <MessageSquare aria-hidden className="size-3" />
                      {t("workspace.unread", { count: order.unreadMessages })}
                    </span>
                  )}
                  <StatusBadge status={order.status} />
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

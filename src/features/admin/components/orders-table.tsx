import { useTranslation } from "react-i18next";
import { MilestoneFlags } from "@/features/milestones";
import type { OrderStatus } from "@common/catalog";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { MessageSquare } from "lucide-react";
import { useAdminFormat } from "../lib/format";
import { waitedFor } from "../lib/waiting";
import { serviceName } from "./service-name";
import { StatusBadge } from "./status-badge";

interface Row {
  id: string;
  customerName: string;
  customerEmail: string;
  serviceId: string;
  amountCents: number | null;
  /** ISO 4217: the order's amount is in it. */
  currency: string;
  status: OrderStatus;
  createdAt: string;
  unreadMessages?: number;
  waitingSince?: string | null;
  /** In the attention view: the pending cancellation request's last day to answer. */
  cancellation?: { dueOn: string } | null;
  /** In the attention view: milestones waiting for the client / with changes asked (issue 41). */
  milestones?: { waitingForClient: number; changesAsked: number };
}

export function OrdersTable({
  orders,
  onOpen,
  lng,
  showWaiting = false,
}: {
  orders: Row[];
  onOpen: (id: string) => void;
  lng?: string;
  showWaiting?: boolean;
}) {
  const { t } = useTranslation("admin");
  const f = useAdminFormat();
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t("orders.id")}</TableHead>
          <TableHead>{t("orders.customer")}</TableHead>
          {/* On a phone, service and date go under the order's id and the status under its amount: no sideways scroll. */}
          <TableHead className="max-sm:hidden">{t("orders.service")}</TableHead>
          <TableHead className="max-sm:hidden">{t("orders.date")}</TableHead>
          <TableHead className="text-right">{t("orders.amount")}</TableHead>
          <TableHead className="max-sm:hidden">{t("orders.status")}</TableHead>
          {showWaiting && <TableHead className="max-sm:hidden">{t("orders.waiting")}</TableHead>}
        </TableRow>
      </TableHeader>
      <TableBody>
        {orders.map((o) => (
          <TableRow key={o.id} className="cursor-pointer" onClick={() => onOpen(o.id)}>
            <TableCell className="font-mono text-xs whitespace-nowrap max-sm:whitespace-normal">
              <button
                type="button"
                className="rounded font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                aria-label={t("orders.open", { id: o.id })}
                data-order-open={o.id}
                onClick={(e) => {
                  e.stopPropagation();
                  onOpen(o.id);
                }}
              >
                {o.id}
              </button>
              <span className="mt-1 block font-sans text-xs text-muted-foreground sm:hidden">
                {serviceName(t, o.serviceId)} · {f.date(o.createdAt)}
              </span>
              {showWaiting && o.waitingSince && (
                <span className="mt-1 block whitespace-nowrap font-sans text-xs font-medium text-amber-500 sm:hidden">
                  {t("orders.waitingFor", { time: waitedFor(lng ?? "en", o.waitingSince) })}
                </span>
              )}
              {o.cancellation && (
                <span className="mt-1 block font-sans text-xs font-medium text-rose-300">
                  {t("orders.cancellationDue", { date: f.day(o.cancellation.dueOn) })}
                </span>
              )}
              <MilestoneFlags flags={o.milestones} />
              {!!o.unreadMessages && (
                <span className="ml-2 inline-flex items-center gap-1 rounded-full bg-primary px-1.5 py-0.5 font-sans text-[0.7rem] font-semibold text-primary-foreground">
                  <MessageSquare aria-hidden className="size-3" />
                  {t("orders.unread", { count: o.unreadMessages })}
                </span>
              )}
            </TableCell>
            <TableCell>
              <span className="block font-medium break-words">{o.customerName}</span>
              <span className="block text-xs break-all text-muted-foreground">{o.customerEmail}</span>
            </TableCell>
            <TableCell className="whitespace-nowrap max-sm:hidden">{serviceName(t, o.serviceId)}</TableCell>
            <TableCell className="whitespace-nowrap max-sm:hidden">{f.date(o.createdAt)}</TableCell>
            <TableCell className="text-right tabular-nums">
              {o.amountCents === null ? t("common.customQuote") : f.money(o.amountCents, o.currency)}
              <span className="mt-1 flex justify-end sm:hidden">
                <StatusBadge status={o.status} />
              </span>
            </TableCell>
            <TableCell className="max-sm:hidden">
              <StatusBadge status={o.status} />
            </TableCell>
            {showWaiting && (
              <TableCell className="whitespace-nowrap text-sm font-medium text-amber-500 max-sm:hidden">
                {o.waitingSince ? t("orders.waitingFor", { time: waitedFor(lng ?? "en", o.waitingSince) }) : null}
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

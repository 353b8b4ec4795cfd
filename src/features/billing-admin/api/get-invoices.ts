import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { InvoiceListQuery } from "@common/billing";
import { api, unwrap } from "@/lib/api-client";

export type InvoiceListFilters = Pick<InvoiceListQuery, "status" | "q" | "page">;

/** Under ["admin"], so that a payment or a void recorded anywhere in the admin refreshes the list. */
export const invoiceKeys = {
  all: ["admin", "invoices"] as const,
  list: (f: InvoiceListFilters) => ["admin", "invoices", "list", f] as const,
  balances: ["admin", "invoices", "balances"] as const,
};

export const getInvoices = async (f: InvoiceListFilters) =>
  unwrap(
    await api.admin.invoices.$get({
      query: { status: f.status, q: f.q, page: String(f.page) },
    }),
  );

export const getInvoicesQueryOptions = (f: InvoiceListFilters) =>
  queryOptions({
    queryKey: invoiceKeys.list(f),
    queryFn: () => getInvoices(f),
    placeholderData: keepPreviousData,
  });

export const useAdminInvoices = (f: InvoiceListFilters) => useQuery(getInvoicesQueryOptions(f));

/** The CSV of what the filters select (a plain download; the session cookie goes with it). */
export function invoicesCsvUrl(f: Omit<InvoiceListFilters, "page">) {
  const q = new URLSearchParams({ status: f.status, q: f.q });
  return `/api/admin/invoices.csv?${q}`;
}

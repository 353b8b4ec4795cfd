import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReportListItem, ShareCreated, ShareDto, ShareInput, SharedResults } from "@common/results-report";
import { api, unwrap } from "@/lib/api-client";

export type Side = "client" | "staff";

const reportsKey = (side: Side, code: string) => [side === "client" ? "orders" : "admin", code, "reports"] as const;
const sharesKey = (side: Side, code: string) => [side === "client" ? "orders" : "admin", code, "shares"] as const;

/** An order's monthly reports: the client's sent ones, or staff's with drafts. */
export function useReports(side: Side, code: string) {
  return useQuery({
    queryKey: reportsKey(side, code),
    queryFn: async (): Promise<ReportListItem[]> =>
      side === "client"
        ? (await unwrap(await api.orders[":code"].reports.$get({ param: { code } }))).reports
        : (await unwrap(await api.admin.orders[":code"].reports.$get({ param: { code } }))).reports,
  });
}

/** Where a report's PDF downloads from. */
export const reportPdfUrl = (side: Side, code: string, id: number) =>
  `/api/${side === "staff" ? "admin/" : ""}orders/${encodeURIComponent(code)}/reports/${id}/pdf`;

export type ReportAction = { kind: "summary"; id: number; summary: string } | { kind: "send"; id: number };

/** Staff write a draft's summary or send it now. */
export function useReportAction(code: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (a: ReportAction): Promise<ReportListItem[]> => {
      const r = api.admin.orders[":code"].reports[":id"];
      const param = { code, id: String(a.id) };
      return a.kind === "summary"
        ? (await unwrap(await r.$put({ param, json: { summary: a.summary } }))).reports
        : (await unwrap(await r.send.$post({ param }))).reports;
    },
    onSuccess: (list) => qc.setQueryData(reportsKey("staff", code), list),
  });
}

/** An order's read-only results links. */
export function useShares(side: Side, code: string) {
  return useQuery({
    queryKey: sharesKey(side, code),
    queryFn: async (): Promise<ShareDto[]> =>
      side === "client"
        ? (await unwrap(await api.orders[":code"].shares.$get({ param: { code } }))).shares
        : (await unwrap(await api.admin.orders[":code"].shares.$get({ param: { code } }))).shares,
  });
}

export function useCreateShare(side: Side, code: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: ShareInput): Promise<ShareCreated> =>
      side === "client"
        ? unwrap(await api.orders[":code"].shares.$post({ param: { code }, json: input }))
        : unwrap(await api.admin.orders[":code"].shares.$post({ param: { code }, json: input })),
    onSuccess: () => qc.invalidateQueries({ queryKey: sharesKey(side, code) }),
  });
}

export function useRevokeShare(side: Side, code: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number): Promise<ShareDto> => {
      const param = { code, id: String(id) };
      return side === "client"
        ? unwrap(await api.orders[":code"].shares[":id"].$delete({ param }))
        : unwrap(await api.admin.orders[":code"].shares[":id"].$delete({ param }));
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: sharesKey(side, code) }),
  });
}

/** Opens a link (its token, and its password when it has one). */
export async function openSharedResults(token: string, password?: string): Promise<SharedResults> {
  return unwrap(await api["shared-results"].$post({ json: { token, ...(password ? { password } : {}) } }));
}

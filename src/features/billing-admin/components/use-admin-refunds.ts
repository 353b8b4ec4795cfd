import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CancellationDecisionInput, Refund, SetupChecklist } from "@common/billing";
import type { CancellationView } from "@common/refund-policy";
import { api, unwrap } from "@/lib/api-client";
import { billingKeys } from "./use-admin-billing";

/*
 * The setup checklist, cancellation requests and refunds (server/routes/admin/billing.ts and refunds), through the
 * typed client: a change of the server's shapes shows here at compile time.
 */
const seg = encodeURIComponent;

export const refundKeys = {
  setup: billingKeys.setup,
  cancellation: (code: string) => ["admin", "order-cancellation", code] as const,
};

/** The staff download of a credit note's PDF (a plain link: the session cookie goes with it). */
export const creditNotePdfUrl = (number: string) => `/api/credit-notes/${seg(number)}/pdf`;

export const useSetupChecklist = () =>
  useQuery({
    queryKey: refundKeys.setup,
    queryFn: async (): Promise<SetupChecklist> => unwrap(await api.admin.billing.setup.$get()),
  });

export const useOrderCancellation = (code: string) =>
  useQuery({
    queryKey: refundKeys.cancellation(code),
    queryFn: async (): Promise<CancellationView> =>
      unwrap(await api.admin.orders[":code"].cancellation.$get({ param: { code } })),
  });

/** After a decision or a refund: the request, the order, its billing (credit notes), the figures and what waits. */
function useRefresh(code: string) {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: refundKeys.cancellation(code) }),
      qc.invalidateQueries({ queryKey: billingKeys.order(code) }),
      qc.invalidateQueries({ queryKey: ["admin", "order", code] }),
      qc.invalidateQueries({ queryKey: ["admin", "orders"] }),
      qc.invalidateQueries({ queryKey: ["admin", "waiting"] }),
      qc.invalidateQueries({ queryKey: ["admin", "stats"] }),
      qc.invalidateQueries({ queryKey: ["admin", "invoices"] }),
    ]);
}

export function useDecideCancellation(code: string) {
  const refresh = useRefresh(code);
  return useMutation({
    mutationFn: async (input: CancellationDecisionInput): Promise<{ cancellation: CancellationView }> =>
      unwrap(await api.admin.orders[":code"].cancellation.decision.$post({ param: { code }, json: input })),
    // Also after a refusal (409 CANCELLATION_NOT_PENDING): what another admin decided shows at once.
    onSettled: refresh,
  });
}

export function useRecordRefund(code: string) {
  const refresh = useRefresh(code);
  return useMutation({
    mutationFn: async ({
      id,
      ...json
    }: {
      id: number;
      refundedOn: string;
      reference: string;
    }): Promise<{ refund: Refund }> =>
      unwrap(await api.admin.refunds[":id"].record.$post({ param: { id: String(id) }, json })),
    onSettled: refresh,
  });
}

export function useRetryRefund(code: string) {
  const refresh = useRefresh(code);
  return useMutation({
    mutationFn: async (id: number): Promise<{ refund: Refund }> =>
      unwrap(await api.admin.refunds[":id"].retry.$post({ param: { id: String(id) } })),
    onSettled: refresh,
  });
}

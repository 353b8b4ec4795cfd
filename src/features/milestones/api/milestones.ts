import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MilestoneTemplateInput, MilestonesInput, OrderMilestonesView } from "@common/milestones";
import { api, unwrap } from "@/lib/api-client";

const clientKey = (code: string) => ["milestones", "client", code] as const;
const staffKey = (code: string) => ["milestones", "staff", code] as const;

/** The client's view of an order's milestones (deliveries, history). */
export function useOrderMilestones(code: string) {
  return useQuery({
    queryKey: clientKey(code),
    queryFn: async (): Promise<OrderMilestonesView> =>
      unwrap(await api.orders[":code"].milestones.$get({ param: { code } })),
  });
}

/** After a change: the milestones, the order and dashboard (progress), the billing and cancellation quote change. */
function useRefresh() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: ["milestones"] }),
      qc.invalidateQueries({ queryKey: ["orders"] }),
      qc.invalidateQueries({ queryKey: ["billing"] }),
      qc.invalidateQueries({ queryKey: ["admin"] }),
    ]);
}

export function useAnswerMilestone(code: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (a: { id: number; approve: true } | { id: number; approve: false; reason: string }) => {
      const param = { code, id: String(a.id) };
      return a.approve
        ? unwrap(await api.orders[":code"].milestones[":id"].approve.$post({ param }))
        : unwrap(await api.orders[":code"].milestones[":id"].changes.$post({ param, json: { reason: a.reason } }));
    },
    onSuccess: refresh,
  });
}

/** Staff's view of an order's milestones. */
export function useAdminMilestones(code: string) {
  return useQuery({
    queryKey: staffKey(code),
    queryFn: async (): Promise<OrderMilestonesView> =>
      unwrap(await api.admin.orders[":code"].milestones.$get({ param: { code } })),
  });
}

type StaffAction =
  | { kind: "save"; input: MilestonesInput }
  | { kind: "template" }
  | { kind: "start" | "reopen"; id: number }
  | { kind: "deliver"; id: number; message: string; fileIds: number[] };

export function useStaffMilestoneAction(code: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (a: StaffAction): Promise<OrderMilestonesView> => {
      const m = api.admin.orders[":code"].milestones;
      switch (a.kind) {
        case "save":
          return unwrap(await m.$put({ param: { code }, json: a.input }));
        case "template":
          return unwrap(await m.template.$post({ param: { code } }));
        case "start":
          return unwrap(await m[":id"].start.$post({ param: { code, id: String(a.id) } }));
        case "reopen":
          return unwrap(await m[":id"].reopen.$post({ param: { code, id: String(a.id) } }));
        case "deliver":
          return unwrap(
            await m[":id"].deliver.$post({
              param: { code, id: String(a.id) },
              json: { message: a.message, fileIds: a.fileIds },
            }),
          );
      }
    },
    onSuccess: refresh,
  });
}

const templateKey = (service: string) => ["milestones", "template", service] as const;

export function useMilestoneTemplate(service: string) {
  return useQuery({
    queryKey: templateKey(service),
    queryFn: async () => unwrap(await api.admin.catalog.services[":id"].milestones.$get({ param: { id: service } })),
  });
}

export function useSaveMilestoneTemplate(service: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: MilestoneTemplateInput) =>
      unwrap(await api.admin.catalog.services[":id"].milestones.$put({ param: { id: service }, json: input })),
    onSuccess: () => qc.invalidateQueries({ queryKey: templateKey(service) }),
  });
}

export function useMilestoneSettings() {
  return useQuery({
    queryKey: ["milestones", "settings"],
    queryFn: async () => unwrap(await api.admin.milestones.settings.$get()),
  });
}

export function useSaveMilestoneSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (autoApproveDays: number) =>
      unwrap(await api.admin.milestones.settings.$put({ json: { autoApproveDays } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["milestones"] }),
  });
}

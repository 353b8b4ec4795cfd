import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { RetainerCancelWhen, RetainerPlansInput, RetainerView } from "@common/retainers";
import type { TierId } from "@common/catalog";
import { api, unwrap } from "@/lib/api-client";

export type RetainerSide = "client" | "staff";
const key = (side: RetainerSide, code: string) => ["retainers", side, code] as const;

/** An order's retainer (null: one-off), as its client or staff see it. */
export function useRetainer(side: RetainerSide, code: string) {
  return useQuery({
    queryKey: key(side, code),
    queryFn: async (): Promise<RetainerView | null> =>
      side === "client"
        ? (await unwrap(await api.orders[":code"].retainer.$get({ param: { code } }))).retainer
        : (await unwrap(await api.admin.orders[":code"].retainer.$get({ param: { code } }))).retainer,
  });
}

export type RetainerAction =
  | { kind: "pause"; periods: number }
  | { kind: "resume" }
  | { kind: "cancel"; when: RetainerCancelWhen }
  | { kind: "start" }
  | { kind: "usage"; used: number }
  | { kind: "plan"; tierId: TierId }
  | { kind: "priceNotice" };

/** A change to the retainer; the order's billing (a voided or issued invoice) is read again with it. */
export function useRetainerAction(side: RetainerSide, code: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (a: RetainerAction): Promise<RetainerView | null> => {
      const param = { code };
      if (side === "client") {
        const r = api.orders[":code"].retainer;
        if (a.kind === "pause")
          return (await unwrap(await r.pause.$post({ param, json: { periods: a.periods } }))).retainer;
        if (a.kind === "resume") return (await unwrap(await r.resume.$post({ param }))).retainer;
        if (a.kind === "cancel")
          return (await unwrap(await r.cancel.$post({ param, json: { when: a.when } }))).retainer;
        if (a.kind === "plan")
          return (await unwrap(await r.plan.$post({ param, json: { tierId: a.tierId } }))).retainer;
        throw new Error(`not a client action: ${a.kind}`);
      }
      const r = api.admin.orders[":code"].retainer;
      switch (a.kind) {
        case "pause":
          return (await unwrap(await r.pause.$post({ param, json: { periods: a.periods } }))).retainer;
        case "resume":
          return (await unwrap(await r.resume.$post({ param }))).retainer;
        case "cancel":
          return (await unwrap(await r.cancel.$post({ param, json: { when: a.when } }))).retainer;
        case "start":
          return (await unwrap(await r.start.$post({ param }))).retainer;
        case "usage":
          return (await unwrap(await r.usage.$put({ param, json: { used: a.used } }))).retainer;
        case "plan":
          return (await unwrap(await r.plan.$post({ param, json: { tierId: a.tierId } }))).retainer;
        case "priceNotice":
          return (await unwrap(await r["price-notice"].$post({ param }))).retainer;
      }
    },
    onSuccess: (view) => {
      qc.setQueryData(key(side, code), view);
      void qc.invalidateQueries({ queryKey: ["billing"] });
      void qc.invalidateQueries({ queryKey: ["admin"] });
    },
  });
}

const plansKey = ["retainers", "plans"] as const;

export function useRetainerPlans() {
  return useQuery({
    queryKey: plansKey,
    queryFn: async () => unwrap(await api.admin.catalog.retainers.$get()),
  });
}

export function useSaveRetainerPlans() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: RetainerPlansInput) => unwrap(await api.admin.catalog.retainers.$put({ json: input })),
    onSuccess: () => qc.invalidateQueries({ queryKey: plansKey }),
  });
}

/** Staff's overview of every retainer (Admin → Analytics); read again with any admin change. */
export function useRetainerOverview() {
  return useQuery({
    queryKey: ["admin", "retainers"],
    queryFn: async () => unwrap(await api.admin.retainers.$get()),
  });
}

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { IntakeFormInput } from "@common/intake";
import { api, unwrap } from "@/lib/api-client";

const keys = {
  form: (service: string) => ["admin", "intake", service] as const,
  brief: (code: string) => ["admin", "order-brief", code] as const,
};

/** A service's brief questions and delivery time (issue 41). */
export const useIntakeForm = (service: string) =>
  useQuery({
    queryKey: keys.form(service),
    queryFn: async () => (await unwrap(await api.admin.intake[":service"].$get({ param: { service } }))).form,
  });

export function useSaveIntakeForm(service: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (form: IntakeFormInput) =>
      (await unwrap(await api.admin.intake[":service"].$put({ param: { service }, json: form }))).form,
    onSuccess: (form) => qc.setQueryData(keys.form(service), form),
  });
}

/** An order's brief as staff read it (null: its service had no questions). */
export const useAdminOrderBrief = (code: string) =>
  useQuery({
    queryKey: keys.brief(code),
    queryFn: async () => (await unwrap(await api.admin.orders[":code"].brief.$get({ param: { code } }))).brief,
  });

export function useAskBriefChanges(code: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (note: string) =>
      unwrap(await api.admin.orders[":code"].brief.changes.$post({ param: { code }, json: { note } })),
    // The order sheet's history lists the request too.
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: keys.brief(code) }),
        qc.invalidateQueries({ queryKey: ["admin", "order", code] }),
      ]),
  });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminSettingsInput } from "@common/admin";
import { api, unwrap } from "@/lib/api-client";
import { tzOffset } from "./tz";

export const adminKeys = {
  all: ["admin"] as const,
  stats: ["admin", "stats"] as const,
  services: ["admin", "services"] as const,
  projects: ["admin", "projects"] as const,
  analytics: (days: number) => ["admin", "analytics", days] as const,
  performance: ["admin", "performance"] as const,
  settings: ["admin", "settings"] as const,
};

export const statsQuery = () =>
  queryOptions({
    queryKey: adminKeys.stats,
    queryFn: async () => unwrap(await api.admin.stats.$get({ query: { tz: tzOffset() } })),
  });
export const useAdminStats = () => useQuery(statsQuery());

export const useServiceTotals = () =>
  useQuery({
    queryKey: adminKeys.services,
    queryFn: async () => unwrap(await api.admin.services.$get()),
  });

export const useProjectBoard = () =>
  useQuery({
    queryKey: adminKeys.projects,
    queryFn: async () => unwrap(await api.admin.projects.$get()),
  });

export const useAnalytics = (days: number) =>
  useQuery({
    queryKey: adminKeys.analytics(days),
    queryFn: async () => unwrap(await api.admin.analytics.$get({ query: { days: String(days), tz: tzOffset() } })),
    placeholderData: (previous) => previous,
  });

export const usePerformance = () =>
  useQuery({
    queryKey: adminKeys.performance,
    queryFn: async () => unwrap(await api.admin.performance.$get()),
  });

export const useAdminSettings = () =>
  useQuery({
    queryKey: adminKeys.settings,
    queryFn: async () => unwrap(await api.admin.settings.$get()),
  });

export function useSaveSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: AdminSettingsInput) => unwrap(await api.admin.settings.$put({ json: input })),
    onSuccess: (data) => qc.setQueryData(adminKeys.settings, data),
  });
}

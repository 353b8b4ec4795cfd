import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ServiceLayoutInput, ServiceStylesInput } from "@common/service-layout-schema";
import { api, unwrap } from "@/lib/api-client";

const layoutKey = ["admin", "catalog", "services"] as const;

/** `GET /api/admin/catalog/services`: every service in the site's order with its hidden flag. */
export function useAdminServiceLayout() {
  return useQuery({
    queryKey: layoutKey,
    queryFn: async () => unwrap(await api.admin.catalog.services.$get()),
  });
}

/** Replaces the order and visibility; resolves once the server stored it and re-rendered the pages. */
export function useSaveServiceLayout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: ServiceLayoutInput) => unwrap(await api.admin.catalog.services.$put({ json: input })),
    onSuccess: (data) => {
      qc.setQueryData(layoutKey, { services: data.services });
      // The public catalogue (regions' services) follows the layout.
      return qc.invalidateQueries({ queryKey: ["catalog"] });
    },
  });
}

const stylesKey = ["admin", "catalog", "services", "styles"] as const;

/** `GET /api/admin/catalog/services/styles`: every service's icon, colour preset and comparison row. */
export function useAdminServiceStyles() {
  return useQuery({
    queryKey: stylesKey,
    queryFn: async () => unwrap(await api.admin.catalog.services.styles.$get()),
  });
}

/** Replaces the icons, colours and comparison cells; resolves once stored and the pages drawing them re-rendered. */
export function useSaveServiceStyles() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: ServiceStylesInput) =>
      unwrap(await api.admin.catalog.services.styles.$put({ json: input })),
    onSuccess: (data) => qc.setQueryData(stylesKey, { services: data.services }),
  });
}

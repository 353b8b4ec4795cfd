import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { WebhookEndpointInput } from "@common/webhooks";
import { api, unwrap } from "@/lib/api-client";

export const webhooksKey = ["admin", "webhooks"] as const;

export const useWebhookEndpoints = () =>
  useQuery(queryOptions({ queryKey: webhooksKey, queryFn: async () => unwrap(await api.admin.webhooks.$get()) }));

export const useWebhookDeliveries = (id: string | null) =>
  useQuery({
    queryKey: [...webhooksKey, id, "deliveries"],
    enabled: id !== null,
    queryFn: async () => unwrap(await api.admin.webhooks[":id"].deliveries.$get({ param: { id: id! } })),
  });

function useInvalidating<A, R>(fn: (arg: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => qc.invalidateQueries({ queryKey: webhooksKey }) });
}

export const useCreateWebhook = () =>
  useInvalidating(async (json: WebhookEndpointInput) => unwrap(await api.admin.webhooks.$post({ json })));
export const useUpdateWebhook = () =>
  useInvalidating(async ({ id, json }: { id: string; json: WebhookEndpointInput }) =>
    unwrap(await api.admin.webhooks[":id"].$put({ param: { id }, json })),
  );
export const useDeleteWebhook = () =>
  useInvalidating(async (id: string) => {
    const res = await api.admin.webhooks[":id"].$delete({ param: { id } });
    if (!res.ok) await unwrap(res);
  });
export const useRotateWebhook = () =>
  useInvalidating(async (id: string) => unwrap(await api.admin.webhooks[":id"].rotate.$post({ param: { id } })));
export const useReplayDelivery = () =>
  useInvalidating(async ({ id, delivery }: { id: string; delivery: number }) =>
    unwrap(
      await api.admin.webhooks[":id"].deliveries[":delivery"].replay.$post({
        param: { id, delivery: String(delivery) },
      }),
    ),
  );

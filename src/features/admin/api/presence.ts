import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { BusinessHours } from "@common/chat";
import { api, unwrap } from "@/lib/api-client";

const presenceKey = ["admin", "inbox-presence"] as const;

/** The server forgets a staff member's presence after PRESENCE_TTL_MS (90 s); the open inbox renews it well before. */
const HEARTBEAT_MS = 30_000;

export const usePresence = () =>
  useQuery({
    queryKey: presenceKey,
    queryFn: async () => unwrap(await api.admin.inbox.presence.$get()),
    refetchInterval: 60_000,
  });

export type PresenceData = NonNullable<ReturnType<typeof usePresence>["data"]>;

export function useSetPresence() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (online: boolean) => unwrap(await api.admin.inbox.presence.$put({ json: { online } })),
    onMutate: (online) => {
      qc.setQueryData<PresenceData>(presenceKey, (d) => d && { ...d, online });
    },
    onSuccess: ({ online, availability }) =>
      qc.setQueryData<PresenceData>(presenceKey, (d) => d && { ...d, online, availability }),
    onError: () => qc.invalidateQueries({ queryKey: presenceKey }),
  });
}

/** While the inbox is open and its staff member online, says so again every 30 s. */
export function usePresenceHeartbeat(online: boolean | undefined) {
  useEffect(() => {
    if (!online) return;
    const beat = () => void api.admin.inbox.presence.$put({ json: { online: true } }).catch(() => undefined);
    beat();
    const timer = setInterval(beat, HEARTBEAT_MS);
    return () => clearInterval(timer);
  }, [online]);
}

export function useSaveBusinessHours() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (hours: BusinessHours) => unwrap(await api.admin.inbox.hours.$put({ json: hours })),
    onSuccess: ({ hours, availability }) =>
      qc.setQueryData<PresenceData>(presenceKey, (d) => d && { ...d, hours, availability }),
  });
}

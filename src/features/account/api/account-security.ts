import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AccountSession, DeletionCheck } from "@common/account";
import { getJson, unwrap } from "@/lib/api-base";

export const sessionsQueryKey = ["me", "sessions"] as const;

async function send<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(path, {
    method,
    credentials: "same-origin",
    headers: {
      "content-type": "application/json",
      "accept-language": document.documentElement.lang || "en",
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return unwrap<T>(res);
}

/** Where I am signed in (GET /api/me/sessions). */
export function useSessions() {
  return useQuery({
    queryKey: sessionsQueryKey,
    queryFn: async () => (await getJson<{ sessions: AccountSession[] }>("/me/sessions")).sessions,
    retry: false,
  });
}

/** Signs one session out, or (`id` "others") every session but this one. */
export function useRevokeSession() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => send<unknown>("DELETE", `/api/me/sessions/${encodeURIComponent(id)}`),
    onSettled: () => qc.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}

/** better-auth's change-password: the current password required, every other session ended. */
export function useChangePassword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      send<unknown>("POST", "/api/auth/change-password", { ...input, revokeOtherSessions: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}

/** What deleting my account would leave open (asked when the delete dialog opens). */
export const getDeletionCheck = () => getJson<DeletionCheck>("/me/deletion-check");

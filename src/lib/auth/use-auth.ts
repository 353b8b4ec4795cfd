import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useSyncExternalStore } from "react";
import { authClient, fetchMe } from "./auth-client";

export interface AuthUser {
  id: string;
  email: string;
  name: string;
  /** Two-factor authentication is set up (required before an admin sees the admin area). */
  twoFactorEnabled: boolean;
}

export interface AuthState {
  status: "loading" | "signed-in" | "signed-out";
  user: AuthUser | null;
  /** Unknown (null) until the role check completes (spec §4). */
  isAdmin: boolean | null;
}

export const ME_QUERY_KEY = ["me"] as const;

/**
 * /api/me as a query. Asking again every few minutes keeps an open tab's session alive: the server
 * re-issues the cookie once it is a day old, long before it expires (spec §4: sessions refresh).
 */
export function useMeQuery() {
  return useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: fetchMe,
    staleTime: 60_000,
    refetchInterval: 10 * 60_000,
    refetchOnWindowFocus: true,
    retry: 1,
  });
}

const noSubscribe = () => () => {};

/**
 * False while React hydrates prerendered HTML (which was drawn signed-out-and-loading), true after.
 * A screen whose code arrives late hydrates after /api/me may have answered: without this it would
 * draw the signed-in view over the loading HTML and fail hydration.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}

/** The signed-in user, shared by every feature (header, chat, dashboard, guards). */
export function useAuth(): AuthState {
  const me = useMeQuery();
  const hydrated = useHydrated();
  if (!hydrated || me.isPending) return { status: "loading", user: null, isAdmin: null };
  if (!me.data) return { status: "signed-out", user: null, isAdmin: me.isError ? null : false };
  const { id, email, name, twoFactorEnabled } = me.data.user;
  return { status: "signed-in", user: { id, email, name, twoFactorEnabled }, isAdmin: me.data.isAdmin };
}

/** Signs out, forgets every cached query of the user, and lets the caller navigate (spec: to /login). */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await authClient.signOut();
    } finally {
      queryClient.setQueryData(ME_QUERY_KEY, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== ME_QUERY_KEY[0] });
    }
  }, [queryClient]);
}

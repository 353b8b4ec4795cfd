import { useCallback, useSyncExternalStore } from "react";
import { loadedQueryClient } from "@/lib/query/registry";
import { authClient } from "./auth-client";
import { getMeState, getServerMeState, setMe, subscribeMe, type MeState } from "./me-store";

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

/**
 * /api/me, shared by every screen and the header (src/lib/auth/me-store.ts: asked once, again when a minute
 * old on focus and every ten minutes, which keeps an open tab's session alive). It is a small store of its own
 * rather than a query, so that the frame of every page draws without TanStack Query.
 */
export function useMe(): MeState {
  return useSyncExternalStore(subscribeMe, getMeState, getServerMeState);
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
  const me = useMe();
  const hydrated = useHydrated();
  if (!hydrated || me.isPending) return { status: "loading", user: null, isAdmin: null };
  if (!me.data) return { status: "signed-out", user: null, isAdmin: me.isError ? null : false };
  const { id, email, name, twoFactorEnabled } = me.data.user;
  return { status: "signed-in", user: { id, email, name, twoFactorEnabled }, isAdmin: me.data.isAdmin };
}

/** Signs out, forgets the user and every cached query of theirs, and lets the caller navigate (spec: to /login). */
export function useSignOut() {
  return useCallback(async () => {
    try {
      await authClient.signOut();
    } finally {
      forgetUser();
    }
  }, []);
}

/** After signing out or deleting the account: nobody is signed in, and nothing of theirs stays cached. */
export function forgetUser() {
  setMe(null);
  loadedQueryClient()?.clear();
}

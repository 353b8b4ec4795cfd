import { fetchMe } from "./auth-client";

/** What /api/me says: the signed-in user with the role, or null when signed out. */
export type Me = Awaited<ReturnType<typeof fetchMe>>;

export interface MeState {
  /** Undefined until the first answer (or after a failure with nothing known before). */
  data: Me | undefined;
  isPending: boolean;
  isError: boolean;
}

/** An answer is fresh for a minute; an open tab asks again every ten (the server re-issues a day-old cookie). */
const STALE_MS = 60_000;
const REFRESH_MS = 10 * 60_000;
const RETRY_MS = 1_000;

/** Before the first answer; also what the prerendered page was drawn with. */
const PENDING: MeState = { data: undefined, isPending: true, isError: false };

let state = PENDING;
let fetchedAt = 0;
let inFlight: Promise<Me> | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function set(next: MeState) {
  state = next;
  for (const listener of listeners) listener();
}

function schedule() {
  clearTimeout(timer);
  if (listeners.size > 0) timer = setTimeout(refreshMeQuietly, REFRESH_MS);
}

async function load(): Promise<Me> {
  try {
    return await fetchMe();
  } catch {
    // One retry, as the query it replaces had.
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    return fetchMe();
  }
}

/**
 * Asks /api/me now (one request at a time) and tells every subscriber. Resolves to the answer; a failure
 * keeps what was known and marks the state as errored.
 */
export function refreshMe(): Promise<Me> {
  inFlight ??= load()
    .then((me) => {
      fetchedAt = Date.now();
      set({ data: me, isPending: false, isError: false });
      return me;
    })
    .catch((error: unknown) => {
      set({ data: state.data, isPending: false, isError: true });
      throw error;
    })
    .finally(() => {
      inFlight = null;
      schedule();
    });
  return inFlight;
}

/** A refresh nobody waits for: a failure is already in the state (isError). */
export function refreshMeQuietly() {
  void refreshMe().catch(() => {});
}

/** Sets what is known without asking (sign-out, account deletion: null). */
export function setMe(me: Me) {
  fetchedAt = Date.now();
  set({ data: me, isPending: false, isError: false });
}

function onFocus() {
  if (document.visibilityState === "visible" && Date.now() - fetchedAt > STALE_MS) refreshMeQuietly();
}

/** useSyncExternalStore's subscribe: the first subscriber starts the first request and the refresh timer. */
export function subscribeMe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener("focus", onFocus);
    document.addEventListener("visibilitychange", onFocus);
  }
  // Never asked (fetchedAt 0) or stale: ask (a request already on its way is shared); else keep the timer.
  if (Date.now() - fetchedAt > STALE_MS) refreshMeQuietly();
  else schedule();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearTimeout(timer);
      window.removeEventListener("focus", onFocus);
      document.removeEventListener("visibilitychange", onFocus);
    }
  };
}

export function getMeState(): MeState {
  return state;
}

/** The prerendered page was drawn before anyone was known. */
export function getServerMeState(): MeState {
  return PENDING;
}

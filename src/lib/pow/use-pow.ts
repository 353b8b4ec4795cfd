import { useEffect, useSyncExternalStore } from "react";
import { startPow } from "./pow-header";
import { isPowAwaited, isPowSolving, subscribePowStatus } from "./pow-status";

/** Solves the form's proof-of-work in the background from the moment it is shown, so nobody waits on submit. */
export function usePowPrefetch(enabled = true): void {
  useEffect(() => {
    if (enabled) startPow();
  }, [enabled]);
}

/** True while the background proof-of-work is being computed and no solution is ready (never on the server). */
export function usePowSolving(): boolean {
  return useSyncExternalStore(subscribePowStatus, isPowSolving, () => false);
}

/** True while a sent form waits for its proof-of-work (never on the server). */
export function usePowAwaited(): boolean {
  return useSyncExternalStore(subscribePowStatus, isPowAwaited, () => false);
}

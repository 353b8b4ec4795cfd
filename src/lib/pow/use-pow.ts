import { useEffect } from "react";
import { startPow } from "./pow-header";

/** Solves the form's proof-of-work in the background from the moment it is shown, so nobody waits on submit. */
export function usePowPrefetch(enabled = true): void {
  useEffect(() => {
    if (enabled) startPow();
  }, [enabled]);
}

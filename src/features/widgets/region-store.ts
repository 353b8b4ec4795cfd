import { useSyncExternalStore } from "react";
import type { RegionId } from "@/content/regions";

// Held in memory for the visit (spec §4: none at first); shared by the header's and the drawer's selectors.
let current: RegionId | null = null;
const listeners = new Set<() => void>();

export function setRegion(region: RegionId) {
  current = region;
  listeners.forEach((l) => l());
}

export function useRegion(): RegionId | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}

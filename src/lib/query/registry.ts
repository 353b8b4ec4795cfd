import type { QueryClient } from "@tanstack/react-query";

/**
 * The app's query cache, once some screen has loaded TanStack Query (src/app/query-root.tsx registers it).
 * Code that runs outside any screen (signing out from the header) clears it through here without loading
 * the library itself: the type import is erased.
 */
let client: QueryClient | undefined;

export function registerQueryClient(next: QueryClient) {
  client = next;
}

export function loadedQueryClient(): QueryClient | undefined {
  return client;
}

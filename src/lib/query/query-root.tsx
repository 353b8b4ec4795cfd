import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { registerQueryClient } from "./registry";

export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

let shared: QueryClient | undefined;

/** The browser's one cache, shared by every screen and widget that reads server data. */
function sharedQueryClient() {
  if (!shared) {
    shared = makeQueryClient();
    registerQueryClient(shared);
  }
  return shared;
}

/**
 * Gives TanStack Query to the screens and widgets that read server data. It wraps them where they load
 * (src/app/lazy-page.tsx, the chat panel), not the whole app: a page that reads nothing from the server never
 * downloads the library. In the browser every root shares one cache; the prerender gets one per page.
 */
export function QueryRoot({ children }: { children: ReactNode }) {
  const [client] = useState(() => (typeof window === "undefined" ? makeQueryClient() : sharedQueryClient()));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

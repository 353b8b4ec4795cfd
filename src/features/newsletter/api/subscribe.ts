import { useCallback, useRef, useState } from "react";
import type { NewsletterInput } from "@common/newsletter";
import { postJson } from "@/lib/api-base";
import { powHeader } from "@/lib/pow/pow-header";

export async function subscribeToNewsletter(input: NewsletterInput) {
  // Plain fetch: the footer is on every page's first load, and the typed client is not.
  return postJson<{ ok: true }>("/newsletter", input, await powHeader());
}

/**
 * The footer form's one request at a time. Every page draws the footer, so this stays a few lines of state
 * rather than a TanStack mutation: the library is not part of a page that reads nothing else from the server.
 */
export function useSubscribe() {
  const [isPending, setPending] = useState(false);
  const busy = useRef(false);
  const subscribe = useCallback(async (input: NewsletterInput, on: { onSuccess: () => void; onError: () => void }) => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    try {
      await subscribeToNewsletter(input);
      on.onSuccess();
    } catch {
      on.onError();
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);
  return {
    isPending,
    mutate: (input: NewsletterInput, on: { onSuccess: () => void; onError: () => void }) => void subscribe(input, on),
  };
}

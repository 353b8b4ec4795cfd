import { useMutation } from "@tanstack/react-query";
import type { NewsletterInput } from "@common/newsletter";
import { api, unwrap } from "@/lib/api-client";

export async function subscribeToNewsletter(input: NewsletterInput) {
  // The route reads its JSON with the shared schema; hc passes the body through.
  const args = { json: input };
  return unwrap(await api.newsletter.$post(args));
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}

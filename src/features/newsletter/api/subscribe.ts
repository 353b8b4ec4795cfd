import { useMutation } from "@tanstack/react-query";
import type { NewsletterInput } from "@common/newsletter";
import { api, unwrap } from "@/lib/api-client";
import { powHeader } from "@/lib/pow/pow-header";

export async function subscribeToNewsletter(input: NewsletterInput) {
  // The route reads its JSON with the shared schema; hc passes the body through.
  const args = { json: input };
  return unwrap(await api.newsletter.$post(args, { headers: await powHeader() }));
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}

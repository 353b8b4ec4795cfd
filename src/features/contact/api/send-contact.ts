import { useMutation, useQuery } from "@tanstack/react-query";
import type { ContactInput } from "@common/contact";
import { api, unwrap } from "@/lib/api-client";
import { powHeader } from "@/lib/pow/pow-header";

export async function sendContactMessage(input: ContactInput) {
  const args = { json: input };
  return unwrap(await api.contact.$post(args, { headers: await powHeader() }));
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}

export async function getPublicSettings() {
  return unwrap(await api.settings.public.$get());
}

/** The sales and support addresses staff keep in the admin settings. */
export function usePublicSettings() {
  return useQuery({ queryKey: ["settings", "public"], queryFn: getPublicSettings, staleTime: 5 * 60_000 });
}

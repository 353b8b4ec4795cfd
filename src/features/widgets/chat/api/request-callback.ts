import type { CallbackInput } from "@common/chat-callback";
import { api, unwrap } from "@/lib/api-client";
import { powHeader } from "@/lib/pow/pow-header";

/** POST /api/chat/callbacks: a request to be called back, with a proof-of-work like every form. */
export async function requestCallback(input: CallbackInput) {
  return unwrap(await api.chat.callbacks.$post({ json: input }, { headers: await powHeader() }));
}

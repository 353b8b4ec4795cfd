import { api, unwrap } from "@/lib/api-client";

/** PUT /api/chat/email: where answers go by e-mail ("" forgets it). Only once a conversation exists. */
export async function saveChatEmail(email: string) {
  return unwrap(await api.chat.email.$put({ json: { email } }));
}

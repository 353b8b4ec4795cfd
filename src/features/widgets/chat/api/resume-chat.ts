import { api, unwrap } from "@/lib/api-client";

/** POST /api/chat/resume: an e-mail's link (?chat=<token>) hands its conversation to this browser. */
export async function resumeChat(token: string) {
  return unwrap(await api.chat.resume.$post({ json: { token } }));
}

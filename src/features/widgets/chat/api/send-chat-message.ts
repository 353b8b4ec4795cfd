import type { ChatMessageInput } from "@common/chat";
import { api, unwrap } from "@/lib/api-client";
import { powHeader } from "@/lib/pow/pow-header";

/**
 * POST /api/chat/messages. The first message starts a conversation and so costs a proof-of-work, as the forms do;
 * later ones are recognised by the conversation's cookie.
 */
export async function sendChatMessage(
  input: ChatMessageInput,
  { startsConversation }: { startsConversation: boolean },
) {
  const headers = startsConversation ? await powHeader() : undefined;
  return unwrap(await api.chat.messages.$post({ json: input }, { headers }));
}

export type SentChatMessage = Awaited<ReturnType<typeof sendChatMessage>>;

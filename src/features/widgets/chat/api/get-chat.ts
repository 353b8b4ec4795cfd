import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

/** GET /api/chat: who answers now, and this browser's (or account's) conversation with its messages. */
export async function getChat() {
  return unwrap(await api.chat.$get());
}

export type ChatState = Awaited<ReturnType<typeof getChat>>;
export type ChatConversation = NonNullable<ChatState["conversation"]>;

export const CHAT_QUERY_KEY = ["chat"] as const;

// Always asked again when the panel opens: availability changes while a tab stays open.
export const getChatQueryOptions = () => queryOptions({ queryKey: CHAT_QUERY_KEY, queryFn: getChat, staleTime: 0 });

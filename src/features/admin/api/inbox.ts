import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import type { ConversationKind, ConversationPatch } from "@common/chat";
import type { OrderFormValues } from "@common/order";
import { ApiClientError, api, unwrap } from "@/lib/api-client";

export type InboxKindFilter = "all" | ConversationKind;
export type InboxStatusFilter = "open" | "closed";

export interface InboxFilters {
  kind: InboxKindFilter;
  status: InboxStatusFilter;
  page: number;
}

export const inboxKeys = {
  all: ["admin", "inbox"] as const,
  list: (f: InboxFilters) => ["admin", "inbox", "list", f] as const,
  conversation: (id: string) => ["admin", "inbox", "conversation", id] as const,
  waiting: ["admin", "waiting"] as const,
};

/** The list polls: chats arrive while staff look at it (the widget's events are the visitor's, not staff's). */
const LIST_POLL_MS = 5_000;
const CONVERSATION_POLL_MS = 3_000;
/** The visitor's widget shows "typing" for about 2 s after each signal. */
const TYPING_EVERY_MS = 2_000;

export const useInbox = (f: InboxFilters) =>
  useQuery({
    queryKey: inboxKeys.list(f),
    queryFn: async () =>
      unwrap(await api.admin.inbox.$get({ query: { kind: f.kind, status: f.status, page: String(f.page) } })),
    placeholderData: keepPreviousData,
    refetchInterval: LIST_POLL_MS,
  });

export type InboxItem = NonNullable<ReturnType<typeof useInbox>["data"]>["items"][number];

/** Opening a conversation reads it: the sidebar badge and the list's unread counts are asked for again. */
export function useConversation(id: string) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: inboxKeys.conversation(id),
    queryFn: async () => {
      const data = await unwrap(await api.admin.inbox[":id"].$get({ param: { id } }));
      const before = qc.getQueryData<typeof data>(inboxKeys.conversation(id));
      if (!before || before.messages.length !== data.messages.length) {
        void qc.invalidateQueries({ queryKey: inboxKeys.waiting });
        void qc.invalidateQueries({ queryKey: [...inboxKeys.all, "list"] });
      }
      return data;
    },
    refetchInterval: CONVERSATION_POLL_MS,
    // A conversation that is gone (retention, a wrong link) stays gone: say so at once.
    retry: (count, error) => !(error instanceof ApiClientError && error.status === 404) && count < 2,
  });
}

export type ConversationDetail = NonNullable<ReturnType<typeof useConversation>["data"]>;
export type Conversation = ConversationDetail["conversation"];

export function useSendReply(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: string) =>
      unwrap(await api.admin.inbox[":id"].messages.$post({ param: { id }, json: { body } })),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: inboxKeys.all }),
        qc.invalidateQueries({ queryKey: inboxKeys.waiting }),
      ]),
  });
}

/** Tells the visitor's widget that staff are typing, at most once every 2 s; a lost signal does not matter. */
export function useTypingSignal(id: string) {
  const last = useRef(0);
  return () => {
    const now = Date.now();
    if (now - last.current < TYPING_EVERY_MS) return;
    last.current = now;
    void api.admin.inbox[":id"].typing.$post({ param: { id } }).catch(() => undefined);
  };
}

export function useUpdateConversation(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (patch: ConversationPatch) =>
      unwrap(await api.admin.inbox[":id"].$patch({ param: { id }, json: patch })),
    onSuccess: ({ conversation }) => {
      qc.setQueryData<ConversationDetail>(inboxKeys.conversation(id), (d) => d && { ...d, conversation });
      return Promise.all([
        qc.invalidateQueries({ queryKey: inboxKeys.all }),
        qc.invalidateQueries({ queryKey: inboxKeys.waiting }),
      ]);
    },
  });
}

export function useCreateOrderFromConversation(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: OrderFormValues) =>
      unwrap(await api.admin.inbox[":id"].order.$post({ param: { id }, json: input })),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: inboxKeys.all }),
        qc.invalidateQueries({ queryKey: ["admin", "orders"] }),
      ]),
  });
}

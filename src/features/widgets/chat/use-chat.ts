import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { CHAT_LIMITS, type ChatMessageDto } from "@common/chat";
import { CHAT_QUERY_KEY, getChatQueryOptions, type ChatConversation, type ChatState } from "./api/get-chat";
import { resumeChat } from "./api/resume-chat";
import { saveChatEmail } from "./api/save-chat-email";
import { sendChatMessage } from "./api/send-chat-message";
import { REPLY_DELAY_MS, WELCOME_BACK_DELAY_MS } from "./chat-config";
import { buildLines, chatErrorKey, mergeMessages, type Outgoing } from "./chat-lines";
import { useChatStream } from "./use-chat-stream";

type ConversationMeta = Pick<ChatConversation, "id" | "email">;

export interface UseChatOptions {
  open: boolean;
  signedIn: boolean;
  /** The token of an e-mail's link (?chat=...): handed to the server before the conversation is loaded. */
  resumeToken?: string | null;
}

/**
 * The support chat's state (spec §4, with the server of /api/chat): the conversation survives reloads; a message
 * counts as sent once the server stored it; the greeting and the welcome-back are the product's own local texts; the
 * first message's automatic acknowledgement follows 2 s of typing; staff replies come through the stream.
 */
export function useChat({ open, signedIn, resumeToken = null }: UseChatOptions) {
  const qc = useQueryClient();
  const [resume, setResume] = useState<"none" | "pending" | "failed">(resumeToken ? "pending" : "none");
  const query = useQuery({ ...getChatQueryOptions(), enabled: open && resume !== "pending" });
  const [started, setStarted] = useState<ConversationMeta | null>(null);
  const [received, setReceived] = useState<ChatMessageDto[]>([]);
  const [outbox, setOutbox] = useState<Outgoing[]>([]);
  const [held, setHeld] = useState<ReadonlySet<number>>(() => new Set());
  const [greetedAt, setGreetedAt] = useState<number | null>(null);
  const [welcomeDue, setWelcomeDue] = useState<number | null>(null);
  const [welcomedAt, setWelcomedAt] = useState<number | null>(null);
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const chain = useRef<Promise<void>>(Promise.resolve());
  const nextKey = useRef(1);
  const welcome = useRef({ scheduled: false, decided: false });
  // What a queued message reads when its turn comes: the previous one's answer may not have been rendered yet.
  const current = useRef({ conversationId: null as string | null, email: null as string | null });

  const conversation = query.data?.conversation ?? null;
  const meta: ConversationMeta | null = conversation ?? started;
  const conversationId = meta?.id ?? null;
  const email = meta ? meta.email : pendingEmail;
  const messages = useMemo(() => mergeMessages(conversation?.messages ?? [], received), [conversation, received]);
  const settled = query.isSuccess || query.isError;
  const onlyGreeting = messages.length === 0 && outbox.length === 0;

  useEffect(() => {
    current.current = { conversationId, email };
  }, [conversationId, email]);

  const later = useCallback((fn: () => void, ms: number) => {
    const id = setTimeout(() => {
      timers.current.delete(id);
      fn();
    }, ms);
    timers.current.add(id);
  }, []);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  useEffect(() => {
    if (!resumeToken) return;
    let active = true;
    resumeChat(resumeToken).then(
      () => {
        if (!active) return;
        void qc.invalidateQueries({ queryKey: CHAT_QUERY_KEY });
        setResume("none");
      },
      () => active && setResume("failed"),
    );
    return () => {
      active = false;
    };
  }, [resumeToken, qc]);

  // The greeting is created on first open, so nothing time-dependent is rendered before hydration.
  useEffect(() => {
    if (open && greetedAt === null) setGreetedAt(Date.now());
  }, [open, greetedAt]);

  // Opening while signed in: a welcome-back after 1 s, if by then the log holds only the greeting (decided once).
  useEffect(() => {
    if (!open || !signedIn || welcome.current.scheduled) return;
    welcome.current.scheduled = true;
    later(() => setWelcomeDue(Date.now()), WELCOME_BACK_DELAY_MS);
  }, [open, signedIn, later]);
  useEffect(() => {
    if (welcomeDue === null || welcome.current.decided || !settled) return;
    welcome.current.decided = true;
    if (onlyGreeting) setWelcomedAt(welcomeDue);
  }, [welcomeDue, settled, onlyGreeting]);

  const patchConversation = useCallback(
    (patch: ConversationMeta) => {
      setStarted(patch);
      qc.setQueryData<ChatState>(CHAT_QUERY_KEY, (old) =>
        old ? { ...old, conversation: { status: "open", messages: [], ...old.conversation, ...patch } } : old,
      );
    },
    [qc],
  );

  const { staffTyping } = useChatStream({
    open,
    loaded: settled,
    conversationId,
    lastId: messages.at(-1)?.id ?? 0,
    onMessage: (m) => setReceived((list) => mergeMessages(list, [m])),
    onRefresh: () => void qc.invalidateQueries({ queryKey: CHAT_QUERY_KEY }),
    onAvailability: (availability) =>
      qc.setQueryData<ChatState>(CHAT_QUERY_KEY, (old) => (old ? { ...old, availability } : old)),
  });

  const deliver = useCallback(
    (key: string, body: string) => {
      chain.current = chain.current.then(async () => {
        const { conversationId: id, email: firstEmail } = current.current;
        try {
          const page = window.location.pathname.slice(0, CHAT_LIMITS.page);
          const res = await sendChatMessage(
            { body, page, ...(!id && firstEmail ? { email: firstEmail } : {}) },
            { startsConversation: !id },
          );
          current.current.conversationId = res.conversation.id;
          // The automatic acknowledgement is held back behind 2 s of typing, as a reply would be.
          const auto = res.messages.filter((m) => m.sender === "auto").map((m) => m.id);
          if (auto.length) {
            setHeld((ids) => new Set([...ids, ...auto]));
            later(() => setHeld((ids) => new Set([...ids].filter((x) => !auto.includes(x)))), REPLY_DELAY_MS);
          }
          patchConversation({ id: res.conversation.id, email: res.conversation.email });
          setReceived((list) => mergeMessages(list, res.messages));
          setOutbox((list) => list.filter((o) => o.key !== key));
        } catch (error) {
          const reason = chatErrorKey(error, "body");
          setOutbox((list) => list.map((o) => (o.key === key ? { ...o, state: "failed", error: reason } : o)));
        }
      });
    },
    [later, patchConversation],
  );

  /** Sends only non-blank text, trimmed; false when there was nothing to send. */
  const send = (text: string): boolean => {
    const body = text.trim();
    if (!body) return false;
    const key = `out${nextKey.current++}`;
    setOutbox((list) => [...list, { key, body, at: Date.now(), state: "sending" }]);
    deliver(key, body);
    return true;
  };

  const retry = (key: string) => {
    const failed = outbox.find((o) => o.key === key && o.state === "failed");
    if (!failed) return;
    setOutbox((list) => list.map((o) => (o.key === key ? { ...o, state: "sending", error: undefined } : o)));
    deliver(key, failed.body);
  };

  /** Takes a failed message out of the log and gives its text back (to the message field). */
  const edit = (key: string): string => {
    const failed = outbox.find((o) => o.key === key && o.state === "failed");
    setOutbox((list) => list.filter((o) => o.key !== key));
    return failed?.body ?? "";
  };

  /** Where answers go by e-mail ("" forgets it): saved now if a conversation exists, else sent with the first message. */
  const saveEmail = async (value: string) => {
    if (!current.current.conversationId) {
      current.current.email = value || null;
      setPendingEmail(value || null);
      return;
    }
    const res = await saveChatEmail(value);
    patchConversation({ id: current.current.conversationId, email: res.email });
  };

  const lines = useMemo(
    () => buildLines({ greetedAt, welcomedAt, messages, held, outbox }),
    [greetedAt, welcomedAt, messages, held, outbox],
  );

  return {
    lines,
    /** The typing indicator: the automatic acknowledgement on its way, or a person of the staff typing. */
    typing: held.size > 0 || staffTyping,
    availability: query.data?.availability ?? null,
    loadFailed: query.isError && !query.data,
    reload: () => void query.refetch(),
    resumeFailed: resume === "failed",
    conversationId,
    email,
    send,
    retry,
    edit,
    saveEmail,
  };
}

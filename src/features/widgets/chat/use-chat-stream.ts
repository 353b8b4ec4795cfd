import { useEffect, useEffectEvent, useRef, useState } from "react";
import type { ChatAvailability, ChatMessageDto } from "@common/chat";
import { openChatStream } from "./api/open-chat-stream";
import { STAFF_TYPING_MS, STREAM_RETRY_MS } from "./chat-config";

/**
 * The conversation's live stream while the panel is open: new messages (staff replies, and the visitor's own from
 * another tab), whether staff are typing, and who answers now. Closed when the panel closes or the component goes away.
 */
export function useChatStream({
  open,
  loaded,
  conversationId,
  lastId,
  onMessage,
  onRefresh,
  onAvailability,
}: {
  open: boolean;
  /** The conversation (or its absence) is known: the stream opens for it, not once before and again after. */
  loaded: boolean;
  conversationId: string | null;
  /** The last message id already shown: the first connection asks only for later ones. */
  lastId: number;
  onMessage: (message: ChatMessageDto) => void;
  /** The conversation changed in a way the stream does not carry (its status), or the stream was refused. */
  onRefresh: () => void;
  /** Who answers now, pushed by the server: the header and the automatic texts follow it. */
  onAvailability: (a: ChatAvailability) => void;
}) {
  const [staffTyping, setStaffTyping] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const after = useRef(lastId);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    after.current = lastId;
  }, [lastId]);

  const message = useEffectEvent((m: ChatMessageDto) => {
    if (m.sender === "staff") {
      clearTimeout(typingTimer.current);
      setStaffTyping(false);
    }
    onMessage(m);
  });
  const refresh = useEffectEvent(() => onRefresh());
  const available = useEffectEvent((a: ChatAvailability) => onAvailability(a));

  useEffect(() => {
    // Open as long as the panel is: before a conversation exists it carries the availability only; the first
    // message's conversation opens a new one.
    if (!open || !loaded) return;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const close = openChatStream(after.current, {
      message: (m) => message(m),
      typing: () => {
        setStaffTyping(true);
        clearTimeout(typingTimer.current);
        typingTimer.current = setTimeout(() => setStaffTyping(false), STAFF_TYPING_MS);
      },
      status: () => refresh(),
      availability: (a) => available(a),
      lost: () => {
        refresh();
        retry = setTimeout(() => setAttempt((n) => n + 1), STREAM_RETRY_MS);
      },
    });
    return () => {
      close();
      clearTimeout(retry);
      clearTimeout(typingTimer.current);
      setStaffTyping(false);
    };
  }, [open, loaded, conversationId, attempt]);

  return { staffTyping };
}

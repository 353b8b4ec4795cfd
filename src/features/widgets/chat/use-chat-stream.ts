import { useEffect, useEffectEvent, useRef, useState } from "react";
import type { ChatMessageDto } from "@common/chat";
import { openChatStream } from "./api/open-chat-stream";
import { STAFF_TYPING_MS, STREAM_RETRY_MS } from "./chat-config";

/**
 * The conversation's live stream while the panel is open: new messages (staff replies, and the visitor's own from
 * another tab), and whether staff are typing. Closed when the panel closes or the component goes away.
 */
export function useChatStream({
  open,
  conversationId,
  lastId,
  onMessage,
  onRefresh,
}: {
  open: boolean;
  conversationId: string | null;
  /** The last message id already shown: the first connection asks only for later ones. */
  lastId: number;
  onMessage: (message: ChatMessageDto) => void;
  /** The conversation changed in a way the stream does not carry (its status), or the stream was refused. */
  onRefresh: () => void;
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

  useEffect(() => {
    if (!open || !conversationId) return;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const close = openChatStream(after.current, {
      message: (m) => message(m),
      typing: () => {
        setStaffTyping(true);
        clearTimeout(typingTimer.current);
        typingTimer.current = setTimeout(() => setStaffTyping(false), STAFF_TYPING_MS);
      },
      status: () => refresh(),
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
  }, [open, conversationId, attempt]);

  return { staffTyping };
}

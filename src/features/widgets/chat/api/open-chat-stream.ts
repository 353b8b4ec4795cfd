import type { ChatAvailability, ChatMessageDto } from "@common/chat";

export const CHAT_STREAM_URL = "/api/chat/stream";

export interface ChatStreamHandlers {
  message: (message: ChatMessageDto) => void;
  /** A person of the staff is typing (sent again while they keep typing). */
  typing: () => void;
  /** The conversation was opened or closed by the staff. */
  status: () => void;
  /** Who answers now (sent on connecting, and whenever staff go online or offline or the hours change). */
  availability: (a: ChatAvailability) => void;
  /** The server refused the stream (no conversation any more, an error): the browser will not reconnect by itself. */
  lost: () => void;
}

/**
 * GET /api/chat/stream (Server-Sent Events) for this browser's conversation, with its same-origin cookie, and the
 * staff's availability (also before a conversation exists).
 * EventSource reconnects by itself after a dropped connection and sends the id of the last message it saw
 * (Last-Event-ID), so the server resends only what was missed; `after` does the same for the first connection.
 * Returns the function that closes the stream.
 */
export function openChatStream(after: number, on: ChatStreamHandlers): () => void {
  const source = new EventSource(`${CHAT_STREAM_URL}?after=${after}`);
  source.addEventListener("message", (e: MessageEvent<string>) => {
    let message: ChatMessageDto;
    try {
      message = JSON.parse(e.data) as ChatMessageDto;
    } catch {
      return;
    }
    if (typeof message?.id === "number") on.message(message);
  });
  source.addEventListener("typing", () => on.typing());
  source.addEventListener("status", () => on.status());
  source.addEventListener("availability", (e: MessageEvent<string>) => {
    try {
      const a = JSON.parse(e.data) as ChatAvailability;
      if (typeof a?.online === "boolean") on.availability(a);
    } catch {
      /* not one: ignored */
    }
  });
  source.addEventListener("error", () => {
    if (source.readyState === EventSource.CLOSED) on.lost();
  });
  return () => source.close();
}

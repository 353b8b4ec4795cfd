import { sql } from "drizzle-orm";
import type { Database, Db } from "../../db/client";
import type { Logger } from "../../lib/logger";

/** What happened in a conversation; a stream re-reads the messages themselves from the database. */
export interface ChatEvent {
  /** The conversation's id. */
  c: string;
  /** message: a new message is stored; typing: staff are typing; status: opened or closed; shutdown: this instance stops. */
  t: "message" | "typing" | "status" | "shutdown";
}

export const CHAT_CHANNEL = "chat_events";

/**
 * Carries chat events between the request that stores a message and the streams that show it: a NOTIFY sent in the
 * storing transaction (so it arrives after the commit, on every instance sharing the database), and one LISTEN per
 * process that hands each event to the streams of its conversation.
 */
export function createChatHub(database: Database, logger: Logger) {
  const subscribers = new Map<string, Set<(e: ChatEvent) => void>>();
  let stop: (() => Promise<void>) | null = null;
  let starting: Promise<void> | null = null;
  let open = 0;

  const dispatch = (e: ChatEvent) => {
    for (const fn of subscribers.get(e.c) ?? []) fn(e);
  };

  // The one listening connection outlives the request that opens it: its lines carry no request id (the hub logs
  // with the server's logger).
  const start = () =>
    (starting ??= database
      .listen(
        CHAT_CHANNEL,
        (payload) => {
          try {
            const e = JSON.parse(payload) as ChatEvent;
            if (typeof e.c === "string") dispatch(e);
          } catch {
            logger.error("chat event not understood", { payload: payload.slice(0, 100) });
          }
        },
        // Events sent while the listening connection was down are lost: every stream re-reads its messages.
        () => {
          for (const [c] of subscribers) dispatch({ c, t: "message" });
        },
      )
      .then((s) => {
        stop = s;
      }));

  return {
    start,
    /** Sends an event; inside a transaction it leaves with the commit. */
    async publish(db: Db, e: ChatEvent) {
      await db.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${JSON.stringify(e)})`);
    },
    async subscribe(conversationId: string, fn: (e: ChatEvent) => void) {
      await start();
      let set = subscribers.get(conversationId);
      if (!set) subscribers.set(conversationId, (set = new Set()));
      set.add(fn);
      open++;
      let done = false;
      return () => {
        if (done) return;
        done = true;
        set.delete(fn);
        open--;
        if (!set.size) subscribers.delete(conversationId);
      };
    },
    /** Streams of this conversation open on this instance. */
    streamsOf(conversationId: string) {
      return subscribers.get(conversationId)?.size ?? 0;
    },
    /** Streams open on this instance (for the metrics and the bench). */
    get openStreams() {
      return open;
    },
    async close() {
      for (const [c] of subscribers) dispatch({ c, t: "shutdown" });
      await stop?.();
      stop = null;
      starting = null;
    },
  };
}

export type ChatHub = ReturnType<typeof createChatHub>;

import fs from "node:fs";
import { inArray, sql } from "drizzle-orm";
import type { ChatAvailability } from "@common/chat";
import type { Database, Db } from "../../db/client";
import { conversationMessages, conversations } from "../../db/schema";
import type { Logger } from "../../lib/logger";
import { availability } from "./availability";

/** What happened in a conversation; a stream re-reads the messages themselves from the database. */
export interface ChatEvent {
  /** The conversation's id ("*" for every stream: availability). */
  c: string;
  /**
   * message: a new message is stored; typing: staff are typing; status: opened or closed; availability: staff went
   * online or offline or the business hours changed; shutdown: this instance stops.
   */
  t: "message" | "typing" | "status" | "availability" | "shutdown";
}

export const CHAT_CHANNEL = "chat_events";

/** How often the hub's one timer renews "connected", re-reads what streams may have missed, checks availability and pings. */
export const STREAM_HEARTBEAT_MS = 15_000;

/**
 * Streams one conversation (a few tabs) and one address may hold on an instance; a new one beyond closes the oldest.
 * The budget is the instance's: past it a new stream is refused (503 with Retry-After) before the process runs out of
 * file descriptors for the rest of its work.
 */
export const STREAM_LIMITS = {
  perConversation: 3,
  perAddress: 8,
  /** The budget's ceiling whatever the open-file limit (each stream costs about 100 KB). */
  maxBudget: 4000,
  /** Seconds a refused stream is told to wait. */
  retryAfterSeconds: 30,
} as const;

/** The soft limit of open files of this process (Linux: /proc/self/limits), or null where it cannot be read. */
export function openFileLimit(): number | null {
  try {
    const line = fs
      .readFileSync("/proc/self/limits", "utf8")
      .split("\n")
      .find((l) => l.startsWith("Max open files"));
    const soft = line?.slice("Max open files".length).trim().split(/\s+/)[0];
    if (!soft) return null;
    return soft === "unlimited" ? Infinity : Number(soft) || null;
  } catch {
    return null;
  }
}

/**
 * Streams this instance admits: half the open-file limit (the other half stays for database files, the listening
 * socket, ordinary requests, the mail worker, uploads), at most `maxBudget`; `configured` (CHAT_STREAMS_MAX) only lowers it.
 */
export function streamBudget(limit: number | null, configured?: number): number {
  const fromLimit = limit === null ? STREAM_LIMITS.maxBudget : Math.floor(limit / 2);
  return Math.max(1, Math.min(fromLimit, STREAM_LIMITS.maxBudget, configured ?? Infinity));
}

/** What a stream of the hub does with what happens; the hub calls these, the route writes them to the socket. */
export interface StreamHandlers {
  event(e: ChatEvent): void;
  availability(a: ChatAvailability): void;
  ping(): void;
  /** Closed by the hub: a newer stream of the same conversation or address took its place, or the instance stops. */
  close(): void;
  /** The id of the last message this stream sent. */
  lastId(): number;
}

export interface StreamSlot {
  /** Hands the slot its stream's handlers (a slot evicted before that is closed at once). */
  attach(h: StreamHandlers): void;
  release(): void;
}

interface Client {
  conversationId: string | null;
  address: string;
  handlers: StreamHandlers | null;
  closed: boolean;
}

/**
 * Carries chat events between the request that stores a message and the streams that show it: a NOTIFY sent in the
 * storing transaction (so it arrives after the commit, on every instance sharing the database), and one LISTEN per
 * process that hands each event to the streams of its conversation. It also admits the streams (caps per conversation
 * and address, a budget per instance) and runs one heartbeat for all of them: a few queries per beat, whatever their
 * number, and an availability change pushed to every open widget.
 */
export function createChatHub(database: Database, logger: Logger, opts: { maxStreams?: number } = {}) {
  const limit = openFileLimit();
  const budget = streamBudget(limit, opts.maxStreams);
  logger.info("chat streams", {
    openFileLimit: limit === Infinity ? "unlimited" : limit,
    budget,
    perConversation: STREAM_LIMITS.perConversation,
    perAddress: STREAM_LIMITS.perAddress,
  });
  const all = new Set<Client>();
  const byConversation = new Map<string, Set<Client>>();
  const byAddress = new Map<string, Set<Client>>();
  let stop: (() => Promise<void>) | null = null;
  let starting: Promise<void> | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  let stated: string | null = null;
  let current: ChatAvailability | null = null;
  // The last message id a stream of this instance wrote, per conversation (the newest 10,000): a reply taken by a
  // stream whose visitor left a moment later was still delivered live.
  const taken = new Map<string, number>();

  const add = (map: Map<string, Set<Client>>, key: string, c: Client) => {
    let set = map.get(key);
    if (!set) map.set(key, (set = new Set()));
    set.add(c);
  };
  const remove = (map: Map<string, Set<Client>>, key: string, c: Client) => {
    const set = map.get(key);
    if (!set) return;
    set.delete(c);
    if (!set.size) map.delete(key);
  };
  const release = (c: Client) => {
    if (!all.delete(c)) return;
    if (c.conversationId) remove(byConversation, c.conversationId, c);
    remove(byAddress, c.address, c);
    if (!all.size) {
      // Nothing renews the availability read any more: the next stream reads it afresh.
      current = null;
      if (timer) clearInterval(timer);
      timer = null;
    }
  };
  const evict = (c: Client) => {
    release(c);
    c.closed = true;
    c.handlers?.close();
  };
  const safely = (fn: () => void) => {
    try {
      fn();
    } catch (err) {
      logger.error("chat stream", { error: String(err) });
    }
  };

  const dispatch = (e: ChatEvent) => {
    if (e.t === "availability") {
      current = null;
      return void refreshAvailability(true);
    }
    for (const c of byConversation.get(e.c) ?? []) safely(() => c.handlers?.event(e));
  };

  /** Reads availability once and pushes it to every stream when it changed (or always, `force`). */
  async function refreshAvailability(force = false) {
    if (!all.size) return;
    try {
      const a = await availability(database.db);
      const key = JSON.stringify(a);
      current = a;
      if (!force && key === stated) return;
      stated = key;
      for (const c of all) safely(() => c.handlers?.availability(a));
    } catch (err) {
      logger.error("chat availability", { error: String(err) });
    }
  }

  /** The one heartbeat: "connected" renewed, missed messages re-read, availability checked, every stream pinged. */
  async function beat() {
    const ids = [...byConversation.keys()];
    try {
      for (let i = 0; i < ids.length; i += 1000) {
        const chunk = ids.slice(i, i + 1000);
        await database.db
          .update(conversations)
          .set({ visitorSeenAt: sql`now()` })
          .where(inArray(conversations.id, chunk));
        const latest = await database.db
          .select({ id: conversationMessages.conversationId, last: sql<number>`max(${conversationMessages.id})` })
          .from(conversationMessages)
          .where(inArray(conversationMessages.conversationId, chunk))
          .groupBy(conversationMessages.conversationId);
        for (const row of latest) {
          for (const c of byConversation.get(row.id) ?? []) {
            if (c.handlers && c.handlers.lastId() < Number(row.last))
              safely(() => c.handlers!.event({ c: row.id, t: "message" }));
          }
        }
      }
    } catch (err) {
      logger.error("chat heartbeat", { error: String(err) });
    }
    await refreshAvailability();
    for (const c of all) safely(() => c.handlers?.ping());
  }

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
          for (const [c] of byConversation) dispatch({ c, t: "message" });
          void refreshAvailability(true);
        },
      )
      .then((s) => {
        stop = s;
      }));

  return {
    start,
    budget,
    /** Sends an event; inside a transaction it leaves with the commit. */
    async publish(db: Db, e: ChatEvent) {
      await db.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${JSON.stringify(e)})`);
    },
    /**
     * A place for a new stream, or null when this instance's budget is spent. The oldest stream of the same
     * conversation, and of the same address, make room first (and count as free for the budget).
     */
    async admit(conversationId: string | null, address: string): Promise<StreamSlot | null> {
      await start();
      const leaving = new Set<Client>();
      // Sets keep the order of insertion: the first are the oldest.
      const oldest = (set: Set<Client> | undefined, max: number) => {
        const staying = [...(set ?? [])].filter((c) => !leaving.has(c));
        for (const c of staying.slice(0, Math.max(0, staying.length - max + 1))) leaving.add(c);
      };
      if (conversationId) oldest(byConversation.get(conversationId), STREAM_LIMITS.perConversation);
      oldest(byAddress.get(address), STREAM_LIMITS.perAddress);
      if (all.size - leaving.size >= budget) return null;
      for (const c of leaving) evict(c);
      const client: Client = { conversationId, address, handlers: null, closed: false };
      all.add(client);
      if (conversationId) add(byConversation, conversationId, client);
      add(byAddress, address, client);
      timer ??= setInterval(() => void beat(), STREAM_HEARTBEAT_MS);
      timer.unref?.();
      return {
        attach(h) {
          client.handlers = h;
          if (client.closed) h.close();
        },
        release: () => release(client),
      };
    },
    /** A stream of this instance wrote the conversation's messages up to `id`. */
    took(conversationId: string, id: number) {
      taken.delete(conversationId);
      taken.set(conversationId, id);
      if (taken.size > 10_000) taken.delete(taken.keys().next().value!);
    },
    /** Whether a stream of this instance wrote this message. */
    hasTaken(conversationId: string, id: number) {
      return (taken.get(conversationId) ?? 0) >= id;
    },
    /** The availability last pushed (read now when no stream has asked yet). */
    async availability() {
      return (current ??= await availability(database.db));
    },
    /** Streams of this conversation open on this instance. */
    streamsOf(conversationId: string) {
      return byConversation.get(conversationId)?.size ?? 0;
    },
    /** Streams open on this instance (for the metrics and the bench). */
    get openStreams() {
      return all.size;
    },
    async close() {
      for (const c of [...all]) evict(c);
      await stop?.();
      stop = null;
      starting = null;
    },
  };
}

export type ChatHub = ReturnType<typeof createChatHub>;

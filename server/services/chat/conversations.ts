import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { ChatMessageDto, ChatSender, ConversationKind } from "@common/chat";
import type { Db } from "../../db/client";
import { contactMessages, conversationMessages, conversations, user } from "../../db/schema";
import { newConversationId } from "./identity";
import type { ChatHub } from "./hub";

export type ConversationRow = typeof conversations.$inferSelect;

/** A visitor counts as connected while their stream renewed `visitorSeenAt` within this long. */
export const VISITOR_CONNECTED_MS = 45_000;

/**
 * The conversation a visitor may see: the browser's own (its cookie), unless it belongs to another account; else,
 * for a signed-in client, their latest chat (on another device). A browser's conversation is the account's from the
 * moment its visitor is signed in.
 */
export async function visitorConversation(
  db: Db,
  who: { cookieId: string | null; userId: string | null },
): Promise<ConversationRow | null> {
  if (who.cookieId) {
    const [row] = await db.select().from(conversations).where(eq(conversations.id, who.cookieId));
    if (row && (!row.userId || row.userId === who.userId) && row.kind === "chat") {
      if (who.userId && !row.userId) {
        await db.update(conversations).set({ userId: who.userId }).where(eq(conversations.id, row.id));
        row.userId = who.userId;
      }
      return row;
    }
  }
  if (!who.userId) return null;
  const [latest] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.userId, who.userId), eq(conversations.kind, "chat")))
    .orderBy(desc(conversations.lastMessageAt))
    .limit(1);
  return latest ?? null;
}

export async function conversationById(db: Db, id: string): Promise<ConversationRow | null> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
  return row ?? null;
}

/** A conversation by id, only for its own browser or account: anything else is as if it did not exist. */
export async function ownConversation(
  db: Db,
  id: string,
  who: { cookieId: string | null; userId: string | null },
): Promise<ConversationRow | null> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
  if (!row) return null;
  const byAccount = row.userId !== null && row.userId === who.userId;
  const byBrowser = who.cookieId === row.id && (row.userId === null || row.userId === who.userId);
  return byAccount || byBrowser ? row : null;
}

export async function createConversation(
  db: Db,
  v: {
    kind: ConversationKind;
    userId: string | null;
    locale: string;
    page?: string | null;
    email?: string | null;
    name?: string | null;
    phone?: string | null;
    phoneCountry?: string | null;
    preferredTime?: string | null;
    contactMessageId?: number | null;
  },
): Promise<ConversationRow> {
  const [row] = await db
    .insert(conversations)
    .values({
      id: newConversationId(),
      kind: v.kind,
      userId: v.userId,
      locale: v.locale,
      page: v.page ?? null,
      visitorEmail: v.email ?? null,
      visitorName: v.name ?? null,
      phone: v.phone ?? null,
      phoneCountry: v.phoneCountry ?? null,
      preferredTime: v.preferredTime ?? null,
      contactMessageId: v.contactMessageId ?? null,
      // A callback or contact message waits on staff from the start, even without a message.
      waitingSince: v.kind === "chat" ? null : new Date(),
    })
    .returning();
  return row!;
}

/**
 * Stores a message and keeps the conversation's counters: a visitor's message makes it wait on staff (since the
 * first unanswered one) and reopens it; a staff reply ends the wait. The event is published with the transaction.
 */
export async function addMessage(
  db: Db,
  hub: ChatHub,
  conversationId: string,
  m: { sender: ChatSender; body: string; authorId?: string | null },
): Promise<ChatMessageDto> {
  const [row] = await db
    .insert(conversationMessages)
    .values({ conversationId, sender: m.sender, body: m.body, authorId: m.authorId ?? null })
    .returning();
  const now = row!.createdAt;
  if (m.sender === "visitor") {
    await db
      .update(conversations)
      .set({
        lastMessageAt: now,
        waitingSince: sql`coalesce(${conversations.waitingSince}, ${now.toISOString()}::timestamptz)`,
        staffUnread: sql`${conversations.staffUnread} + 1`,
        status: "open",
        closedAt: null,
      })
      .where(eq(conversations.id, conversationId));
  } else if (m.sender === "staff") {
    await db
      .update(conversations)
      .set({ lastMessageAt: now, waitingSince: null, staffUnread: 0 })
      .where(eq(conversations.id, conversationId));
  } else {
    await db.update(conversations).set({ lastMessageAt: now }).where(eq(conversations.id, conversationId));
  }
  await hub.publish(db, { c: conversationId, t: "message" });
  let authorName: string | null = null;
  if (m.authorId && m.sender === "staff") {
    const [a] = await db.select({ name: user.name }).from(user).where(eq(user.id, m.authorId));
    authorName = a?.name ?? null;
  }
  return toDto({ ...row!, authorName });
}

function toDto(r: {
  id: number;
  sender: string;
  body: string;
  authorName: string | null;
  createdAt: Date;
}): ChatMessageDto {
  return {
    id: r.id,
    sender: r.sender as ChatSender,
    body: r.body,
    authorName: r.authorName,
    createdAt: r.createdAt.toISOString(),
  };
}

/** The thread in order, or only the messages after `afterId` (a stream resuming). */
export async function readThread(db: Db, conversationId: string, afterId = 0): Promise<ChatMessageDto[]> {
  const rows = await db
    .select({
      id: conversationMessages.id,
      sender: conversationMessages.sender,
      body: conversationMessages.body,
      createdAt: conversationMessages.createdAt,
      authorName: user.name,
    })
    .from(conversationMessages)
    .leftJoin(user, eq(user.id, conversationMessages.authorId))
    .where(and(eq(conversationMessages.conversationId, conversationId), gt(conversationMessages.id, afterId)))
    .orderBy(asc(conversationMessages.id))
    .limit(500);
  return rows.map((r) => toDto({ ...r, authorName: r.sender === "staff" ? r.authorName : null }));
}

/** The database's clock, so that "after this message" means the same on every instance. */
export async function touchVisitor(db: Db, conversationId: string) {
  await db
    .update(conversations)
    .set({ visitorSeenAt: sql`now()` })
    .where(eq(conversations.id, conversationId));
}

/** How long a staff reply waits for an open stream to take it before it counts as not delivered live. */
export const LIVE_CONFIRM_MS = 3000;

/**
 * Whether an open stream, on any instance, took the message: a stream renews `visitorSeenAt` after it wrote messages
 * and on every heartbeat, so a renewal later than the message is a live stream's. A stream whose instance died renews
 * nothing: the reply is then not "live", and the stale mark is cleared (the next reply need not wait). `tookHere`: a
 * stream of this instance wrote it (its visitor may have left right after, clearing the mark).
 */
export async function confirmLive(
  db: Db,
  conversationId: string,
  messageId: number,
  opts: { tookHere?: () => boolean; ms?: number } = {},
) {
  const deadline = Date.now() + (opts.ms ?? LIVE_CONFIRM_MS);
  const later = sql`${conversations.visitorSeenAt} > (select m.created_at from conversation_messages m where m.id = ${messageId})`;
  for (;;) {
    const [row] = await db
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.id, conversationId), later));
    if (row || opts.tookHere?.()) return true;
    if (Date.now() >= deadline) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  await db
    .update(conversations)
    .set({ visitorSeenAt: null })
    .where(and(eq(conversations.id, conversationId), sql`not coalesce(${later}, false)`));
  return false;
}

export async function forgetVisitor(db: Db, conversationId: string) {
  await db.update(conversations).set({ visitorSeenAt: null }).where(eq(conversations.id, conversationId));
}

export const isVisitorConnected = (row: Pick<ConversationRow, "visitorSeenAt">, now = Date.now()) =>
  row.visitorSeenAt !== null && now - row.visitorSeenAt.getTime() < VISITOR_CONNECTED_MS;

export async function setVisitorEmail(db: Db, conversationId: string, email: string | null) {
  await db.update(conversations).set({ visitorEmail: email }).where(eq(conversations.id, conversationId));
}

/** Closing a contact conversation marks its contact message handled, and reopening it open again. */
export async function setStatus(db: Db, row: ConversationRow, status: "open" | "closed", actorId: string) {
  const closed = status === "closed";
  await db
    .update(conversations)
    .set({ status, closedAt: closed ? new Date() : null, ...(closed ? { waitingSince: null, staffUnread: 0 } : {}) })
    .where(eq(conversations.id, row.id));
  if (row.contactMessageId) {
    await db
      .update(contactMessages)
      .set(closed ? { handledAt: new Date(), handledBy: actorId } : { handledAt: null, handledBy: null })
      .where(eq(contactMessages.id, row.contactMessageId));
  }
}

/**
 * Deletes closed conversations of visitors who never signed in, `days` after they were closed. A signed-in client's
 * conversations stay with their account (its export and deletion cover them).
 */
export async function pruneClosedAnonymous(db: Db, days: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  const rows = await db
    .delete(conversations)
    .where(and(isNull(conversations.userId), eq(conversations.status, "closed"), lt(conversations.closedAt, cutoff)))
    .returning({ id: conversations.id });
  return rows.length;
}

/** A client's conversations with their messages, for "Your data". */
export async function conversationsOfUser(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(conversations)
    .where(eq(conversations.userId, userId))
    .orderBy(asc(conversations.createdAt));
  const messages = rows.length
    ? await db
        .select({
          conversationId: conversationMessages.conversationId,
          sender: conversationMessages.sender,
          body: conversationMessages.body,
          createdAt: conversationMessages.createdAt,
        })
        .from(conversationMessages)
        .where(
          inArray(
            conversationMessages.conversationId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(conversationMessages.id))
    : [];
  return rows.map((r) => ({
    kind: r.kind,
    status: r.status,
    email: r.visitorEmail,
    name: r.visitorName,
    phone: r.phone,
    phoneCountry: r.phoneCountry,
    preferredTime: r.preferredTime,
    page: r.page,
    locale: r.locale,
    createdAt: r.createdAt.toISOString(),
    closedAt: r.closedAt?.toISOString() ?? null,
    messages: messages
      .filter((m) => m.conversationId === r.id)
      .map((m) => ({ sender: m.sender, body: m.body, createdAt: m.createdAt.toISOString() })),
  }));
}

/**
 * On account deletion: the client's conversations lose everything that names them (account, e-mail, name, phone,
 * page, their own words), are closed, and are then deleted like any anonymous conversation after the retention time.
 */
export async function anonymiseConversationsOf(db: Db, userId: string, email: string) {
  const rows = await db
    .update(conversations)
    .set({
      userId: null,
      visitorEmail: null,
      visitorName: null,
      phone: null,
      phoneCountry: null,
      page: null,
      status: "closed",
      closedAt: sql`coalesce(${conversations.closedAt}, now())`,
      waitingSince: null,
      staffUnread: 0,
    })
    .where(or(eq(conversations.userId, userId), sql`lower(${conversations.visitorEmail}) = ${email.toLowerCase()}`))
    .returning({ id: conversations.id });
  if (rows.length) {
    await db
      .update(conversationMessages)
      .set({ body: "" })
      .where(
        and(
          inArray(
            conversationMessages.conversationId,
            rows.map((r) => r.id),
          ),
          eq(conversationMessages.sender, "visitor"),
        ),
      );
  }
  return rows.length;
}

import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { ConversationKind } from "@common/chat";
import type { Db } from "../../db/client";
import { conversationMessages, conversations, orders, user } from "../../db/schema";
import { isVisitorConnected, type ConversationRow } from "./conversations";
import { isPremiumRate } from "./phone";

export const INBOX_PAGE_SIZE = 25;

/** What an inbox row and the conversation view show of a conversation. */
export function conversationSummary(r: ConversationRow & { assigneeName?: string | null; orderCode?: string | null }) {
  return {
    id: r.id,
    kind: r.kind as ConversationKind,
    status: r.status as "open" | "closed",
    visitorName: r.visitorName,
    visitorEmail: r.visitorEmail,
    signedIn: r.userId !== null,
    locale: r.locale,
    page: r.page,
    phone: r.phone,
    phoneCountry: r.phoneCountry,
    preferredTime: r.preferredTime,
    /** The callback number is premium-rate (or a personal number billed like one): staff check before calling. */
    premiumRate: isPremiumRate(r.phone),
    outcome: r.outcome,
    assigneeId: r.assigneeId,
    assigneeName: r.assigneeName ?? null,
    orderCode: r.orderCode ?? null,
    staffUnread: r.staffUnread,
    /** The visitor's chat is open now (a reply shows there at once); for a chat or callback only. */
    visitorConnected: r.kind !== "contact" && isVisitorConnected(r),
    waitingSince: r.waitingSince?.toISOString() ?? null,
    lastMessageAt: r.lastMessageAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
    closedAt: r.closedAt?.toISOString() ?? null,
  };
}

/**
 * Conversations, callbacks and contact messages, the longest waiting first (then the most recent): what waits on a
 * person comes to the top. Each row with a preview of its last message.
 */
export async function listInbox(
  db: Db,
  f: { status: "open" | "closed"; kind: "all" | ConversationKind; page: number },
) {
  const where = and(eq(conversations.status, f.status), f.kind === "all" ? sql`true` : eq(conversations.kind, f.kind));
  // Column references spelled out: drizzle writes a lone table's columns unqualified, which a subquery would rebind.
  const assignee = sql<string | null>`(select u.name from "user" u where u.id = "conversations"."assignee_id")`;
  const orderCode = sql<string | null>`(select o.code from orders o where o.id = "conversations"."order_id")`;
  const last = (col: "body" | "sender") =>
    sql<string | null>`(select ${sql.raw(`m.${col}`)} from conversation_messages m
      where m.conversation_id = "conversations"."id" and m.sender <> 'auto' order by m.id desc limit 1)`;
  const preview = last("body");
  const previewSender = last("sender");
  const [rows, [total]] = await Promise.all([
    db
      .select({ c: conversations, assigneeName: assignee, orderCode, preview, previewSender })
      .from(conversations)
      .where(where)
      .orderBy(
        sql`${conversations.waitingSince} asc nulls last`,
        desc(conversations.lastMessageAt),
        asc(conversations.id),
      )
      .limit(INBOX_PAGE_SIZE)
      .offset((f.page - 1) * INBOX_PAGE_SIZE),
    db.select({ n: count() }).from(conversations).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      ...conversationSummary({ ...r.c, assigneeName: r.assigneeName, orderCode: r.orderCode }),
      preview: (r.preview ?? "").slice(0, 160),
      previewSender: r.previewSender,
    })),
    total: Number(total?.n ?? 0),
    page: f.page,
    pageSize: INBOX_PAGE_SIZE,
  };
}

/** For the sidebar badge and needs-attention: open conversations waiting on staff, and their unread messages. */
export async function inboxCounts(db: Db) {
  const [row] = await db
    .select({
      waiting: sql<number>`count(*) filter (where ${conversations.waitingSince} is not null)::int`,
      unread: sql<number>`coalesce(sum(${conversations.staffUnread}), 0)::int`,
    })
    .from(conversations)
    .where(eq(conversations.status, "open"));
  return { waiting: Number(row?.waiting ?? 0), unread: Number(row?.unread ?? 0) };
}

/** One conversation for staff: the thread, who it is, and a signed-in client's orders. Opening it reads it. */
export async function inboxConversation(db: Db, id: string, opts: { markRead: boolean } = { markRead: true }) {
  const [row] = await db
    .select({
      c: conversations,
      assigneeName: sql<string | null>`(select u.name from "user" u where u.id = "conversations"."assignee_id")`,
      orderCode: sql<string | null>`(select o.code from orders o where o.id = "conversations"."order_id")`,
    })
    .from(conversations)
    .where(eq(conversations.id, id));
  if (!row) return null;
  if (opts.markRead && row.c.staffUnread) {
    await db.update(conversations).set({ staffUnread: 0 }).where(eq(conversations.id, id));
  }
  const messages = await db
    .select({
      id: conversationMessages.id,
      sender: conversationMessages.sender,
      body: conversationMessages.body,
      authorName: user.name,
      emailedAt: conversationMessages.emailedAt,
      createdAt: conversationMessages.createdAt,
    })
    .from(conversationMessages)
    .leftJoin(user, eq(user.id, conversationMessages.authorId))
    .where(eq(conversationMessages.conversationId, id))
    .orderBy(asc(conversationMessages.id));
  const clientOrders = row.c.userId
    ? await db
        .select({
          code: orders.code,
          serviceId: orders.serviceId,
          tierId: orders.tierId,
          status: orders.status,
          amountCents: orders.amountCents,
          currency: orders.currency,
          createdAt: orders.createdAt,
        })
        .from(orders)
        .where(eq(orders.userId, row.c.userId))
        .orderBy(desc(orders.createdAt))
        .limit(20)
    : [];
  return {
    conversation: {
      ...conversationSummary({
        ...row.c,
        staffUnread: opts.markRead ? 0 : row.c.staffUnread,
        assigneeName: row.assigneeName,
        orderCode: row.orderCode,
      }),
    },
    messages: messages.map((m) => ({
      id: m.id,
      sender: m.sender as "visitor" | "staff" | "auto",
      body: m.body,
      authorName: m.sender === "staff" ? m.authorName : null,
      emailedAt: m.emailedAt?.toISOString() ?? null,
      createdAt: m.createdAt.toISOString(),
    })),
    orders: clientOrders.map((o) => ({ ...o, createdAt: o.createdAt.toISOString() })),
    row: row.c,
  };
}

export async function markEmailed(db: Db, messageIds: number[]) {
  if (!messageIds.length) return;
  await db
    .update(conversationMessages)
    .set({ emailedAt: new Date() })
    .where(inArray(conversationMessages.id, messageIds));
}

import { and, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contactMessages, conversations, newsletterSubscribers } from "../../db/schema";
import { CSV_BATCH_ROWS, csvBatches, csvRowSql, csvText } from "./csv-sql";
import { likePattern } from "./order-filters";
import { toCsv } from "./orders";

type Page = { q: string; page: number; pageSize: number };

/** Contact messages, newest first. */
export async function listMessages(db: Db, f: Page) {
  const p = likePattern(f.q);
  const where = f.q
    ? or(ilike(contactMessages.name, p), ilike(contactMessages.email, p), ilike(contactMessages.message, p))
    : sql`true`;
  const read = (db: Pick<Db, "select">) =>
    Promise.all([
      db
        .select({
          m: contactMessages,
          conversationId: sql<
            string | null
          >`(select c.id from conversations c where c.contact_message_id = "contact_messages"."id" limit 1)`,
        })
        .from(contactMessages)
        .where(where)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(f.pageSize)
        .offset((f.page - 1) * f.pageSize),
      db.select({ n: count() }).from(contactMessages).where(where),
      db
        .select({ n: count() })
        .from(contactMessages)
        .where(sql`${contactMessages.handledAt} is null`),
    ]);
  // The planner prices ILIKE on a long message as cheap and reads every row (60-85 ms over 2,000 messages on
  // PGlite) rather than the trigram index (1-2 ms); a text of three characters or more has trigrams to look up.
  const [rows, [total], [open]] =
    f.q.length >= 3
      ? await db.transaction(async (tx) => {
          await tx.execute(sql`set local enable_seqscan = off`);
          return read(tx);
        })
      : await read(db);
  return {
    items: rows.map(({ m, conversationId }) => ({
      id: m.id,
      /** Its thread in the staff inbox, where it is answered. */
      conversationId,
      name: m.name,
      email: m.email,
      service: m.service,
      message: m.message,
      locale: m.locale,
      createdAt: m.createdAt.toISOString(),
      handledAt: m.handledAt?.toISOString() ?? null,
    })),
    total: total?.n ?? 0,
    unhandled: open?.n ?? 0,
    page: f.page,
    pageSize: f.pageSize,
  };
}

export async function setMessageHandled(db: Db, id: number, handled: boolean, actorId: string) {
  const [row] = await db
    .update(contactMessages)
    .set(handled ? { handledAt: new Date(), handledBy: actorId } : { handledAt: null, handledBy: null })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id, handledAt: contactMessages.handledAt });
  // Its thread in the staff inbox follows: handled is closed, open again is open.
  if (row) {
    await db
      .update(conversations)
      .set(
        handled
          ? { status: "closed", closedAt: new Date(), waitingSince: null, staffUnread: 0 }
          : { status: "open", closedAt: null },
      )
      .where(eq(conversations.contactMessageId, id));
  }
  return row ? { id: row.id, handledAt: row.handledAt?.toISOString() ?? null } : null;
}

export async function listSubscribers(db: Db, f: Page) {
  const where = f.q ? ilike(newsletterSubscribers.email, likePattern(f.q)) : sql`true`;
  const [rows, [total], [active]] = await Promise.all([
    db
      .select()
      .from(newsletterSubscribers)
      .where(where)
      .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize),
    db.select({ n: count() }).from(newsletterSubscribers).where(where),
    db
      .select({ n: count() })
      .from(newsletterSubscribers)
      .where(sql`${newsletterSubscribers.unsubscribedAt} is null`),
  ]);
  return {
    items: rows.map((s) => ({
      id: s.id,
      email: s.email,
      locale: s.locale,
      createdAt: s.createdAt.toISOString(),
      unsubscribedAt: s.unsubscribedAt?.toISOString() ?? null,
    })),
    total: total?.n ?? 0,
    active: active?.n ?? 0,
    page: f.page,
    pageSize: f.pageSize,
  };
}

const SUBSCRIBERS_CSV_HEADER = toCsv([["email", "locale", "subscribed_at"]]);

/** Every subscriber still subscribed, oldest first: the list a newsletter goes to, streamed in keyset batches. */
export function subscribersCsvStream(db: Db): AsyncGenerator<string> {
  const s = newsletterSubscribers;
  const active = sql`${s.unsubscribedAt} is null`;
  return csvBatches(
    SUBSCRIBERS_CSV_HEADER,
    (after) =>
      db
        .select({ row: sql<string>`${csvRowSql({ at: s.createdAt, id: s.id }, [s.email, s.locale, s.createdAt])}` })
        .from(s)
        .where(after ? and(active, sql`(${s.createdAt}, ${s.id}) > (${after.at}::timestamptz, ${after.id})`) : active)
        .orderBy(s.createdAt, s.id)
        .limit(CSV_BATCH_ROWS),
    (rows) => toCsv(rows.map(([email, locale, at]) => [email, locale, new Date(at as string).toISOString()])),
  );
}

/** The whole subscribers export as one string. */
export function subscribersCsv(db: Db): Promise<string> {
  return csvText(subscribersCsvStream(db));
}

import { anonymiseConversationsOf, conversationsOfUser } from "./chat/conversations";
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { qualified } from "../db/qualified";
import type { DeletionCheck } from "@common/account";
import {
  account,
  billingDetails,
  cancellationRequests,
  creditNotes,
  refunds,
  invoices,
  payments,
  quotes,
  contactMessages,
  mailOutbox,
  newsletterSubscribers,
  metricPoints,
  milestoneEvents,
  orderBriefEvents,
  orderBriefs,
  orderEvents,
  orderFiles,
  orderMetrics,
  orderMilestones,
  orderMessages,
  orders,
  profiles,
  session,
  user,
  userRoles,
  verification,
} from "../db/schema";

/** What replaces a deleted client's name and e-mail on the orders the business must keep. */
export const DELETED_USER = "deleted user";

/** Orders of a user: placed while signed in, or as a guest (no account) with the same verified address. */
const ordersOf = (userId: string, email: string) =>
  or(
    eq(orders.userId, userId),
    and(isNull(orders.userId), sql`lower(${orders.contactEmail}) = ${email.toLowerCase()}`),
  );

/**
 * Everything the product holds about one user (GET /api/me/export). No secrets: no session tokens,
 * password hash, TOTP secret or backup codes; staff's internal order notes are the business's own.
 */
/** The rows of one order, without the order id they were matched by. */
const ofOrder = <R extends { orderId: number }>(rows: readonly R[], id: number): Omit<R, "orderId">[] =>
  rows.filter((r) => r.orderId === id).map(({ orderId: _order, ...r }) => r);

export async function exportAccountData(db: Db, userId: string) {
  const [u] = await db.select().from(user).where(eq(user.id, userId));
  if (!u) return null;
  const email = u.email.toLowerCase();
  const [profile] = await db
    .select({
      username: profiles.username,
      fullname: profiles.fullname,
      bio: profiles.bio,
      updatedAt: profiles.updatedAt,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const roles = await db
    .select({ role: userRoles.role, since: userRoles.createdAt })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  const sessions = await db
    .select({
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
      expiresAt: session.expiresAt,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    })
    .from(session)
    .where(eq(session.userId, userId));
  const logins = await db
    .select({ provider: account.providerId, createdAt: account.createdAt, updatedAt: account.updatedAt })
    .from(account)
    .where(eq(account.userId, userId));
  const orderRows = await db.select().from(orders).where(ordersOf(userId, email)).orderBy(orders.createdAt);
  const events = orderRows.length
    ? await db
        .select({
          orderId: orderEvents.orderId,
          fromStatus: orderEvents.fromStatus,
          toStatus: orderEvents.toStatus,
          note: orderEvents.note,
          createdAt: orderEvents.createdAt,
        })
        .from(orderEvents)
        .where(
          inArray(
            orderEvents.orderId,
            orderRows.map((o) => o.id),
          ),
        )
        .orderBy(orderEvents.createdAt, orderEvents.id)
    : [];
  const orderIds = orderRows.map((o) => o.id);
  // The order workspace: the thread with staff and the files shared on the client's orders.
  const thread = orderIds.length
    ? await db
        .select({
          orderId: orderMessages.orderId,
          side: orderMessages.side,
          body: orderMessages.body,
          createdAt: orderMessages.createdAt,
        })
        .from(orderMessages)
        .where(inArray(orderMessages.orderId, orderIds))
        .orderBy(orderMessages.id)
    : [];
  // The work (issues 41 and 43): the brief the client answered, the milestones with every decision on them, and the
  // campaign results shown to the client.
  const briefs = orderIds.length
    ? await db
        .select({
          orderId: orderBriefs.orderId,
          status: orderBriefs.status,
          questions: orderBriefs.questions,
          answers: orderBriefs.answers,
          savedAt: orderBriefs.savedAt,
          submittedAt: orderBriefs.submittedAt,
          changeNote: orderBriefs.changeNote,
        })
        .from(orderBriefs)
        .where(inArray(orderBriefs.orderId, orderIds))
    : [];
  const briefEvents = orderIds.length
    ? await db
        .select({
          orderId: orderBriefEvents.orderId,
          kind: orderBriefEvents.kind,
          note: orderBriefEvents.note,
          createdAt: orderBriefEvents.createdAt,
        })
        .from(orderBriefEvents)
        .where(inArray(orderBriefEvents.orderId, orderIds))
        .orderBy(orderBriefEvents.id)
    : [];
  const milestones = orderIds.length
    ? await db
        .select({
          id: orderMilestones.id,
          orderId: orderMilestones.orderId,
          title: orderMilestones.title,
          description: orderMilestones.description,
          weight: orderMilestones.weight,
          dueOn: orderMilestones.dueOn,
          state: orderMilestones.state,
          revisionCount: orderMilestones.revisionCount,
          deliveredAt: orderMilestones.deliveredAt,
          approvedAt: orderMilestones.approvedAt,
        })
        .from(orderMilestones)
        .where(inArray(orderMilestones.orderId, orderIds))
        .orderBy(orderMilestones.orderId, orderMilestones.position)
    : [];
  const decisions = orderIds.length
    ? await db
        .select({
          milestoneId: milestoneEvents.milestoneId,
          kind: milestoneEvents.kind,
          note: milestoneEvents.note,
          files: milestoneEvents.files,
          createdAt: milestoneEvents.createdAt,
        })
        .from(milestoneEvents)
        .where(inArray(milestoneEvents.orderId, orderIds))
        .orderBy(milestoneEvents.id)
    : [];
  const metrics = orderIds.length
    ? await db
        .select({
          id: orderMetrics.id,
          orderId: orderMetrics.orderId,
          kind: orderMetrics.kind,
          platform: orderMetrics.platform,
          name: orderMetrics.name,
          unit: orderMetrics.unit,
          baseline: orderMetrics.baseline,
        })
        .from(orderMetrics)
        .where(inArray(orderMetrics.orderId, orderIds))
        .orderBy(orderMetrics.id)
    : [];
  const points = metrics.length
    ? await db
        .select({
          metricId: metricPoints.metricId,
          value: metricPoints.value,
          measuredAt: metricPoints.measuredAt,
          source: metricPoints.source,
          note: metricPoints.note,
          evidenceUrl: metricPoints.evidenceUrl,
        })
        .from(metricPoints)
        .where(
          inArray(
            metricPoints.metricId,
            metrics.map((m) => m.id),
          ),
        )
        .orderBy(metricPoints.measuredAt, metricPoints.id)
    : [];
  const files = orderIds.length
    ? await db
        .select({
          orderId: orderFiles.orderId,
          name: orderFiles.name,
          size: orderFiles.size,
          type: orderFiles.contentType,
          side: orderFiles.uploaderSide,
          createdAt: orderFiles.createdAt,
        })
        .from(orderFiles)
        .where(inArray(orderFiles.orderId, orderIds))
        .orderBy(orderFiles.id)
    : [];
  // Billing: the client's billing details, and the quotes and invoices (with their payments) of their orders.
  const [billing] = await db
    .select({ company: billingDetails.company, address: billingDetails.address, taxId: billingDetails.taxId })
    .from(billingDetails)
    .where(eq(billingDetails.userId, userId));
  const quoteRows = orderIds.length
    ? await db
        .select({
          orderId: quotes.orderId,
          version: quotes.version,
          status: quotes.status,
          lines: quotes.lines,
          totalCents: quotes.totalCents,
          currency: quotes.currency,
          validUntil: quotes.validUntil,
          note: quotes.note,
          createdAt: quotes.createdAt,
          decidedAt: quotes.decidedAt,
          declineReason: quotes.declineReason,
        })
        .from(quotes)
        .where(inArray(quotes.orderId, orderIds))
        .orderBy(quotes.orderId, quotes.version)
    : [];
  const invoiceRows = orderIds.length
    ? await db.select().from(invoices).where(inArray(invoices.orderId, orderIds)).orderBy(invoices.id)
    : [];
  const paymentRows = invoiceRows.length
    ? await db
        .select({
          invoiceId: payments.invoiceId,
          amountCents: payments.amountCents,
          currency: payments.currency,
          method: payments.method,
          reference: payments.reference,
          receivedOn: payments.receivedOn,
        })
        .from(payments)
        .where(
          inArray(
            payments.invoiceId,
            invoiceRows.map((i) => i.id),
          ),
        )
        .orderBy(payments.id)
    : [];
  const messages = await db
    .select({
      name: contactMessages.name,
      email: contactMessages.email,
      service: contactMessages.service,
      message: contactMessages.message,
      locale: contactMessages.locale,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(sql`lower(${contactMessages.email}) = ${email}`)
    .orderBy(contactMessages.createdAt);
  const newsletter = await db
    .select({
      email: newsletterSubscribers.email,
      locale: newsletterSubscribers.locale,
      subscribedAt: newsletterSubscribers.createdAt,
      unsubscribedAt: newsletterSubscribers.unsubscribedAt,
    })
    .from(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = ${email}`);

  return {
    exportedAt: new Date().toISOString(),
    account: {
      id: u.id,
      email: u.email,
      name: u.name,
      emailVerified: u.emailVerified,
      locale: u.locale,
      twoFactorEnabled: u.twoFactorEnabled,
      createdAt: u.createdAt,
      updatedAt: u.updatedAt,
    },
    profile: profile ?? null,
    roles,
    sessions,
    logins,
    orders: orderRows.map(({ idempotencyKey: _key, userId: _user, id, ...o }) => ({
      ...o,
      events: ofOrder(events, id),
      messages: ofOrder(thread, id),
      files: ofOrder(files, id),
      brief: ofOrder(briefs, id).map((b) => ({ ...b, events: ofOrder(briefEvents, id) }))[0] ?? null,
      milestones: ofOrder(milestones, id).map(({ id: milestoneId, ...m }) => ({
        ...m,
        events: decisions.filter((d) => d.milestoneId === milestoneId).map(({ milestoneId: _m, ...d }) => d),
      })),
      results: ofOrder(metrics, id).map(({ id: metricId, ...m }) => ({
        ...m,
        points: points.filter((p) => p.metricId === metricId).map(({ metricId: _m, ...p }) => p),
      })),
      quotes: ofOrder(quoteRows, id),
      invoices: invoiceRows
        .filter((i) => i.orderId === id)
        .map(({ id: invoiceId, orderId: _order, quoteId: _q, replacesId: _r, issuedBy: _i, voidedBy: _v, ...i }) => ({
          ...i,
          payments: paymentRows.filter((p) => p.invoiceId === invoiceId).map(({ invoiceId: _inv, ...p }) => p),
        })),
    })),
    billingDetails: billing ?? null,
    contactMessages: messages,
    conversations: await conversationsOfUser(db, userId),
    newsletter: newsletter[0] ?? null,
  };
}

export type AccountExport = NonNullable<Awaited<ReturnType<typeof exportAccountData>>>;

/**
 * What deleting the account would leave open (GET /api/me/deletion-check, shown before the client confirms): refunds
 * not paid out yet, invoices with money owed, cancellation requests staff have not decided.
 */
export async function deletionCheck(db: Db, userId: string): Promise<DeletionCheck> {
  const [u] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  const empty: DeletionCheck = { openRefunds: [], unpaidInvoices: [], pendingCancellations: [] };
  if (!u) return empty;
  const mine = await db.select({ id: orders.id, code: orders.code }).from(orders).where(ordersOf(userId, u.email));
  if (!mine.length) return empty;
  const ids = mine.map((o) => o.id);
  const codeOf = new Map(mine.map((o) => [o.id, o.code]));
  const open = await db
    .select({
      orderId: creditNotes.orderId,
      number: creditNotes.number,
      currency: creditNotes.currency,
      amountCents: refunds.amountCents,
    })
    .from(refunds)
    .innerJoin(creditNotes, eq(creditNotes.id, refunds.creditNoteId))
    .where(and(inArray(creditNotes.orderId, ids), inArray(refunds.status, ["pending", "failed"])))
    .orderBy(refunds.id);
  const unpaid = await db
    .select({
      orderId: invoices.orderId,
      number: invoices.number,
      currency: invoices.currency,
      balanceCents: sql<string>`${invoices.totalCents} - coalesce((select sum(p.amount_cents) from ${payments} p where p.invoice_id = ${qualified(invoices.id)}), 0)`,
    })
    .from(invoices)
    .where(and(inArray(invoices.orderId, ids), eq(invoices.status, "issued")))
    .orderBy(invoices.id);
  const pending = await db
    .select({ orderId: cancellationRequests.orderId })
    .from(cancellationRequests)
    .where(and(inArray(cancellationRequests.orderId, ids), eq(cancellationRequests.status, "pending")));
  return {
    openRefunds: open.map((r) => ({
      orderCode: codeOf.get(r.orderId)!,
      creditNoteNumber: r.number,
      amountCents: r.amountCents,
      currency: r.currency,
    })),
    unpaidInvoices: unpaid
      .map((i) => ({
        orderCode: codeOf.get(i.orderId)!,
        number: i.number,
        balanceCents: Number(i.balanceCents),
        currency: i.currency,
      }))
      .filter((i) => i.balanceCents > 0),
    pendingCancellations: pending.map((p) => ({ orderCode: codeOf.get(p.orderId)! })),
  };
}

/**
 * Erases a user in one transaction. The user row goes, and with it (ON DELETE CASCADE) sessions,
 * sign-in accounts, profile, roles and two-factor rows. Orders and their events are kept for accounting
 * and legal retention, without the person: contact name, e-mail and phone become placeholders, the link
 * to the user is cut; their messages and files stay as the record of the work (author link cut by the foreign key).
 * Their chat conversations and callbacks are anonymised (anonymiseConversationsOf). Contact messages and the newsletter row of that address are deleted, as are mails
 * still queued to it.
 */
export async function deleteAccount(db: Db, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [u] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId));
    if (!u) return false;
    const email = u.email.toLowerCase();
    await tx
      .update(orders)
      .set({
        userId: null,
        contactName: DELETED_USER,
        contactEmail: DELETED_USER,
        contactPhone: "",
        idempotencyKey: null,
      })
      .where(ordersOf(userId, email));
    await anonymiseConversationsOf(tx as unknown as Db, userId, email);
    await tx.delete(contactMessages).where(sql`lower(${contactMessages.email}) = ${email}`);
    await tx.delete(newsletterSubscribers).where(sql`lower(${newsletterSubscribers.email}) = ${email}`);
    await tx
      .delete(mailOutbox)
      .where(and(sql`lower(${mailOutbox.toAddress}) = ${email}`, sql`${mailOutbox.status} <> 'sending'`));
    // Pending sign-ins (two-factor), e-mail links and trusted devices name the user in their value.
    await tx.delete(verification).where(or(eq(verification.value, userId), eq(verification.identifier, email)));
    await tx.delete(user).where(eq(user.id, userId));
    return true;
  });
}

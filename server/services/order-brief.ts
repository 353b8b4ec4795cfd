import { and, asc, eq, inArray, ne } from "drizzle-orm";
import {
  DEFAULT_DELIVERY_DAYS,
  answerErrors,
  type AnswerValue,
  type BriefDto,
  type BriefOpens,
  type BriefStatus,
  type IntakeForm,
} from "@common/intake";
import { localizedPath } from "@common/locales";
import { adminOrderPath, orderPagePath } from "@common/workspace";
import type { AppDeps } from "../app-deps";
import type { Db } from "../db/client";
import {
  intakeForms,
  invoices,
  orderBriefEvents,
  orderBriefs,
  orderEvents,
  orderFiles,
  orders,
  orderWorkspace,
  user,
} from "../db/schema";
import { ApiError } from "../lib/http-error";
import { briefChangesEmail, briefInvitationEmail, briefSubmittedEmail } from "../mail/templates/brief";
import { deliver } from "./deliver";
import type { OrderRow } from "./order-messages";
import { getSettings } from "./settings";
import { staffLocale } from "./staff-locale";
import { orderLanguage } from "./workspace-mail";
import { emitBriefEvent, emitOrderEvent } from "./webhooks/events";

type BriefDeps = Pick<AppDeps, "database" | "mailer" | "logger" | "config">;

/** The service's questionnaire; a service staff never gave one has no questions (no brief step). */
export async function getIntakeForm(db: Db, serviceId: string): Promise<IntakeForm> {
  const [row] = await db.select().from(intakeForms).where(eq(intakeForms.serviceId, serviceId));
  return row
    ? { deliveryDays: row.deliveryDays, opensOn: row.opensOn, questions: row.questions }
    : { deliveryDays: DEFAULT_DELIVERY_DAYS, opensOn: "placed", questions: [] };
}

export async function saveIntakeForm(db: Db, serviceId: string, form: IntakeForm, userId: string) {
  await db
    .insert(intakeForms)
    .values({ serviceId, ...form, updatedBy: userId })
    .onConflictDoUpdate({ target: intakeForms.serviceId, set: { ...form, updatedBy: userId, updatedAt: new Date() } });
  return getIntakeForm(db, serviceId);
}

const clientUrl = (deps: BriefDeps, o: { code: string; locale: string }) =>
  `${deps.config.publicUrl}${localizedPath(orderLanguage(o), orderPagePath(o.code))}`;

/**
 * In the transaction of the moment the service's form names (the order placed, or its first invoice paid): when its
 * service has questions, the order gets its brief (a copy of them) and the client an e-mail in the order's language,
 * once. A service without questions has no brief step.
 */
export async function openBriefFor(
  deps: BriefDeps,
  tx: Db,
  order: { id: number; code: string; serviceId: string; projectName: string; contactEmail: string; locale: string },
  moment: BriefOpens,
) {
  const form = await getIntakeForm(tx, order.serviceId);
  if (!form.questions.length || form.opensOn !== moment) return;
  const opened = await tx
    .insert(orderBriefs)
    .values({ orderId: order.id, questions: form.questions, deliveryDays: form.deliveryDays })
    .onConflictDoNothing()
    .returning({ orderId: orderBriefs.orderId });
  if (!opened.length) return;
  await deliver(
    deps.mailer,
    deps.logger,
    `brief ${order.code}`,
    [{ to: order.contactEmail, ...briefInvitationEmail(orderLanguage(order), order, clientUrl(deps, order)) }],
    tx,
  );
}

export async function getBrief(db: Db, orderId: number): Promise<BriefDto | null> {
  const [row] = await db.select().from(orderBriefs).where(eq(orderBriefs.orderId, orderId));
  if (!row) return null;
  const history = await db
    .select({
      kind: orderBriefEvents.kind,
      note: orderBriefEvents.note,
      at: orderBriefEvents.createdAt,
      actorName: user.name,
    })
    .from(orderBriefEvents)
    .leftJoin(user, eq(user.id, orderBriefEvents.actorId))
    .where(eq(orderBriefEvents.orderId, orderId))
    .orderBy(asc(orderBriefEvents.id));
  return {
    status: row.status as BriefStatus,
    questions: row.questions,
    answers: row.answers,
    savedAt: row.savedAt?.toISOString() ?? null,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    changeNote: row.changeNote,
    deliveryDays: row.deliveryDays,
    history: history.map((h) => ({
      kind: h.kind as "submitted" | "changes_requested",
      note: h.note,
      at: h.at.toISOString(),
      actorName: h.actorName,
    })),
  };
}

const noBrief = () => new ApiError(404, "NOT_FOUND", "This order has no brief.");
const locked = () =>
  new ApiError(
    409,
    "BRIEF_LOCKED",
    "The brief was submitted and is locked; staff can reopen it by asking for changes.",
  );
const invalid = (fields: Record<string, string>) =>
  new ApiError(400, "VALIDATION_FAILED", "Some answers are invalid.", fields);

/** Every file answer names files of this order (its order files, uploaded with their type and quota checks). */
async function checkFiles(
  db: Db,
  orderId: number,
  questions: BriefDto["questions"],
  answers: Record<string, AnswerValue>,
) {
  const fields: Record<string, string> = {};
  for (const q of questions) {
    const v = answers[q.id];
    if (q.kind !== "file" || !Array.isArray(v) || !v.length) continue;
    const ids = v.map(Number);
    const found = await db
      .select({ id: orderFiles.id })
      .from(orderFiles)
      .where(and(eq(orderFiles.orderId, orderId), inArray(orderFiles.id, ids)));
    if (found.length !== new Set(ids).size) fields[q.id] = "brief.errors.file";
  }
  return fields;
}

async function lockedBrief(tx: Db, orderId: number) {
  const [row] = await tx.select().from(orderBriefs).where(eq(orderBriefs.orderId, orderId)).for("update");
  if (!row) throw noBrief();
  return row;
}

/** The client's draft, saved whole; a submitted brief refuses it (409). */
export async function saveDraft(db: Db, order: OrderRow, answers: Record<string, AnswerValue>, now = new Date()) {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await lockedBrief(tx, order.id);
    if (row.status === "submitted") throw locked();
    const fields = {
      ...answerErrors(row.questions, answers, false),
      ...(await checkFiles(tx, order.id, row.questions, answers)),
    };
    if (Object.keys(fields).length) throw invalid(fields);
    await tx.update(orderBriefs).set({ answers, savedAt: now }).where(eq(orderBriefs.orderId, order.id));
    return { savedAt: now.toISOString() };
  });
}

const addDays = (at: Date, days: number) => new Date(at.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Submits and locks the brief: required answers of the questions shown are checked; each submission sets the due
 * date (submission + the service's delivery days); the first starts the work (a pending order goes in progress, by the
 * client); staff get an e-mail.
 */
export async function submitBrief(
  deps: BriefDeps,
  order: OrderRow,
  client: { id: string; name: string },
  now = new Date(),
) {
  const { db } = deps.database;
  const settings = await getSettings(db, deps.config);
  const staffLang = await staffLocale(db, settings.staffEmail);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await lockedBrief(tx, order.id);
    if (row.status === "submitted") throw locked();
    const fields = {
      ...answerErrors(row.questions, row.answers, true),
      ...(await checkFiles(tx, order.id, row.questions, row.answers)),
    };
    if (Object.keys(fields).length) throw invalid(fields);
    const first = !row.submittedAt;
    await tx
      .update(orderBriefs)
      .set({ status: "submitted", submittedAt: first ? now : row.submittedAt, changeNote: null })
      .where(and(eq(orderBriefs.orderId, order.id), ne(orderBriefs.status, "submitted")));
    await tx
      .insert(orderBriefEvents)
      .values({ orderId: order.id, kind: "submitted", actorId: client.id, createdAt: now });
    await emitBriefEvent(tx, "brief.submitted", order.id);
    // Each submission (the first, or a resubmission after staff asked for changes) sets the due date anew.
    const dueDate = addDays(now, row.deliveryDays);
    await tx
      .insert(orderWorkspace)
      .values({ orderId: order.id, dueDate })
      .onConflictDoUpdate({ target: orderWorkspace.orderId, set: { dueDate } });
    if (first) {
      const started = await tx
        .update(orders)
        .set({ status: "in_progress" })
        .where(and(eq(orders.id, order.id), eq(orders.status, "pending")))
        .returning({ id: orders.id });
      if (started.length) {
        await tx.insert(orderEvents).values({
          orderId: order.id,
          actorId: client.id,
          fromStatus: "pending",
          toStatus: "in_progress",
          // The brief's own entry in the order's history says why (in the reader's language).
          note: null,
          createdAt: now,
        });
        await emitOrderEvent(tx as unknown as Db, "order.status_changed", order.id, {
          from: "pending",
          to: "in_progress",
        });
      }
    }
    await deliver(
      deps.mailer,
      deps.logger,
      `brief submitted ${order.code}`,
      [
        {
          to: settings.staffEmail,
          ...briefSubmittedEmail(
            staffLang,
            order,
            client.name || order.contactName,
            `${deps.config.publicUrl}${adminOrderPath(order.code)}`,
          ),
          headers: { "Reply-To": order.contactEmail },
        },
      ],
      tx,
    );
    return getBrief(tx, order.id);
  });
}

/** Staff reopen a submitted brief with their note; the client is told in the order's language. */
export async function requestBriefChanges(
  deps: BriefDeps,
  order: OrderRow,
  staffId: string,
  note: string,
  now = new Date(),
) {
  const { db } = deps.database;
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await lockedBrief(tx, order.id);
    if (row.status !== "submitted")
      throw new ApiError(409, "BRIEF_NOT_SUBMITTED", "Changes can be asked only of a submitted brief.");
    await tx
      .update(orderBriefs)
      .set({ status: "changes_requested", changeNote: note })
      .where(eq(orderBriefs.orderId, order.id));
    await tx
      .insert(orderBriefEvents)
      .values({ orderId: order.id, kind: "changes_requested", actorId: staffId, note, createdAt: now });
    await emitBriefEvent(tx, "brief.changes_requested", order.id);
    await deliver(
      deps.mailer,
      deps.logger,
      `brief changes ${order.code}`,
      [{ to: order.contactEmail, ...briefChangesEmail(orderLanguage(order), order, note, clientUrl(deps, order)) }],
      tx,
    );
    return getBrief(tx, order.id);
  });
}

/**
 * The order's brief is still to come because its service sends it once the first invoice is paid, and none is paid
 * yet: the client is told so, and no due date is shown.
 */
export async function briefOpensOnPayment(db: Db, order: { id: number; serviceId: string }): Promise<boolean> {
  const [brief] = await db
    .select({ orderId: orderBriefs.orderId })
    .from(orderBriefs)
    .where(eq(orderBriefs.orderId, order.id));
  if (brief) return false;
  const form = await getIntakeForm(db, order.serviceId);
  if (!form.questions.length || form.opensOn !== "paid") return false;
  const [paid] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.orderId, order.id), eq(invoices.status, "paid")))
    .limit(1);
  return !paid;
}

/** Whether the order waits for its client's brief (never submitted, or not sent yet): no due date until it comes. */
export async function waitsForBrief(db: Db, order: { id: number; serviceId: string }): Promise<boolean> {
  const [row] = await db
    .select({ submittedAt: orderBriefs.submittedAt })
    .from(orderBriefs)
    .where(eq(orderBriefs.orderId, order.id));
  return row ? !row.submittedAt : briefOpensOnPayment(db, order);
}

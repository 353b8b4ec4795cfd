import { createHash } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { localizedPath } from "@common/locales";
import {
  reviewSchedule,
  type DeliveredFile,
  type MilestoneDeliveryInput,
  type MilestonesInput,
} from "@common/milestones";
import { adminOrderPath, orderPagePath } from "@common/workspace";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/client";
import { orderFiles, orderMilestones, serviceMilestoneTemplates } from "../../db/schema";
import { ApiError } from "../../lib/http-error";
import { milestoneClientEmail, milestoneStaffEmail } from "../../mail/templates/milestones";
import { lockOrder, addDays, todayUtc, type OrderRow } from "../billing/access";
import { deliver } from "../deliver";
import type { FileStorage } from "../files/file-storage";
import { getSettings } from "../settings";
import { staffLocale } from "../staff-locale";
import { orderLanguage } from "../workspace-mail";
import { autoApproveDays, milestonesOf, recordEvent, syncProgress } from "./store";
import { fromTemplate } from "./templates";

export type MilestoneDeps = Pick<AppDeps, "database" | "mailer" | "logger" | "config">;
type Tx = Db;

const noSuchMilestone = () => new ApiError(404, "NOT_FOUND", "No such milestone.");
const invalid = (fields: Record<string, string>) =>
  new ApiError(400, "VALIDATION_FAILED", "Some fields are invalid.", fields);

const inTx = <T>(db: Db, fn: (tx: Tx) => Promise<T>) => db.transaction((t) => fn(t as unknown as Tx));

export const clientOrderUrl = (deps: MilestoneDeps, o: OrderRow) =>
  `${deps.config.publicUrl}${localizedPath(orderLanguage(o), orderPagePath(o.code))}`;
const staffOrderUrl = (deps: MilestoneDeps, o: OrderRow) => `${deps.config.publicUrl}${adminOrderPath(o.code)}`;

/** A cancelled or completed order's milestones are frozen: no delivery, answer, reopening or edit. */
function assertOpen(order: OrderRow) {
  if (order.status === "cancelled" || order.status === "completed") {
    throw new ApiError(409, "ORDER_CLOSED", "This order is cancelled or completed; its milestones cannot change.");
  }
}

async function lockMilestone(tx: Tx, orderId: number, id: number) {
  const [m] = await tx
    .select()
    .from(orderMilestones)
    .where(and(eq(orderMilestones.id, id), eq(orderMilestones.orderId, orderId)))
    .for("update");
  if (!m) throw noSuchMilestone();
  return m;
}

/** A due date no earlier than the order was placed and at most two years after today. */
function checkDates(order: OrderRow, items: { dueOn: string | null }[], now: Date) {
  const fields: Record<string, string> = {};
  const earliest = todayUtc(order.createdAt);
  const latest = addDays(todayUtc(now), 730);
  items.forEach((m, i) => {
    if (m.dueOn && (m.dueOn < earliest || m.dueOn > latest)) fields[`milestones.${i}.dueOn`] = "errors.dueRange";
  });
  if (Object.keys(fields).length) throw invalid(fields);
}

/**
 * Staff replace an order's milestones. Milestones named by id keep their state, revisions and history; new ones
 * start as planned; the rest are removed, except that a delivered or approved one cannot be removed (409: the
 * client's answer and the refund policy stand on it). Weights sum to 100 (the schema checked it).
 */
export async function replaceMilestones(db: Db, order: OrderRow, input: MilestonesInput, now = new Date()) {
  await inTx(db, async (tx) => {
    const locked = await lockOrder(tx, order.id);
    assertOpen(locked);
    checkDates(locked, input.milestones, now);
    const existing = await milestonesOf(tx, locked.id);
    const byId = new Map(existing.map((m) => [m.id, m]));
    const unknown = input.milestones.findIndex((m) => m.id !== undefined && !byId.has(m.id));
    if (unknown >= 0) throw invalid({ [`milestones.${unknown}.id`]: "errors.unknownMilestone" });
    const kept = new Set(input.milestones.flatMap((m) => (m.id ? [m.id] : [])));
    const removed = existing.filter((m) => !kept.has(m.id));
    if (removed.some((m) => m.state === "delivered" || m.state === "approved")) {
      throw new ApiError(409, "MILESTONE_LOCKED", "A delivered or approved milestone cannot be removed.");
    }
    if (removed.length) {
      await tx.delete(orderMilestones).where(
        inArray(
          orderMilestones.id,
          removed.map((m) => m.id),
        ),
      );
    }
    for (const [position, m] of input.milestones.entries()) {
      const values = { position, title: m.title, description: m.description, weight: m.weight, dueOn: m.dueOn };
      if (m.id) await tx.update(orderMilestones).set(values).where(eq(orderMilestones.id, m.id));
      else await tx.insert(orderMilestones).values({ ...values, orderId: locked.id });
    }
    await syncProgress(tx, locked.id, now);
  });
}

/** Staff apply the service's template to an order whose milestones were never delivered. */
export async function applyMilestoneTemplate(db: Db, order: OrderRow, now = new Date()) {
  await inTx(db, async (tx) => {
    const locked = await lockOrder(tx, order.id);
    assertOpen(locked);
    const [tpl] = await tx
      .select()
      .from(serviceMilestoneTemplates)
      .where(eq(serviceMilestoneTemplates.serviceId, locked.serviceId));
    if (!tpl?.items.length) {
      throw new ApiError(409, "NO_MILESTONE_TEMPLATE", "This service has no milestone template.");
    }
    const existing = await milestonesOf(tx, locked.id);
    if (existing.some((m) => m.state !== "planned" || m.revisionCount > 0)) {
      throw new ApiError(409, "MILESTONES_STARTED", "Work on these milestones has begun; edit them instead.");
    }
    await tx.delete(orderMilestones).where(eq(orderMilestones.orderId, locked.id));
    await tx.insert(orderMilestones).values(fromTemplate(tpl.items, locked.id, now));
    await syncProgress(tx, locked.id, now);
  });
}

/** Staff start a planned milestone. */
export async function startMilestone(db: Db, order: OrderRow, id: number) {
  await inTx(db, async (tx) => {
    const m = await lockMilestone(tx, order.id, id);
    if (m.state !== "planned") throw new ApiError(409, "MILESTONE_NOT_PLANNED", "This milestone has started already.");
    await tx.update(orderMilestones).set({ state: "in_progress" }).where(eq(orderMilestones.id, id));
  });
}

async function sha256Of(storage: FileStorage, key: string): Promise<string> {
  const body = await storage.get(key);
  if (!body) throw new ApiError(409, "FILE_MISSING", "A file of this delivery is no longer stored.");
  const hash = createHash("sha256");
  for await (const chunk of body) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/**
 * Staff deliver a milestone: a message and files already shared on the order (uploaded through the order files,
 * whose type and size checks they passed). The history keeps each file's SHA-256 as delivered. An approved
 * milestone is reopened first (409 MILESTONE_APPROVED); one waiting for the client's answer cannot be delivered
 * again (409 MILESTONE_AWAITING_REVIEW).
 */
export async function deliverMilestone(
  deps: MilestoneDeps & { storage: FileStorage },
  order: OrderRow,
  id: number,
  staffId: string,
  input: MilestoneDeliveryInput,
  now = new Date(),
) {
  const { db } = deps.database;
  const ids = [...new Set(input.fileIds)];
  const rows = ids.length
    ? await db
        .select()
        .from(orderFiles)
        .where(and(eq(orderFiles.orderId, order.id), inArray(orderFiles.id, ids)))
    : [];
  if (rows.length !== ids.length) throw invalid({ fileIds: "errors.files" });
  const files: DeliveredFile[] = [];
  for (const id of ids) {
    const f = rows.find((r) => r.id === id)!;
    files.push({ fileId: f.id, name: f.name, size: f.size, sha256: await sha256Of(deps.storage, f.storageKey) });
  }
  const days = await autoApproveDays(db);
  await inTx(db, async (tx) => {
    const locked = await lockOrder(tx, order.id);
    assertOpen(locked);
    const m = await lockMilestone(tx, locked.id, id);
    if (m.state === "approved") {
      throw new ApiError(409, "MILESTONE_APPROVED", "This milestone is approved; reopen it before delivering again.");
    }
    if (m.state === "delivered") {
      throw new ApiError(409, "MILESTONE_AWAITING_REVIEW", "This delivery still waits for the client's answer.");
    }
    await tx
      .update(orderMilestones)
      .set({ state: "delivered", deliveredAt: now, remindersSent: 0, approvedAt: null })
      .where(eq(orderMilestones.id, id));
    await recordEvent(tx, {
      milestoneId: id,
      orderId: locked.id,
      kind: "delivered",
      actorId: staffId,
      note: input.message,
      files,
      at: now,
    });
    const mail = milestoneClientEmail(
      orderLanguage(locked),
      "delivered",
      {
        code: locked.code,
        project: locked.projectName,
        title: m.title,
        deliveredAt: now,
        autoApproveAt: reviewSchedule(now, days).autoApproveAt,
        days,
        fileNames: files.map((f) => f.name),
      },
      clientOrderUrl(deps, locked),
    );
    await deliver(deps.mailer, deps.logger, `milestone ${id} delivered`, [{ to: locked.contactEmail, ...mail }], tx);
  });
}

/** The order's client answers a delivery: approve it, or ask for changes with a reason. */
export async function answerMilestone(
  deps: MilestoneDeps,
  order: OrderRow,
  id: number,
  client: { id: string; name: string },
  answer: { approve: true } | { approve: false; reason: string },
  now = new Date(),
) {
  const { db } = deps.database;
  const settings = await getSettings(db, deps.config);
  const staffLang = await staffLocale(db, settings.staffEmail);
  await inTx(db, async (tx) => {
    const locked = await lockOrder(tx, order.id);
    assertOpen(locked);
    const m = await lockMilestone(tx, locked.id, id);
    if (m.state !== "delivered") {
      throw new ApiError(409, "MILESTONE_NOT_DELIVERED", "This milestone has no delivery waiting for your answer.");
    }
    if (answer.approve) {
      await tx.update(orderMilestones).set({ state: "approved", approvedAt: now }).where(eq(orderMilestones.id, id));
      await recordEvent(tx, { milestoneId: id, orderId: locked.id, kind: "approved", actorId: client.id, at: now });
    } else {
      await tx
        .update(orderMilestones)
        .set({ state: "changes_requested", revisionCount: sql`${orderMilestones.revisionCount} + 1` })
        .where(eq(orderMilestones.id, id));
      await recordEvent(tx, {
        milestoneId: id,
        orderId: locked.id,
        kind: "changes_requested",
        actorId: client.id,
        note: answer.reason,
        at: now,
      });
    }
    await syncProgress(tx, locked.id, now);
    const mail = milestoneStaffEmail(
      staffLang,
      answer.approve ? "approved" : "changes",
      {
        code: locked.code,
        title: m.title,
        who: client.name || locked.contactName,
        reason: answer.approve ? undefined : answer.reason,
      },
      staffOrderUrl(deps, locked),
    );
    await deliver(deps.mailer, deps.logger, `milestone ${id} answered`, [{ to: settings.staffEmail, ...mail }], tx);
  });
}

/** Staff reopen an approved milestone (it goes back to in progress and out of the progress). */
export async function reopenMilestone(db: Db, order: OrderRow, id: number, staffId: string, now = new Date()) {
  await inTx(db, async (tx) => {
    const locked = await lockOrder(tx, order.id);
    assertOpen(locked);
    const m = await lockMilestone(tx, locked.id, id);
    if (m.state !== "approved")
      throw new ApiError(409, "MILESTONE_NOT_APPROVED", "Only an approved milestone can be reopened.");
    await tx
      .update(orderMilestones)
      .set({ state: "in_progress", approvedAt: null, deliveredAt: null, remindersSent: 0 })
      .where(eq(orderMilestones.id, id));
    await recordEvent(tx, { milestoneId: id, orderId: locked.id, kind: "reopened", actorId: staffId, at: now });
    await syncProgress(tx, locked.id, now);
  });
}

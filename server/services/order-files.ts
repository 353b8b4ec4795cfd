import { and, asc, eq, sql } from "drizzle-orm";
import type { OrderFileDto, UploaderSide } from "@common/order-files";
import type { Db } from "../db/client";
import { orderFiles, orders, orderWorkspace, user } from "../db/schema";
import type { StoredUpload } from "./files/receive-upload";

export interface AccessibleOrder {
  id: number;
  code: string;
  locale: string;
  contactName: string;
  contactEmail: string;
  projectName: string;
  /** The caller's side on this order: its owner is the client, anyone else who may see it is staff. */
  side: UploaderSide;
}

/**
 * The order when the caller may see it: its owner, or any order for staff (`staff` as auth/staff.ts decides it:
 * the admin role and two-factor). The rule lives in the query's WHERE, so someone else's order and a made-up code
 * look the same: no row (404).
 */
export async function findAccessibleOrder(
  db: Db,
  code: string,
  userId: string,
  staff: boolean,
): Promise<AccessibleOrder | null> {
  const [row] = await db
    .select({
      id: orders.id,
      code: orders.code,
      locale: orders.locale,
      contactName: orders.contactName,
      contactEmail: orders.contactEmail,
      projectName: orders.projectName,
      owned: sql<boolean>`${orders.userId} IS NOT DISTINCT FROM ${userId}`,
    })
    .from(orders)
    .where(and(eq(orders.code, code), staff ? undefined : eq(orders.userId, userId)));
  if (!row) return null;
  const { owned, ...order } = row;
  return { ...order, side: owned ? "client" : "staff" };
}

const dtoColumns = {
  id: orderFiles.id,
  name: orderFiles.name,
  size: orderFiles.size,
  type: orderFiles.contentType,
  side: orderFiles.uploaderSide,
  uploaderName: user.name,
  createdAt: orderFiles.createdAt,
};

interface DtoRow {
  id: number;
  name: string;
  size: number;
  type: string;
  side: string;
  uploaderName: string | null;
  createdAt: Date;
}

const toDto = (r: DtoRow): OrderFileDto => ({
  id: r.id,
  name: r.name,
  size: r.size,
  type: r.type,
  uploader: { side: r.side as UploaderSide, name: r.uploaderName },
  createdAt: r.createdAt.toISOString(),
});

export async function listOrderFiles(db: Db, orderId: number): Promise<OrderFileDto[]> {
  const rows = await db
    .select(dtoColumns)
    .from(orderFiles)
    .leftJoin(user, eq(user.id, orderFiles.uploaderId))
    .where(eq(orderFiles.orderId, orderId))
    .orderBy(asc(orderFiles.createdAt), asc(orderFiles.id));
  return rows.map(toDto);
}

/** The client has seen the order's files: staff files added before now are no longer new on their dashboard. */
export async function markFilesSeenByClient(db: Db, orderId: number, now = new Date()) {
  await db
    .insert(orderWorkspace)
    .values({ orderId, clientFilesSeenAt: now })
    .onConflictDoUpdate({ target: orderWorkspace.orderId, set: { clientFilesSeenAt: now } });
}

/** One file of one order: a file id from another order is no file at all. */
export async function findOrderFile(db: Db, orderId: number, fileId: number) {
  const [row] = await db
    .select()
    .from(orderFiles)
    .where(and(eq(orderFiles.orderId, orderId), eq(orderFiles.id, fileId)));
  return row ?? null;
}

export async function addOrderFiles(
  db: Db,
  order: AccessibleOrder,
  uploaderId: string,
  files: StoredUpload[],
): Promise<OrderFileDto[]> {
  const inserted = await db
    .insert(orderFiles)
    .values(
      files.map((f) => ({
        orderId: order.id,
        storageKey: f.key,
        name: f.name,
        size: f.size,
        contentType: f.contentType,
        uploaderId,
        uploaderSide: order.side,
      })),
    )
    .returning({ id: orderFiles.id });
  const ids = new Set(inserted.map((r) => r.id));
  return (await listOrderFiles(db, order.id)).filter((f) => ids.has(f.id));
}

import { and, eq, sql } from "drizzle-orm";
import { ORDER_FILE_ERROR_CODES, type OrderFilesQuotaDto } from "@common/order-files";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { orderFiles, orders, user } from "../../db/schema";
import { ApiError } from "../../lib/http-error";
import type { UploadAllowance } from "./receive-upload";

/**
 * Storage quotas of the client side: the files a client uploaded to one order, and to all of their account's orders.
 * Staff uploads (deliverables) count toward neither and are not limited by them.
 */
export async function clientFilesQuota(
  db: Db,
  quota: Config["fileQuota"],
  orderId: number,
  userId: string,
): Promise<OrderFilesQuotaDto> {
  const [row] = await db
    .select({
      order: sql<string>`coalesce(sum(${orderFiles.size}) filter (where ${orderFiles.orderId} = ${orderId}), 0)`,
      account: sql<string>`coalesce(sum(${orderFiles.size}), 0)`,
    })
    .from(orderFiles)
    .innerJoin(orders, eq(orders.id, orderFiles.orderId))
    .where(and(eq(orderFiles.uploaderSide, "client"), eq(orders.userId, userId)));
  return {
    order: { used: Number(row?.order ?? 0), limit: quota.orderBytes },
    account: { used: Number(row?.account ?? 0), limit: quota.accountBytes },
  };
}

const MB = 1024 * 1024;
/** Sizes in the messages as the upload zone shows them: binary megabytes, one decimal at most. */
const mb = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;

/** 413 STORAGE_QUOTA_EXCEEDED naming the quota with the least room, with its figures. */
export function quotaExceeded(usage: OrderFilesQuotaDto): ApiError {
  const free = (q: { used: number; limit: number }) => Math.max(0, q.limit - q.used);
  const which = free(usage.account) < free(usage.order) ? "account" : "order";
  const q = usage[which];
  return new ApiError(
    413,
    ORDER_FILE_ERROR_CODES.quota,
    `These files do not fit in ${which === "order" ? "this order's" : "your account's"} storage: ` +
      `${mb(q.used)} of ${mb(q.limit)} used, ${mb(free(q))} left.`,
  );
}

/** What one upload may still store, checked while its bytes arrive. */
export function uploadAllowance(usage: OrderFilesQuotaDto): UploadAllowance {
  const bytes = Math.max(0, Math.min(usage.order.limit - usage.order.used, usage.account.limit - usage.account.used));
  return { bytes, refuse: () => quotaExceeded(usage) };
}

/**
 * Inside the transaction that adds a client's files, before their rows: takes a lock on the account's row (two
 * uploads at once are counted one after the other, on PostgreSQL too) and refuses when `adding` more bytes would
 * pass a quota, so nothing is written and the caller removes the bytes.
 */
export async function reserveQuota(
  db: Db,
  quota: Config["fileQuota"],
  orderId: number,
  userId: string,
  adding: number,
): Promise<void> {
  // NO KEY UPDATE: serializes uploads of one account, yet the rows' own foreign key (KEY SHARE) does not wait on it.
  await db.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("no key update");
  const usage = await clientFilesQuota(db, quota, orderId, userId);
  if (usage.order.used + adding > usage.order.limit || usage.account.used + adding > usage.account.limit) {
    throw quotaExceeded(usage);
  }
}

import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import type { Logger } from "../lib/logger";
import type { MailQueue } from "../mail/queue";

/** A database that has not answered `SELECT 1` within this long is not ready. */
export const READY_DB_TIMEOUT_MS = 2_000;

/** What is not ready, by part (database, mailWorker), in words an operator can act on; empty = ready. */
export type NotReady = Partial<Record<"database" | "mailWorker", string>>;

export async function checkReadiness(
  deps: { database: Database; mailQueue: Pick<MailQueue, "isRunning">; logger: Logger },
  timeoutMs = READY_DB_TIMEOUT_MS,
): Promise<NotReady> {
  const notReady: NotReady = {};
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      deps.database.db.execute(sql`select 1`),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
  } catch (err) {
    // The cause goes to the log, not to an anonymous caller: it can name hosts and users.
    deps.logger.warn("not ready: database", { error: String(err) });
    notReady.database = `The database did not answer SELECT 1 within ${timeoutMs} ms.`;
  } finally {
    clearTimeout(timer);
  }
  if (!deps.mailQueue.isRunning()) notReady.mailWorker = "The mail worker is stopped.";
  return notReady;
}

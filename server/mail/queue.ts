import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { BRAND_PLACEHOLDER, COMPANY_CONTACT_DEFAULTS } from "@common/company";
import { appSettings, mailOutbox, type MailAttachmentRef } from "../db/schema";
import type { Logger } from "../lib/logger";
import type { MailFile, MailMessage, Mailer, MailTransport, SendOptions } from "./mailer";

/** Renders a message's documents when it is sent; throws when one no longer exists (the send then fails). */
export type AttachmentResolver = (refs: MailAttachmentRef[]) => Promise<MailFile[]>;

export interface MailQueueOptions {
  /** Tries before a message is marked failed. */
  maxAttempts: number;
  /** Delay before the 2nd try; doubled for each next one (exponential backoff), capped by maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** How often an idle worker looks for due messages (other instances' messages, retries). */
  pollMs: number;
  /** How long a claim holds before another worker may take the message (a worker killed mid-send). */
  leaseMs: number;
  batchSize: number;
}

export const DEFAULT_MAIL_QUEUE_OPTIONS: MailQueueOptions = {
  maxAttempts: 8,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  pollMs: 2_000,
  leaseMs: 5 * 60_000,
  batchSize: 10,
};

export interface MailQueue extends Mailer {
  /** Claims and sends the messages due now; returns how many it tried. */
  runOnce(): Promise<number>;
  /** Runs until no message is due (tests, shutdown). */
  drain(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
  /** Started and not stopped: its timer polls for due messages (readiness). */
  isRunning(): boolean;
  /** Messages not sent yet, by status, from the outbox table (metrics). */
  backlog(): Promise<MailBacklog>;
  /** Puts a failed message back in the queue, due now. */
  retry(id: number): Promise<boolean>;
  summary(): Promise<MailQueueSummary>;
}

export interface FailedMail {
  id: number;
  to: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
}

export interface MailBacklog {
  pending: number;
  sending: number;
  failed: number;
}

export interface MailQueueSummary {
  counts: { pending: number; sending: number; sent: number; failed: number };
  failed: FailedMail[];
}

type OutboxRow = typeof mailOutbox.$inferSelect;

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** The agency's name as staff set it in Settings (issue 39), or the template's until they do. */
async function brandName(db: Db): Promise<string> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, "brandName"));
  return row?.value.trim() || COMPANY_CONTACT_DEFAULTS.brandName;
}

/**
 * The e-mails' texts name the agency as `{{brand}}` (the server's texts leave a placeholder they have no value for):
 * it is filled here, once, when the message is queued, so the outbox holds what is sent.
 */
const withBrand = (s: string, brand: string) => s.replaceAll(BRAND_PLACEHOLDER, () => brand);

/**
 * The durable mail queue, a small worker on the app's own database rather than pg-boss or graphile-worker:
 * it runs unchanged on PGlite (where those do not) and on PostgreSQL with any number of server instances.
 * Each instance claims due rows with `FOR UPDATE SKIP LOCKED` in one statement that also sets a lease, so
 * two instances never take the same message; a message is sent once unless an instance dies between the
 * SMTP server's acceptance and the row's update (then it is sent again when the lease runs out).
 */
export function createMailQueue(opts: {
  db: Db;
  transport: MailTransport;
  logger: Logger;
  options?: Partial<MailQueueOptions>;
  /** Without it, a message with attachments fails (nothing can render them). */
  attachments?: AttachmentResolver;
}): MailQueue {
  const { db, transport, logger } = opts;
  const o = { ...DEFAULT_MAIL_QUEUE_OPTIONS, ...opts.options };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;
  let again = false;

  const claim = async (): Promise<OutboxRow[]> => {
    const rows = await db.execute<{ id: number }>(sql`
      UPDATE mail_outbox SET status = 'sending', attempts = attempts + 1,
        locked_until = now() + ${o.leaseMs} * interval '1 millisecond'
      WHERE id IN (
        SELECT id FROM mail_outbox
        WHERE (status = 'pending' AND next_attempt_at <= now())
           OR (status = 'sending' AND locked_until < now())
        ORDER BY id
        LIMIT ${o.batchSize}
        FOR UPDATE SKIP LOCKED)
      RETURNING id`);
    const ids = (rows as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
    if (!ids.length) return [];
    return db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids)).orderBy(asc(mailOutbox.id));
  };

  const sendOne = async (row: OutboxRow) => {
    try {
      // Rendered at each try, never stored: the row keeps only the references and the PDF is built from the
      // document's row as it is when the message goes out. A document gone fails the message like any error.
      const refs = row.attachments ?? [];
      let files: MailFile[] = [];
      if (refs.length) {
        if (!opts.attachments) throw new Error("this mail queue cannot render attachments");
        files = await opts.attachments(refs);
      }
      await transport.send({
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        ...(row.headers ? { headers: row.headers } : {}),
        ...(refs.length ? { attachments: refs, files } : {}),
      });
      await db
        .update(mailOutbox)
        .set({ status: "sent", sentAt: new Date(), lockedUntil: null, lastError: null, textBody: "", htmlBody: "" })
        .where(eq(mailOutbox.id, row.id));
    } catch (err) {
      const error = String(err instanceof Error ? err.message : err).slice(0, 500);
      const failed = row.attempts >= o.maxAttempts;
      const delay = Math.min(o.maxDelayMs, o.baseDelayMs * 2 ** (row.attempts - 1));
      await db
        .update(mailOutbox)
        .set({
          status: failed ? "failed" : "pending",
          lastError: error,
          lockedUntil: null,
          nextAttemptAt: sql`now() + ${delay} * interval '1 millisecond'`,
        })
        .where(eq(mailOutbox.id, row.id));
      logger.error(failed ? "mail failed for good" : "mail failed, will retry", {
        id: row.id,
        attempt: row.attempts,
        error,
      });
    }
  };

  const runOnce = async (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      try {
        do {
          again = false;
          const rows = await claim();
          for (const row of rows) await sendOne(row);
          total += rows.length;
          if (rows.length === o.batchSize) again = true;
        } while (again && !stopped);
      } catch (err) {
        logger.error("mail worker error", { error: String(err) });
      }
      return total;
    })();
    try {
      return await running;
    } finally {
      running = undefined;
    }
  };

  const kick = () => {
    if (stopped) return;
    setTimeout(() => void runOnce(), 0).unref?.();
  };

  return {
    mode: transport.mode,
    async send(message: MailMessage, options?: SendOptions) {
      const target = (options?.tx as Db | undefined) ?? db;
      const brand = await brandName(target);
      await target.insert(mailOutbox).values({
        toAddress: message.to,
        subject: withBrand(message.subject, brand),
        textBody: withBrand(message.text, brand),
        htmlBody: withBrand(message.html, escapeHtml(brand)),
        headers: message.headers ?? null,
        attachments: message.attachments?.length ? message.attachments : null,
      });
      // Inside a transaction the row is seen after the commit: the next poll (or a kick after it) sends it.
      kick();
    },
    runOnce,
    async drain() {
      while (running) await running;
      while ((await runOnce()) > 0) {
        /* until nothing is due */
      }
    },
    start() {
      stopped = false;
      if (timer) return;
      timer = setInterval(() => void runOnce(), o.pollMs);
      timer.unref();
      kick();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      while (running) await running.catch(() => 0);
    },
    isRunning() {
      return !stopped && timer !== undefined;
    },
    async backlog() {
      const backlog: MailBacklog = { pending: 0, sending: 0, failed: 0 };
      // (status, next_attempt_at) is indexed: this reads the unsent rows only, however many were sent.
      const grouped = await db
        .select({ status: mailOutbox.status, n: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .where(inArray(mailOutbox.status, ["pending", "sending", "failed"]))
        .groupBy(mailOutbox.status);
      for (const g of grouped) if (g.status in backlog) backlog[g.status as keyof MailBacklog] = Number(g.n);
      return backlog;
    },
    async retry(id: number) {
      const rows = await db
        .update(mailOutbox)
        .set({ status: "pending", attempts: 0, nextAttemptAt: new Date(), lastError: null })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, "failed")))
        .returning({ id: mailOutbox.id });
      if (rows.length) kick();
      return rows.length > 0;
    },
    async summary() {
      const counts = { pending: 0, sending: 0, sent: 0, failed: 0 };
      const grouped = await db
        .select({ status: mailOutbox.status, n: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .groupBy(mailOutbox.status);
      for (const g of grouped) if (g.status in counts) counts[g.status as keyof typeof counts] = Number(g.n);
      const failed = await db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.status, "failed"))
        .orderBy(desc(mailOutbox.id))
        .limit(50);
      return {
        counts,
        failed: failed.map((r) => ({
          id: r.id,
          to: r.toAddress,
          subject: r.subject,
          attempts: r.attempts,
          lastError: r.lastError,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },
  };
}

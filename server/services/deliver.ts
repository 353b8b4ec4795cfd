import type { Logger } from "../lib/logger";
import type { MailMessage, Mailer } from "../mail/mailer";

/**
 * Queues messages for the mail worker. With `tx` (the transaction of the change that causes them) they are
 * written with that change and a failure to queue undoes it; without, a failure is logged, never thrown:
 * the stored request stays, and staff see it in the admin area even without the e-mail.
 */
export async function deliver(mailer: Mailer, logger: Logger, context: string, messages: MailMessage[], tx?: unknown) {
  if (tx) {
    for (const m of messages) await mailer.send(m, { tx });
    return;
  }
  const results = await Promise.allSettled(messages.map((m) => mailer.send(m)));
  results.forEach((r, i) => {
    if (r.status === "rejected") {
      logger.error("mail failed", { context, to: messages[i]!.to, error: String(r.reason) });
    }
  });
}

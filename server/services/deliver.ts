import type { Logger } from "../lib/logger";
import type { MailMessage, Mailer } from "../mail/mailer";

/**
 * Sends messages after the request's data is committed. A failed message is logged, never thrown:
 * the stored request stays, and staff see it in the admin area even without the e-mail.
 */
export async function deliver(mailer: Mailer, logger: Logger, context: string, messages: MailMessage[]) {
  const results = await Promise.allSettled(messages.map((m) => mailer.send(m)));
  results.forEach((r, i) => {
    if (r.status === "rejected") {
      logger.error("mail failed", { context, to: messages[i]!.to, error: String(r.reason) });
    }
  });
}

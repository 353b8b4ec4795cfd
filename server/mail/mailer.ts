import type { MailAttachmentRef } from "../db/schema";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer, { type SendMailOptions } from "nodemailer";
import type { Logger } from "../lib/logger";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /** Documents to attach (an invoice's or a credit note's PDF), rendered when the message is sent. */
  attachments?: MailAttachmentRef[];
}

/** A document rendered for sending: what nodemailer attaches. */
export interface MailFile {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** What a transport sends: the message with its attachment references rendered into files by the queue worker. */
export interface OutgoingMail extends MailMessage {
  files?: MailFile[];
}

export interface SendOptions {
  /**
   * The transaction of the change that causes the message (a Drizzle transaction handle): the message is
   * queued with it and only sent if it commits. Without one the message is queued on its own.
   */
  tx?: unknown;
}

export interface Mailer {
  readonly mode: "smtp" | "outbox";
  /** In the app this queues the message (server/mail/queue.ts); transports send it. */
  send(message: MailMessage, options?: SendOptions): Promise<void>;
}

/** A transport (SMTP or outbox files): it sends what the queue's worker hands it, rendered documents included. */
export interface MailTransport extends Mailer {
  send(message: OutgoingMail): Promise<void>;
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logger: Logger;
}

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in the outbox, its links logged. */
export function createMailer(opts: MailerOptions): MailTransport {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      mode: "smtp",
      async send(m) {
        await transport.sendMail(nodemailerMessage(opts.from, m));
        opts.logger.info("mail sent", { to: m.to, subject: m.subject });
      },
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  let seq = 0;
  return {
    mode: "outbox",
    async send(m) {
      const info = await transport.sendMail(nodemailerMessage(opts.from, m));
      await fs.mkdir(opts.outboxDir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const safeTo = m.to.replace(/[^a-z0-9@._-]/gi, "_");
      const file = path.join(opts.outboxDir, `${stamp}-${process.pid}-${++seq}-${safeTo}.eml`);
      // Written under a temporary name and renamed: whoever reads the outbox never sees a half-written message.
      await fs.writeFile(`${file}.part`, info.message as Buffer, { mode: 0o600 });
      await fs.rename(`${file}.part`, file);
      const links = m.text.match(/https?:\/\/\S+/g) ?? [];
      opts.logger.info("mail written to outbox", { to: m.to, subject: m.subject, file, links });
    },
  };
}

/** The message as nodemailer takes it: the references stay behind, the rendered files become its attachments. */
function nodemailerMessage(from: string, m: OutgoingMail): SendMailOptions {
  return {
    from,
    to: m.to,
    subject: m.subject,
    text: m.text,
    html: m.html,
    ...(m.headers ? { headers: m.headers } : {}),
    ...(m.files?.length
      ? { attachments: m.files.map((f) => ({ filename: f.filename, content: f.content, contentType: f.contentType })) }
      : {}),
  };
}

import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { mailOutbox } from "../../server/db/schema";
import { createLogger } from "../../server/lib/logger";
import { createMailer } from "../../server/mail/mailer";
import type { MailQueueOptions } from "../../server/mail/queue";
import { createVerifiedUser, powHeaders, randomIp, signIn } from "./auth-helpers";
import { createTestApp, type TestApp } from "./test-app";

/** A local SMTP server on a port of ours; `delayMs` holds every message that long before accepting it. */
interface Smtp {
  received: { to: string; subject: string }[];
  close(): Promise<void>;
}
async function startSmtp(port: number, delayMs = 0): Promise<Smtp> {
  const received: Smtp["received"] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const subject = /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? "";
        setTimeout(() => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(","), subject });
          callback();
        }, delayMs);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const logger = createLogger("silent");
const smtpMailer = (port: number) =>
  createMailer({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: "Umbra <no-reply@umbra.test>",
    outboxDir: "/nonexistent",
    logger,
  });

async function until(check: () => Promise<boolean>, ms = 30_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 50));
  }
}

const fast = { baseDelayMs: 50, maxDelayMs: 200, pollMs: 50, maxAttempts: 50 };
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});
afterAll(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function appWith(port: number, options: Partial<MailQueueOptions>, env: Record<string, string> = {}) {
  const t = await createTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, ...env },
    mailer: smtpMailer(port),
    deps: { mailQueueOptions: options },
  });
  cleanups.push(() => t.close());
  return t;
}

const contact = (i: number) => ({
  name: `Sender ${i}`,
  email: `sender${i}@client.test`,
  service: "music",
  message: `Message number ${i}`,
});

async function outboxRows(t: TestApp) {
  return t.database.db.select().from(mailOutbox);
}

describe("durable e-mail", () => {
  it("SMTP down, then up: every mail is delivered exactly once", async () => {
    const port = 4291;
    const t = await appWith(port, fast);
    for (let i = 0; i < 4; i++) {
      const res = await t.app.request("/api/contact", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": randomIp(), ...(await powHeaders(t)) },
        body: JSON.stringify(contact(i)),
      });
      expect(res.status).toBe(201);
    }
    // Nothing listens: the worker tries, fails and backs off; the rows wait with their error.
    await until(async () => (await outboxRows(t)).every((r) => r.attempts >= 2));
    const waiting = await outboxRows(t);
    expect(waiting).toHaveLength(8);
    expect(waiting.every((r) => r.status !== "sent" && r.lastError)).toBe(true);

    const smtp = await startSmtp(port);
    cleanups.push(() => smtp.close());
    await until(async () => (await outboxRows(t)).every((r) => r.status === "sent"));
    await new Promise((r) => setTimeout(r, 500)); // time for any duplicate to show up
    expect(smtp.received).toHaveLength(8);
    const keys = smtp.received.map((m) => `${m.to} ${m.subject}`);
    expect(new Set(keys).size).toBe(8);
    for (let i = 0; i < 4; i++) expect(keys.filter((k) => k.startsWith(`sender${i}@`))).toHaveLength(1);
    // Sent bodies are cleared (they can hold sign-in links).
    expect((await outboxRows(t)).every((r) => r.textBody === "" && r.htmlBody === "")).toBe(true);
  });

  it("marks a mail failed after its retries, shows it to staff, and sends it on retry", async () => {
    const port = 4292;
    const t = await appWith(port, { ...fast, maxAttempts: 2 }, { ADMIN_EMAILS: "" });
    const admin = await createVerifiedUser(t, { admin: true });
    const cookie = await signIn(t, admin.email, admin.password, admin.totpSecret);
    await t.database.db.delete(mailOutbox);

    const res = await t.app.request("/api/newsletter", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": randomIp(), ...(await powHeaders(t)) },
      body: JSON.stringify({ email: "reader@client.test" }),
    });
    expect(res.status).toBe(200);
    await until(async () => (await outboxRows(t)).every((r) => r.status === "failed"));

    const screen = await t.request("/api/admin/mail", { headers: { cookie } });
    expect(screen.status).toBe(200);
    const summary = await screen.json();
    expect(summary.counts.failed).toBe(1);
    expect(summary.failed[0]).toMatchObject({ to: "reader@client.test", attempts: 2, lastError: expect.any(String) });

    const anonymous = await t.request(`/api/admin/mail/${summary.failed[0].id}/retry`, { method: "POST" });
    expect(anonymous.status).toBe(401);

    const smtp = await startSmtp(port);
    cleanups.push(() => smtp.close());
    const retry = await t.request(`/api/admin/mail/${summary.failed[0].id}/retry`, {
      method: "POST",
      headers: { cookie },
    });
    expect(retry.status).toBe(200);
    await until(async () => (await outboxRows(t)).every((r) => r.status === "sent"));
    expect(smtp.received.map((m) => m.to)).toEqual(["reader@client.test"]);

    const again = await t.request(`/api/admin/mail/${summary.failed[0].id}/retry`, {
      method: "POST",
      headers: { cookie },
    });
    expect(again.status).toBe(404);
    const bad = await t.request(`/api/admin/mail/abc/retry`, { method: "POST", headers: { cookie } });
    expect(bad.status).toBe(400);
  });

  it("two server instances on one database send each mail once", async () => {
    const port = 4293;
    const smtp = await startSmtp(port);
    cleanups.push(() => smtp.close());
    const a = await appWith(port, { ...fast, batchSize: 3 });
    // A second instance: its own app and worker, the same database.
    const b = createApp({
      config: a.config,
      database: a.database,
      logger,
      mailer: smtpMailer(port),
      mailQueueOptions: { ...fast, batchSize: 3 },
    });
    cleanups.push(() => b.mailQueue.stop());
    const total = 30;
    for (let i = 0; i < total; i++) {
      await (i % 2 ? a.app.mailQueue : b.mailQueue).send({
        to: `n${i}@client.test`,
        subject: `Note ${i}`,
        text: `Note ${i}`,
        html: `<p>Note ${i}</p>`,
      });
    }
    await Promise.all([a.app.mailQueue.drain(), b.mailQueue.drain(), a.app.mailQueue.drain(), b.mailQueue.drain()]);
    await until(async () => (await outboxRows(a)).every((r) => r.status === "sent"));
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.received).toHaveLength(total);
    expect(new Set(smtp.received.map((m) => m.to)).size).toBe(total);
  });

  it("a password reset answers before a slow SMTP server has the mail (known and unknown addresses alike)", async () => {
    const port = 4294;
    const smtp = await startSmtp(port, 1500);
    cleanups.push(() => smtp.close());
    const t = await appWith(port, fast);
    const users = [];
    for (let i = 0; i < 5; i++) users.push(await createVerifiedUser(t));
    await t.app.mailQueue.drain();
    await until(async () => (await outboxRows(t)).every((r) => r.status === "sent"), 60_000);
    const before = smtp.received.length;

    const reset = async (email: string) => {
      // The proof-of-work is solved before the clock starts: only the server's answer is timed.
      const headers = { "content-type": "application/json", "x-forwarded-for": randomIp(), ...(await powHeaders(t)) };
      const start = performance.now();
      const res = await t.app.request("/api/auth/request-password-reset", {
        method: "POST",
        headers,
        body: JSON.stringify({ email, redirectTo: "/reset-password" }),
      });
      const ms = performance.now() - start;
      expect(res.status).toBe(200);
      return ms;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (const u of users) {
      const toUser = () => smtp.received.filter((m) => m.to === u.email).length;
      const already = toUser();
      known.push(await reset(u.email));
      // The answer is out; the SMTP server has not been handed this mail yet (it is queued).
      expect(toUser()).toBe(already);
      unknown.push(await reset(`nobody-${Math.random().toString(36).slice(2)}@example.com`));
    }
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    console.info(
      `password reset with a 1.5 s SMTP server: median known ${median(known).toFixed(1)} ms, unknown ${median(unknown).toFixed(1)} ms (known ${known.map((x) => x.toFixed(0)).join(" ")}; unknown ${unknown.map((x) => x.toFixed(0)).join(" ")})`,
    );
    await until(async () => smtp.received.length === before + users.length, 60_000);
    const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.status, "sent"));
    expect(rows.length).toBe(before + users.length);
  }, 120_000); // Ten mails through an SMTP server that takes 1.5 s each: 15 s of waiting by design, more on a busy machine.
});

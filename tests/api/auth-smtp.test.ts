import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../server/lib/logger";
import { createMailer } from "../../server/mail/mailer";
import { captchaHeaders, cookieFrom, uniqueEmail } from "./auth-helpers";
import { createTestApp, type TestApp } from "./test-app";

interface Received {
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
const received: Received[] = [];
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  const smtpUrl = `smtp://127.0.0.1:${port}`;
  const mailer = createMailer({
    smtpUrl,
    from: "Umbra <no-reply@umbra.test>",
    outboxDir: "/nonexistent",
    logger: createLogger("silent"),
  });
  t = await createTestApp({ env: { SMTP_URL: smtpUrl }, mailer });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** Just enough MIME for our own messages: decoded subject, text and HTML parts. */
function parseMime(raw: string): { subject: string; text: string; html: string } {
  const qp = (s: string) =>
    Buffer.from(
      s.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
      "latin1",
    ).toString("utf8");
  const words = (s: string) =>
    s
      .replace(/\r?\n\s+/g, " ")
      .replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, enc: string, data: string) =>
        enc.toUpperCase() === "B" ? Buffer.from(data, "base64").toString("utf8") : qp(data.replace(/_/g, " ")),
      );
  const [head] = raw.split(/\r?\n\r?\n/);
  const subject = words(head!.match(/^Subject: (.*(?:\r?\n\s+.*)*)/m)?.[1] ?? "").trim();
  const part = (type: string) => {
    const m = raw.match(
      new RegExp(`Content-Type: ${type}[^]*?Content-Transfer-Encoding: (\\S+)\\r?\\n\\r?\\n([^]*?)\\r?\\n--`, "i"),
    );
    if (!m) return "";
    return m[1]!.toLowerCase() === "base64"
      ? Buffer.from(m[2]!.replace(/\s+/g, ""), "base64").toString("utf8")
      : qp(m[2]!);
  };
  return { subject, text: part("text/plain"), html: part("text/html") };
}

const waitFor = async (email: string): Promise<Received> => {
  for (let i = 0; i < 100; i++) {
    const m = received.find((r) => r.to.includes(email));
    if (m) return m;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no message to ${email}`);
};

describe("account e-mails over real SMTP", () => {
  it("delivers the confirmation (HTML + text, in the user's language) whose link signs the user in", async () => {
    const email = uniqueEmail("smtp");
    const res = await t.request("/api/auth/sign-up/email", {
      method: "POST",
      headers: { ...(await captchaHeaders(t)), "accept-language": "es" },
      json: { email, password: "Blue-Harbor-Lantern-42", name: "Sam Smtp", callbackURL: "/dashboard" },
    });
    expect(res.status).toBe(200);
    const msg = await waitFor(email);
    const parsed = parseMime(msg.raw);
    expect(parsed.subject).toBe("Confirma tu dirección de correo");
    expect(parsed.html).toContain("Confirmar correo");
    const link = parsed.text.match(/https?:\/\/\S+/)![0];
    const u = new URL(link);
    const verify = await t.request(u.pathname + u.search);
    expect(verify.status).toBe(302);
    expect(verify.headers.get("location")).toBe("/dashboard");
    const me = await t.request("/api/me", { headers: { cookie: cookieFrom(verify) } });
    expect((await me.json()).user.email).toBe(email);
  });
});

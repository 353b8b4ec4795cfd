import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SELLER_SETTINGS } from "@common/billing";
import { mailOutbox } from "../../server/db/schema";
import { createLogger } from "../../server/lib/logger";
import { createMailer } from "../../server/mail/mailer";
import { signedInUser } from "./auth-helpers";
import { issueInvoice } from "./billing-helpers";
import { SELLER } from "./payments-fixture";
import { createTestApp, type TestApp } from "./test-app";
import { placeOrder, post } from "./workspace-helpers";

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
  const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  const mailer = createMailer({
    smtpUrl,
    from: "Umbra <no-reply@umbra.test>",
    outboxDir: "/nonexistent",
    logger: createLogger("silent"),
  });
  t = await createTestApp({
    env: { SMTP_URL: smtpUrl, STAFF_EMAIL: "staff@agency.test" },
    mailer,
    deps: { mailQueueOptions: { maxAttempts: 1 } },
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function waitFor(match: (r: Received) => boolean): Promise<Received> {
  for (let i = 0; i < 200; i++) {
    const m = received.find(match);
    if (m) return m;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("no such message arrived");
}

/** The MIME parts of a message (nested multiparts flattened): their headers and decoded bodies. */
function parts(raw: string): { headers: string; body: Buffer }[] {
  const out: { headers: string; body: Buffer }[] = [];
  const walk = (entity: string) => {
    const split = entity.search(/\r?\n\r?\n/);
    const headers = entity.slice(0, split).replace(/\r?\n\s+/g, " ");
    const body = entity.slice(split).replace(/^\r?\n\r?\n/, "");
    const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
    if (/^Content-Type: multipart\//im.test(headers) && boundary) {
      for (const child of body.split(`--${boundary}`).slice(1, -1)) walk(child.replace(/^\r?\n/, ""));
      return;
    }
    const encoding = /^Content-Transfer-Encoding: (\S+)/im.exec(headers)?.[1]?.toLowerCase();
    const decoded =
      encoding === "base64"
        ? Buffer.from(body.replace(/\s+/g, ""), "base64")
        : encoding === "quoted-printable"
          ? Buffer.from(
              body
                .replace(/=\r?\n/g, "")
                .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
              "latin1",
            )
          : Buffer.from(body, "utf8");
    out.push({ headers, body: decoded });
  };
  walk(raw);
  return out;
}

describe("invoice e-mail over real SMTP", () => {
  it("arrives with the invoice PDF attached, how to pay and 'Pay invoice'", async () => {
    const admin = await signedInUser(t, { name: "Ada Admin", admin: true });
    const client = await signedInUser(t, { name: "Chris Client" });
    const settings = {
      ...DEFAULT_SELLER_SETTINGS,
      legalName: SELLER.name,
      address: SELLER.address,
      taxId: SELLER.taxId,
      taxIdNone: false,
      timeZone: "UTC",
      bankTransferEnabled: true,
      bankDetails: SELLER.bankDetails,
    };
    expect((await post(t, "/api/admin/billing/settings", admin.cookie, settings, "PUT")).status).toBe(200);
    const { code } = await placeOrder(t, client.user.email, client.cookie);
    const issued = await issueInvoice(t, admin.cookie, code);
    expect(issued.status).toBe(201);
    const { invoice } = await issued.json();

    const msg = await waitFor((r) => r.to.includes(client.user.email) && r.raw.includes(`${invoice.number}.pdf`));
    const all = parts(msg.raw);
    const text = all.find((p) => /^Content-Type: text\/plain/im.test(p.headers))!.body.toString("utf8");
    expect(text).toContain(`Reference: ${invoice.number}`);
    expect(text).toContain("IBAN DE89 3704 0044 0532 0130 00");
    expect(text).not.toContain("crypto-currency");
    expect(text).not.toContain("PayPal");
    expect(text).toContain("The invoice is attached as a PDF.");
    expect(text).toMatch(new RegExp(`Pay invoice: http\\S+/dashboard/orders/${code}#invoice-${invoice.number}`));

    const pdf = all.find((p) => /^Content-Type: application\/pdf/im.test(p.headers))!;
    expect(pdf.headers).toMatch(new RegExp(`Content-Disposition: attachment; filename=${invoice.number}\\.pdf`, "i"));
    expect(pdf.body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const parser = new PDFParse({ data: new Uint8Array(pdf.body) });
    try {
      const { text: pdfText } = await parser.getText();
      expect(pdfText).toContain(invoice.number);
      expect(pdfText).toContain("$3,499.99");
    } finally {
      await parser.destroy();
    }
  });

  it("a message whose document no longer exists fails like a refused send", async () => {
    await t.app.mailQueue.send({
      to: "ghost@client.test",
      subject: "Invoice INV-2098-9999",
      text: "x",
      html: "<p>x</p>",
      attachments: [{ kind: "credit_note", number: "CN-2098-9999" }],
    });
    await t.app.mailQueue.drain();
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, "ghost@client.test"));
    expect(row!.status).toBe("failed");
    expect(row!.lastError).toContain("credit_note CN-2098-9999 does not exist");
    expect(received.some((r) => r.to.includes("ghost@client.test"))).toBe(false);
  });
});

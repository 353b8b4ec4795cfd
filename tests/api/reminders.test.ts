import { asc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SELLER_SETTINGS } from "@common/billing";
import { invoiceReminders, mailOutbox } from "../../server/db/schema";
import { createLogger } from "../../server/lib/logger";
import type { OutgoingMail } from "../../server/mail/mailer";
import { sendDueReminders, type ReminderDeps } from "../../server/services/billing/reminders";
import { signedInUser } from "./auth-helpers";
import { SELLER, seedInvoice } from "./payments-fixture";
import { createTestApp, type TestApp } from "./test-app";
import { placeOrder, post } from "./workspace-helpers";

let t: TestApp;
let deps: ReminderDeps;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let client: Awaited<ReturnType<typeof signedInUser>>;
let code: string;
const second: TestApp[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { STAFF_EMAIL: "staff@agency.test" } });
  deps = { database: t.database, mailer: t.app.mailQueue, logger: createLogger("silent"), config: t.config };
  admin = await signedInUser(t, { name: "Ada Admin", admin: true });
  client = await signedInUser(t, { name: "Chris Client" });
  const settings = {
    ...DEFAULT_SELLER_SETTINGS,
    legalName: SELLER.name,
    address: SELLER.address,
    taxId: SELLER.taxId,
    taxIdNone: false,
    timeZone: "UTC",
    bankTransferEnabled: true,
    bankDetails: SELLER.bankDetails,
    cryptoEnabled: true,
    cryptoAddresses: SELLER.cryptoAddresses,
  };
  expect((await post(t, "/api/admin/billing/settings", admin.cookie, settings, "PUT")).status).toBe(200);
  ({ code } = await placeOrder(t, client.user.email, client.cookie));
}, 120_000);
afterAll(async () => {
  for (const s of second) await s.close();
  await t?.close();
});

/** One run at `now` (a UTC instant), the reminders it sent for `number`, once the queue has sent them. */
async function run(number: string, now: string, d: ReminderDeps = deps) {
  const sent = await sendDueReminders(d, new Date(now));
  await t.app.mailQueue.drain();
  return sent.filter((s) => s.number === number).map((s) => s.n);
}

/** The reminder e-mails of an invoice in the outbox (subject, state, attachment refs), oldest first. */
async function outboxFor(number: string) {
  return t.database.db
    .select({ subject: mailOutbox.subject, status: mailOutbox.status, attachments: mailOutbox.attachments })
    .from(mailOutbox)
    .where(like(mailOutbox.subject, `%${number}%`))
    .orderBy(asc(mailOutbox.id));
}

const recorded = async (invoiceId: number) =>
  (
    await t.database.db
      .select({ n: invoiceReminders.n })
      .from(invoiceReminders)
      .where(eq(invoiceReminders.invoiceId, invoiceId))
      .orderBy(asc(invoiceReminders.n))
  ).map((r) => r.n);

describe("overdue reminders", () => {
  it("7 days late → reminder 1 in the invoice's language with the PDF; once a day at most; weekly; three at most", async () => {
    const invoice = await seedInvoice(t, code, { locale: "de", dueDate: "2097-01-10" });
    expect(await run(invoice.number, "2097-01-16T23:00:00Z")).toEqual([]);
    expect(await outboxFor(invoice.number)).toEqual([]);

    expect(await run(invoice.number, "2097-01-17T08:00:00Z")).toEqual([1]);
    const [first] = await outboxFor(invoice.number);
    expect(first).toEqual({
      subject: `Zahlungserinnerung: Rechnung ${invoice.number} ist überfällig`,
      status: "sent",
      attachments: [{ kind: "invoice", number: invoice.number }],
    });
    const mail = t.mail.find((m) => m.subject === first!.subject) as OutgoingMail;
    expect(mail.to).toBe(client.user.email);
    expect(mail.text).toContain(`Die Rechnung ${invoice.number} zur Bestellung ${code} war am 10. Januar 2097 fällig`);
    expect(mail.text).toContain("Noch offen: 1.904,00");
    expect(mail.text).toContain(`Verwendungszweck: ${invoice.number}`);
    expect(mail.text).toContain("IBAN DE89 3704 0044 0532 0130 00");
    expect(mail.text).toContain("bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh");
    expect(mail.text).toMatch(
      new RegExp(`Rechnung bezahlen: http\\S+/dashboard/orders/${code}#invoice-${invoice.number}`),
    );
    expect(mail.files?.map((f) => [f.filename, f.contentType])).toEqual([[`${invoice.number}.pdf`, "application/pdf"]]);
    expect(mail.files![0]!.content.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    // The same day again, and the days before the next week: nothing new.
    expect(await run(invoice.number, "2097-01-17T20:00:00Z")).toEqual([]);
    expect(await run(invoice.number, "2097-01-23T23:59:00Z")).toEqual([]);
    expect(await outboxFor(invoice.number)).toHaveLength(1);

    expect(await run(invoice.number, "2097-01-24T00:30:00Z")).toEqual([2]);
    expect(await run(invoice.number, "2097-01-31T00:30:00Z")).toEqual([3]);
    expect(await run(invoice.number, "2097-02-07T00:30:00Z")).toEqual([]);
    expect(await run(invoice.number, "2097-12-31T00:30:00Z")).toEqual([]);
    expect((await outboxFor(invoice.number)).map((m) => m.subject)).toEqual([
      `Zahlungserinnerung: Rechnung ${invoice.number} ist überfällig`,
      `Zweite Zahlungserinnerung: Rechnung ${invoice.number} ist überfällig`,
      `Letzte Zahlungserinnerung: Rechnung ${invoice.number} ist überfällig`,
    ]);
    expect(await recorded(invoice.id)).toEqual([1, 2, 3]);
  });

  it("an invoice 30 days late gets reminder 3 alone; 1 and 2 are recorded as passed", async () => {
    const invoice = await seedInvoice(t, code, { locale: "ja", dueDate: "2097-05-01" });
    expect(await run(invoice.number, "2097-05-31T12:00:00Z")).toEqual([3]);
    const subjects = (await outboxFor(invoice.number)).map((m) => m.subject);
    expect(subjects).toEqual([`【最終のご案内】請求書 ${invoice.number} のお支払い期限が過ぎています`]);
    expect(await recorded(invoice.id)).toEqual([1, 2, 3]);
    const mail = t.mail.find((m) => m.subject === subjects[0])!;
    expect(mail.text).toContain("未払い残高：$1,904.00");
    expect(mail.text).toContain("請求書を支払う: http");
  });

  it("a paid or void invoice gets none; a part-paid one is reminded of what is left", async () => {
    const paid = await seedInvoice(t, code, { dueDate: "2097-08-01" });
    const pay = await post(t, `/api/admin/invoices/${paid.number}/payments`, admin.cookie, {
      method: "bank_transfer",
      receivedOn: "2097-08-20",
    });
    expect(pay.status).toBe(201);
    const voided = await seedInvoice(t, code, { dueDate: "2097-08-01", status: "void" });
    const part = await seedInvoice(t, code, { locale: "en", dueDate: "2097-08-01" });
    const partPay = await post(t, `/api/admin/invoices/${part.number}/payments`, admin.cookie, {
      method: "bank_transfer",
      receivedOn: "2097-08-02",
      amountCents: 100_000,
    });
    expect(partPay.status).toBe(201);

    const sent = await sendDueReminders(deps, new Date("2097-08-09T06:00:00Z"));
    await t.app.mailQueue.drain();
    expect(sent.filter((s) => [paid.number, voided.number].includes(s.number))).toEqual([]);
    expect(sent.filter((s) => s.number === part.number)).toEqual([{ number: part.number, n: 1 }]);
    expect(await outboxFor(voided.number)).toEqual([]);
    expect((await outboxFor(paid.number)).filter((m) => m.subject.includes("overdue"))).toEqual([]);
    const [reminder] = await outboxFor(part.number).then((rows) => rows.filter((m) => m.subject.includes("overdue")));
    expect(reminder!.subject).toBe(`Reminder: invoice ${part.number} is overdue`);
    const mail = t.mail.find((m) => m.subject === reminder!.subject)!;
    expect(mail.text).toContain("Still to pay: $904.00.");
    expect(mail.text).toContain(`Reference: ${part.number}`);
    expect(await recorded(paid.id)).toEqual([]);
    expect(await recorded(voided.id)).toEqual([]);
  });

  it("two runs at once (and, on PostgreSQL, two server instances) send a reminder once", async () => {
    const invoice = await seedInvoice(t, code, { locale: "fr", dueDate: "2097-10-01" });
    const runners = [deps, deps];
    if (t.databaseUrl) {
      const other = await createTestApp({ databaseUrl: t.databaseUrl, env: { STAFF_EMAIL: "staff@agency.test" } });
      second.push(other);
      runners.push({
        database: other.database,
        mailer: other.app.mailQueue,
        logger: deps.logger,
        config: other.config,
      });
    }
    const now = new Date("2097-10-08T09:00:00Z");
    const results = await Promise.all(runners.map((d) => sendDueReminders(d, now)));
    await t.app.mailQueue.drain();
    for (const s of second) await s.app.mailQueue.drain();
    expect(results.flat().filter((s) => s.number === invoice.number)).toEqual([{ number: invoice.number, n: 1 }]);
    const rows = await outboxFor(invoice.number);
    expect(rows.map((r) => r.subject)).toEqual([`Rappel : la facture ${invoice.number} est en retard`]);
    expect(await recorded(invoice.id)).toEqual([1]);
  });
});

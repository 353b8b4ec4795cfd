import { and, eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import type { Db } from "../../server/db/client";
import {
  invoices,
  mailOutbox,
  orderEvents,
  orders,
  paymentIssues,
  payments,
  refunds,
  webhookEvents,
} from "../../server/db/schema";
import { createLogger } from "../../server/lib/logger";
import { createStripeProvider } from "../../server/services/billing/providers/stripe";
import { issueCreditNote, startProviderRefunds } from "../../server/services/billing/refunds";
import { randomIp, signedInUser } from "./auth-helpers";
import { seedInvoice } from "./payments-fixture";
import { checkoutCompletedEvent, startStripeStandIn, stripeEvent, type StripeStandIn } from "./stripe-stand-in";
import { createTestApp, type TestApp } from "./test-app";
import { getJson, placeOrder, post } from "./workspace-helpers";

const SECRET_KEY = "sk_test_standin_0123456789";
const WEBHOOK_SECRET = "whsec_standin_0123456789abcdef";

let t: TestApp;
let standIn: StripeStandIn;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let client: Awaited<ReturnType<typeof signedInUser>>;
let stranger: Awaited<ReturnType<typeof signedInUser>>;
const signer = new Stripe(SECRET_KEY);

beforeAll(async () => {
  standIn = await startStripeStandIn({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  t = await createTestApp({
    env: {
      STAFF_EMAIL: "staff@agency.test",
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: standIn.url,
    },
  });
  admin = await signedInUser(t, { name: "Ada Admin", admin: true });
  client = await signedInUser(t, { name: "Chris Client" });
  stranger = await signedInUser(t, { name: "Sam Stranger" });
}, 120_000);
afterAll(async () => {
  await standIn?.idle();
  await t?.close();
  await standIn?.close();
});

const orderOf = async (code: string) => (await t.database.db.select().from(orders).where(eq(orders.code, code)))[0]!;
const paymentsOf = (invoiceId: number) =>
  t.database.db.select().from(payments).where(eq(payments.invoiceId, invoiceId));
const invoiceRow = async (id: number) => (await t.database.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;

/** A Stripe webhook delivery: the body exactly as given, signed unless told otherwise. */
function deliverWebhook(
  body: string,
  signature: string | null = signer.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET }),
) {
  return t.request("/api/webhooks/stripe", {
    method: "POST",
    headers: {
      "content-type": "application/json; charset=utf-8",
      ...(signature ? { "stripe-signature": signature } : {}),
    },
    body,
  });
}

describe("staff record a payment", () => {
  it("a bank transfer pays the invoice, sets the order's method, leaves the order pending for staff to start and queues the e-mails", async () => {
    const { code } = await placeOrder(t, client.user.email, client.cookie, "de");
    const invoice = await seedInvoice(t, code);
    expect((await orderOf(code)).status).toBe("pending");

    const res = await post(t, `/api/admin/invoices/${invoice.number}/payments`, admin.cookie, {
      method: "bank_transfer",
      receivedOn: "2098-03-10",
      reference: "SEPA 4711",
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.invoice).toMatchObject({
      number: invoice.number,
      orderCode: code,
      status: "paid",
      totalCents: 190_400,
      paidCents: 190_400,
      payments: [{ amountCents: 190_400, method: "bank_transfer", reference: "SEPA 4711", receivedOn: "2098-03-10" }],
    });
    expect(body.invoice.paidAt).toBeTruthy();

    // Money never starts the work (issue 41): the order stays pending, its history unchanged, and it waits on staff
    // in "Needs attention" until they start it.
    const order = await orderOf(code);
    expect(order).toMatchObject({ paymentMethod: "bank_transfer", status: "pending" });
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.filter((e) => e.toStatus === "in_progress")).toEqual([]);
    const attention = await getJson(t, "/api/admin/orders?view=attention&pageSize=100", admin.cookie);
    expect(attention.body.items.map((o: { id: string }) => o.id)).toContain(code);
    const [p] = await paymentsOf(invoice.id);
    expect(p).toMatchObject({ recordedBy: admin.user.id, provider: null, currency: "USD" });

    // The receipt in the invoice's language (German), the note to staff at the settings' address.
    const queued = await t.database.db
      .select({ to: mailOutbox.toAddress, subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, client.user.email));
    expect(queued.map((m) => m.subject)).toContain(`Zahlung für Rechnung ${invoice.number} erhalten`);
    const receipt = t.mail.find((m) => m.to === client.user.email && m.subject.includes(invoice.number))!;
    expect(receipt.text).toMatch(/1\.904,00\s\$/);
    expect(receipt.text).toContain("SEPA 4711");
    expect(receipt.text).toContain(`/de/dashboard/orders/${code}`);
    const note = t.mail.find((m) => m.to === "staff@agency.test" && m.subject.includes(invoice.number))!;
    expect(note.subject).toBe(`Payment of $1,904.00 on ${invoice.number}`);
    expect(note.text).toContain(`/admin/orders/${code}`);

    // Paid now: another payment is refused and changes nothing.
    const again = await post(t, `/api/admin/invoices/${invoice.number}/payments`, admin.cookie, {
      method: "crypto",
      receivedOn: "2098-03-11",
    });
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe("INVOICE_NOT_PAYABLE");
    expect(await paymentsOf(invoice.id)).toHaveLength(1);
  });

  it("a part payment leaves the invoice issued; the rest (the default amount) settles it", async () => {
    const { code } = await placeOrder(t, client.user.email, client.cookie);
    const invoice = await seedInvoice(t, code, { taxRateBp: 0 });
    const part = await post(t, `/api/admin/invoices/${invoice.number}/payments`, admin.cookie, {
      method: "crypto",
      receivedOn: "2098-03-10",
      reference: "0xabc",
      amountCents: 100_000,
    });
    expect(part.status).toBe(201);
    expect((await part.json()).invoice).toMatchObject({ status: "issued", paidCents: 100_000, paidAt: null });
    expect(await orderOf(code)).toMatchObject({ paymentMethod: "crypto", status: "pending" });
    expect(t.mail.find((m) => m.to === client.user.email && m.subject.includes(invoice.number))!.text).toContain(
      "Still to pay on this invoice: $600.00.",
    );

    // More than is owed is a typo: 400, nothing written.
    const over = await post(t, `/api/admin/invoices/${invoice.number}/payments`, admin.cookie, {
      method: "bank_transfer",
      receivedOn: "2098-03-11",
      amountCents: 60_001,
    });
    expect(over.status).toBe(400);
    expect((await over.json()).error.fields).toEqual({ amountCents: "errors.amount" });

    // Money received stays on its invoice: a part-paid invoice cannot be voided (a reissue would count it twice).
    const voidPartPaid = await post(t, `/api/admin/invoices/${invoice.number}/void`, admin.cookie, { reason: "Typo" });
    expect(voidPartPaid.status).toBe(409);
    expect((await voidPartPaid.json()).error.code).toBe("INVOICE_NOT_VOIDABLE");

    const rest = await post(t, `/api/admin/invoices/${invoice.number}/payments`, admin.cookie, {
      method: "bank_transfer",
      receivedOn: "2098-03-12",
    });
    expect(rest.status).toBe(201);
    expect((await rest.json()).invoice).toMatchObject({ status: "paid", paidCents: 160_000 });
    expect(await orderOf(code)).toMatchObject({ paymentMethod: "bank_transfer", status: "pending" });
  });

  it("refuses a void invoice (409), an unknown one (404), bad input (400) and non-staff (403)", async () => {
    const { code } = await placeOrder(t, client.user.email, client.cookie);
    const voided = await seedInvoice(t, code, { status: "void" });
    const input = { method: "bank_transfer", receivedOn: "2098-03-10" };
    const res = await post(t, `/api/admin/invoices/${voided.number}/payments`, admin.cookie, input);
    expect(res.status).toBe(409);
    expect((await res.json()).error.code).toBe("INVOICE_NOT_PAYABLE");
    expect(await paymentsOf(voided.id)).toHaveLength(0);
    expect((await orderOf(code)).paymentMethod).toBeNull();

    expect((await post(t, "/api/admin/invoices/INV-2098-0000/payments", admin.cookie, input)).status).toBe(404);
    expect((await post(t, "/api/admin/invoices/nope/payments", admin.cookie, input)).status).toBe(404);
    const card = await post(t, `/api/admin/invoices/${voided.number}/payments`, admin.cookie, {
      ...input,
      method: "card",
    });
    expect(card.status).toBe(400);
    const client403 = await post(t, `/api/admin/invoices/${voided.number}/payments`, client.cookie, input);
    expect(client403.status).toBe(403);
  });
});

describe("card payments through Stripe", () => {
  it("checkout opens a Checkout Session at the stand-in for the amount due, for the owner only", async () => {
    const { code } = await placeOrder(t, client.user.email, client.cookie, "ja");
    const invoice = await seedInvoice(t, code);
    const res = await t.request(`/api/invoices/${invoice.number}/checkout`, {
      method: "POST",
      headers: { cookie: client.cookie, "x-forwarded-for": randomIp() },
    });
    expect(res.status).toBe(200);
    const { url } = await res.json();
    const created = standIn.sessions.at(-1)!;
    expect(url).toBe(created.session.url);
    expect(url.startsWith(standIn.url)).toBe(true);
    expect(Object.fromEntries(created.form)).toMatchObject({
      mode: "payment",
      client_reference_id: invoice.number,
      "metadata[invoiceNumber]": invoice.number,
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "190400",
      "line_items[0][quantity]": "1",
      locale: "ja",
    });
    expect(created.session.success_url).toContain(`/ja/dashboard/orders/${code}`);

    for (const cookie of [stranger.cookie, admin.cookie, ""]) {
      const other = await t.request(`/api/invoices/${invoice.number}/checkout`, {
        method: "POST",
        headers: { ...(cookie ? { cookie } : {}), "x-forwarded-for": randomIp() },
      });
      expect(other.status).toBe(404);
    }
    const voided = await seedInvoice(t, code, { status: "void" });
    const refused = await t.request(`/api/invoices/${voided.number}/checkout`, {
      method: "POST",
      headers: { cookie: client.cookie, "x-forwarded-for": randomIp() },
    });
    expect(refused.status).toBe(409);

    // Stripe down (the client's one retry fails too): 502 with the error shape.
    standIn.failNext(500, 2);
    const down = await t.request(`/api/invoices/${invoice.number}/checkout`, {
      method: "POST",
      headers: { cookie: client.cookie, "x-forwarded-for": randomIp() },
    });
    expect(down.status).toBe(502);
    expect((await down.json()).error.code).toBe("PAYMENT_PROVIDER_ERROR");
  });

  it("a webhook without or with a wrong signature is 400 and changes nothing", async () => {
    const { code } = await placeOrder(t, client.user.email, client.cookie);
    const invoice = await seedInvoice(t, code);
    const session = { ...standIn.sessions[0]!.session, metadata: { invoiceNumber: invoice.number } };
    const body = JSON.stringify(checkoutCompletedEvent(session), null, 2);
    const forged = signer.webhooks.generateTestHeaderString({ payload: body, secret: "whsec_not_the_right_one" });
    const tampered = signer.webhooks.generateTestHeaderString({
      payload: body.replace("190400", "1"),
      secret: WEBHOOK_SECRET,
    });
    for (const signature of [null, "", "t=1,v1=deadbeef", forged, tampered]) {
      const res = await deliverWebhook(body, signature);
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe("INVALID_SIGNATURE");
    }
    expect(await paymentsOf(invoice.id)).toHaveLength(0);
    expect((await invoiceRow(invoice.id)).status).toBe("issued");
    expect(await t.database.db.select().from(webhookEvents)).toHaveLength(0);
  });

  it("a signed checkout.session.completed pays the invoice by card; the same event twice is applied once", async () => {
    const { code } = await placeOrder(t, client.user.email, client.cookie);
    const invoice = await seedInvoice(t, code);
    const checkout = await t.request(`/api/invoices/${invoice.number}/checkout`, {
      method: "POST",
      headers: { cookie: client.cookie, "x-forwarded-for": randomIp() },
    });
    expect(checkout.status).toBe(200);
    const session = standIn.sessions.at(-1)!.session;
    // Pretty-printed as Stripe sends it: the signature is over these exact bytes.
    const body = JSON.stringify(checkoutCompletedEvent(session), null, 2);

    const first = await deliverWebhook(body);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, outcome: "recorded" });
    const second = await deliverWebhook(body);
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ received: true, outcome: "duplicate" });

    const paid = await paymentsOf(invoice.id);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({
      amountCents: 190_400,
      method: "card",
      provider: "stripe",
      providerRef: session.id,
      recordedBy: null,
    });
    expect((await invoiceRow(invoice.id)).status).toBe("paid");
    expect(await orderOf(code)).toMatchObject({ paymentMethod: "card", status: "pending" });
    const receipts = t.mail.filter((m) => m.to === client.user.email && m.subject.includes(invoice.number));
    expect(receipts).toHaveLength(1);

    // Another event about the same session (a redelivery under a new id) records nothing more.
    const other = await deliverWebhook(JSON.stringify(checkoutCompletedEvent(session)));
    expect(await other.json()).toEqual({ received: true, outcome: "duplicate" });
    expect(await paymentsOf(invoice.id)).toHaveLength(1);
  });

  it("ignores other event types and unpaid sessions (200), and money for a void invoice is logged, not recorded", async () => {
    const { code } = await placeOrder(t, client.user.email, client.cookie);
    const invoice = await seedInvoice(t, code);
    const session = {
      ...standIn.sessions[0]!.session,
      id: "cs_test_unpaid",
      metadata: { invoiceNumber: invoice.number },
    };
    const unknown = { ...checkoutCompletedEvent(session), type: "customer.created" };
    const r1 = await deliverWebhook(JSON.stringify(unknown));
    expect(r1.status).toBe(200);
    expect(await r1.json()).toEqual({ received: true, outcome: "ignored" });
    const unpaid = checkoutCompletedEvent(session, { payment_status: "unpaid" });
    expect(await (await deliverWebhook(JSON.stringify(unpaid))).json()).toMatchObject({ outcome: "ignored" });
    expect(await paymentsOf(invoice.id)).toHaveLength(0);

    // A checkout the product opened, whose invoice was voided before the money came: kept for staff, not recorded.
    const voided = await seedInvoice(t, code);
    const opened = await t.request(`/api/invoices/${voided.number}/checkout`, {
      method: "POST",
      headers: { cookie: client.cookie, "x-forwarded-for": randomIp() },
    });
    expect(opened.status).toBe(200);
    await t.database.db.update(invoices).set({ status: "void" }).where(eq(invoices.id, voided.id));
    const late = checkoutCompletedEvent(standIn.sessions.at(-1)!.session);
    const r2 = await deliverWebhook(JSON.stringify(late));
    expect(r2.status).toBe(200);
    expect(await r2.json()).toMatchObject({ outcome: "not_payable" });
    expect(await paymentsOf(voided.id)).toHaveLength(0);
    expect(await t.database.db.select().from(paymentIssues).where(eq(paymentIssues.eventId, late.id))).toMatchObject([
      { kind: "not_payable", invoiceId: voided.id },
    ]);
    const seen = await t.database.db
      .select()
      .from(webhookEvents)
      .where(and(eq(webhookEvents.id, late.id)));
    expect(seen).toHaveLength(1);
  });

  it("another client gets 404 for the PDF; the owner and staff get it", async () => {
    const { code } = await placeOrder(t, client.user.email, client.cookie);
    const invoice = await seedInvoice(t, code);
    const get = (path: string, cookie: string) => t.request(path, { headers: cookie ? { cookie } : {} });
    expect((await get(`/api/invoices/${invoice.number}/pdf`, stranger.cookie)).status).toBe(404);
    expect((await get(`/api/invoices/${invoice.number}/pdf`, "")).status).toBe(404);
    expect((await get(`/api/admin/invoices/${invoice.number}/pdf`, client.cookie)).status).toBe(403);
    for (const [path, cookie] of [
      [`/api/invoices/${invoice.number}/pdf`, client.cookie],
      [`/api/invoices/${invoice.number}/pdf`, admin.cookie],
      [`/api/admin/invoices/${invoice.number}/pdf`, admin.cookie],
    ] as const) {
      const res = await get(path, cookie);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${invoice.number}.pdf"`);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe("%PDF-");
    }
  });
});

describe("Stripe configuration", () => {
  it("takes both keys or neither, and names a bad value in one line", () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(loadConfig({ STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }).stripe).toEqual({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: undefined,
    });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: SECRET_KEY })).toThrow(
      "Invalid configuration: STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set",
    );
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET })).toThrow(
      "Invalid configuration: STRIPE_SECRET_KEY is required when STRIPE_WEBHOOK_SECRET is set",
    );
    expect(() =>
      loadConfig({ STRIPE_SECRET_KEY: "pk_live_abcdefgh12", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }),
    ).toThrow(
      /^Invalid configuration: STRIPE_SECRET_KEY must be a Stripe secret key \(sk_\.\.\. or rk_\.\.\.\) \(got "\*\*\*"\)$/,
    );
    expect(() =>
      loadConfig({ STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: "ftp://x" }),
    ).toThrow("Invalid configuration: STRIPE_API_URL must be an http:// or https:// URL");
  });
});

describe("card payments through Stripe's hosted page, and refunds", () => {
  const deps = () => ({
    database: t.database,
    config: t.config,
    logger: createLogger("silent"),
    mailer: t.app.mailQueue,
  });
  beforeAll(() => {
    // Stripe's webhooks reach the app as over the network: the same bytes and headers, to its route.
    standIn.setWebhookTarget((body, headers) => t.request("/api/webhooks/stripe", { method: "POST", headers, body }));
  });

  it("the hosted page's Pay sends the signed webhook with the PaymentIntent, then returns to the order page", async () => {
    const { code } = await placeOrder(t, client.user.email, client.cookie);
    const invoice = await seedInvoice(t, code);
    const res = await t.request(`/api/invoices/${invoice.number}/checkout`, {
      method: "POST",
      headers: { cookie: client.cookie, "x-forwarded-for": randomIp() },
    });
    const { url } = await res.json();
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<button type="submit">Pay</button>');
    const paid = await fetch(url, { method: "POST", redirect: "manual" });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`${t.config.publicUrl}/dashboard/orders/${code}?payment=done`);
    const session = standIn.sessions.at(-1)!.session;
    expect(standIn.deliveries.at(-1)).toMatchObject({ type: "checkout.session.completed", status: 200 });
    expect(await paymentsOf(invoice.id)).toMatchObject([
      { method: "card", provider: "stripe", providerRef: session.id, providerPaymentId: session.payment_intent },
    ]);

    // PayPal is not configured here: the wallet is 404, never a card page instead.
    const wallet = await t.request(`/api/invoices/${invoice.number}/checkout`, {
      method: "POST",
      headers: { cookie: client.cookie, "x-forwarded-for": randomIp() },
      json: { method: "wallet" },
    });
    expect(wallet.status).toBe(404);
    expect((await wallet.json()).error.code).toBe("PAYMENT_METHOD_UNAVAILABLE");
  });

  it("a refund is made once per refund id at Stripe, and Stripe's refund webhooks are read", async () => {
    const { code } = await placeOrder(t, client.user.email, client.cookie);
    const invoice = await seedInvoice(t, code);
    await t.request(`/api/invoices/${invoice.number}/checkout`, {
      method: "POST",
      headers: { cookie: client.cookie, "x-forwarded-for": randomIp() },
    });
    const session = standIn.sessions.at(-1)!.session;
    await fetch(session.url, { method: "POST", redirect: "manual" });
    const { refundIds } = await t.database.db.transaction((tx) =>
      issueCreditNote(tx as unknown as Db, deps(), {
        invoiceId: invoice.id,
        amountCents: 50_000,
        reason: "Cancelled before the start",
        issuedBy: admin.user.id,
      }),
    );
    await startProviderRefunds(deps(), refundIds);
    await standIn.idle();
    const made = standIn.refunds.filter((r) => r.payment_intent === session.payment_intent);
    expect(made).toEqual([
      expect.objectContaining({
        amount: 50_000,
        metadata: { refundId: String(refundIds[0]), creditNoteNumber: expect.stringMatching(/^CN-\d{4}-\d{4}$/) },
      }),
    ]);
    const [row] = await t.database.db.select().from(refunds).where(eq(refunds.id, refundIds[0]!));
    expect(row).toMatchObject({ provider: "stripe", providerRef: made[0]!.id, status: "succeeded" });
    const hook = standIn.deliveries.find((d) => d.type === "refund.created" && d.body.includes(made[0]!.id))!;
    expect(hook.status).toBe(200);
    expect(["updated", "duplicate"]).toContain(JSON.parse(hook.answer!).outcome);

    // The same refund id twice more (a retry after a timeout): Stripe's idempotency key makes it the same refund.
    const provider = createStripeProvider(t.config.stripe!);
    const input = {
      paymentId: session.payment_intent,
      amountCents: 50_000,
      currency: "USD",
      refundId: refundIds[0]!,
      creditNoteNumber: "CN-2098-0001",
    };
    expect(await provider.refund(input)).toEqual({ ref: made[0]!.id, status: "succeeded" });
    expect(await provider.refund(input)).toEqual({ ref: made[0]!.id, status: "succeeded" });
    expect(standIn.refunds.filter((r) => r.payment_intent === session.payment_intent)).toHaveLength(1);

    // Refund events: the Refund object's state and the product's refund id from its metadata.
    for (const [type, status, expected] of [
      ["refund.failed", "failed", "failed"],
      ["refund.updated", "pending", "pending"],
      ["charge.refund.updated", "canceled", "failed"],
      ["refund.created", "succeeded", "succeeded"],
    ] as const) {
      const body = JSON.stringify(
        stripeEvent(type, { ...made[0]!, id: "re_other", status, metadata: { refundId: "77" } }),
      );
      const event = await provider.parseWebhook(
        body,
        new Headers({
          "stripe-signature": signer.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET }),
        }),
      );
      expect(event).toMatchObject({
        kind: "refund",
        type,
        refund: { ref: "re_other", status: expected, refundId: 77 },
      });
    }
    // A refund event the product does not know is acknowledged (200) and changes nothing.
    const unknown = JSON.stringify(stripeEvent("refund.updated", { ...made[0]!, id: "re_unknown", metadata: {} }));
    const answer = await deliverWebhook(unknown);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: true, outcome: "unknown_refund" });
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentIssueDto } from "@common/payment-issues";
import { invoices, paymentIssues, payments } from "../../server/db/schema";
import { WEBHOOK_VERIFY_RATE_LIMIT } from "../../server/routes/webhooks";
import { randomIp, signedInUser } from "./auth-helpers";
import { queuedTo } from "./billing-helpers";
import { startPayPalStandIn, type PayPalStandIn } from "./paypal-stand-in";
import { seedInvoice } from "./payments-fixture";
import { checkoutCompletedEvent, startStripeStandIn, type StripeStandIn } from "./stripe-stand-in";
import { createTestApp, type TestApp } from "./test-app";
import { placeOrder } from "./workspace-helpers";

const STRIPE = { secretKey: "sk_test_checks_0123456789", webhookSecret: "whsec_checks_0123456789abcdef" };
const PAYPAL = {
  clientId: "checks-client-id-0123",
  clientSecret: "checks-secret-0123456789",
  webhookId: "WH-CHECKS-1",
};
const STAFF = "staff@agency.test";

let t: TestApp;
let stripe: StripeStandIn;
let paypal: PayPalStandIn;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let client: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  stripe = await startStripeStandIn(STRIPE);
  paypal = await startPayPalStandIn(PAYPAL);
  t = await createTestApp({
    env: {
      STAFF_EMAIL: STAFF,
      STRIPE_SECRET_KEY: STRIPE.secretKey,
      STRIPE_WEBHOOK_SECRET: STRIPE.webhookSecret,
      STRIPE_API_URL: stripe.url,
      PAYPAL_CLIENT_ID: PAYPAL.clientId,
      PAYPAL_CLIENT_SECRET: PAYPAL.clientSecret,
      PAYPAL_WEBHOOK_ID: PAYPAL.webhookId,
      PAYPAL_API_URL: paypal.url,
    },
  });
  // The providers' webhooks reach the app as over the network: the same bytes and headers, to its route.
  stripe.setWebhookTarget((body, headers) => t.request("/api/webhooks/stripe", { method: "POST", headers, body }));
  paypal.setWebhookTarget((body, headers) => t.request("/api/webhooks/paypal", { method: "POST", headers, body }));
  admin = await signedInUser(t, { name: "Ada Admin", admin: true });
  client = await signedInUser(t, { name: "Chris Client" });
}, 120_000);
afterAll(async () => {
  await stripe?.idle();
  await paypal?.idle();
  await t?.close();
  await stripe?.close();
  await paypal?.close();
});

const invoiceRow = async (id: number) => (await t.database.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;
const paymentsOf = (invoiceId: number) =>
  t.database.db.select().from(payments).where(eq(payments.invoiceId, invoiceId));
const answerOf = (d: { answer?: string }) =>
  JSON.parse(d.answer ?? "{}") as { outcome?: string; error?: { code: string } };

/** A client's issued invoice with a checkout opened for it through the product ("Pay now"). */
async function openedCheckout(method: "card" | "wallet") {
  const { code } = await placeOrder(t, client.user.email, client.cookie);
  const invoice = await seedInvoice(t, code);
  const res = await t.request(`/api/invoices/${invoice.number}/checkout`, {
    method: "POST",
    headers: { cookie: client.cookie, "x-forwarded-for": randomIp() },
    json: { method },
  });
  expect(res.status).toBe(200);
  return { code, invoice };
}

/** What the admin API shows staff: every issue, or an order's. */
async function issuesShown(order?: string): Promise<PaymentIssueDto[]> {
  const res = await t.request(`/api/admin/payment-issues${order ? `?order=${order}` : ""}`, {
    headers: { cookie: admin.cookie },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { issues: PaymentIssueDto[] }).issues;
}

/** The invoice stays unpaid with no payment, and staff see this one issue on its order and got one e-mail. */
async function expectKeptForStaff(
  code: string,
  invoice: { id: number; number: string },
  issue: Partial<PaymentIssueDto>,
) {
  expect((await invoiceRow(invoice.id)).status).toBe("issued");
  expect(await paymentsOf(invoice.id)).toHaveLength(0);
  const shown = await issuesShown(code);
  expect(shown).toEqual([expect.objectContaining({ invoiceNumber: invoice.number, orderCode: code, ...issue })]);
  const mails = (await queuedTo(t, STAFF)).filter((m) => m.subject.includes(invoice.number));
  expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining("was not applied")]);
  return { issue: shown[0]!, mail: mails[0]! };
}

describe("Stripe: a payment counts only as the product's own checkout asked for it", () => {
  it("100,000 JPY for a USD checkout leaves the invoice unpaid and is kept for staff, once; the right payment still counts", async () => {
    const { code, invoice } = await openedCheckout("card");
    const session = stripe.sessions.at(-1)!.session;
    const wrong = checkoutCompletedEvent(session, { currency: "jpy", amount_total: 100_000 });
    const d = await stripe.emit(wrong);
    expect(d.status).toBe(200);
    expect(answerOf(d).outcome).toBe("mismatch");
    const { mail } = await expectKeptForStaff(code, invoice, {
      kind: "currency",
      provider: "stripe",
      eventId: wrong.id,
      providerRef: session.id,
      expected: { currency: "USD", amountCents: 190_400 },
      received: { currency: "JPY", amountCents: 100_000 },
    });
    expect(mail.text).toContain("¥100,000");
    expect(mail.text).toContain("$1,904.00");
    expect(mail.text).toContain(`/admin/orders/${code}`);

    // Stripe delivers it again: still one issue, one e-mail.
    expect(answerOf(await stripe.emit(wrong)).outcome).toBe("duplicate");
    expect(await issuesShown(code)).toHaveLength(1);
    expect((await queuedTo(t, STAFF)).filter((m) => m.subject.includes(invoice.number))).toHaveLength(1);

    // The session paid as it was opened: recorded.
    expect(answerOf(await stripe.emit(checkoutCompletedEvent(session))).outcome).toBe("recorded");
    expect((await invoiceRow(invoice.id)).status).toBe("paid");
  });

  it("another amount than the checkout asked for leaves the invoice unpaid", async () => {
    const { code, invoice } = await openedCheckout("card");
    const session = stripe.sessions.at(-1)!.session;
    const d = await stripe.emit(checkoutCompletedEvent(session, { amount_total: 100 }));
    expect(answerOf(d).outcome).toBe("mismatch");
    await expectKeptForStaff(code, invoice, {
      kind: "amount",
      expected: { currency: "USD", amountCents: 190_400 },
      received: { currency: "USD", amountCents: 100 },
    });
  });

  it("a session the product never opened, naming an invoice, pays nothing and is shown on that invoice's order", async () => {
    const { code } = await placeOrder(t, client.user.email, client.cookie);
    const invoice = await seedInvoice(t, code);
    const foreign = {
      ...stripe.sessions[0]!.session,
      id: "cs_test_foreign0001",
      metadata: { invoiceNumber: invoice.number },
    };
    const d = await stripe.emit(checkoutCompletedEvent(foreign));
    expect(d.status).toBe(200);
    expect(answerOf(d).outcome).toBe("unknown_checkout");
    await expectKeptForStaff(code, invoice, {
      kind: "unknown_checkout",
      providerRef: "cs_test_foreign0001",
      expected: null,
      received: { currency: "USD", amountCents: 190_400 },
    });
  });

  it("signed malformed events answer 400 and are kept once each for staff", async () => {
    const before = (await issuesShown()).filter((i) => i.kind === "malformed").length;
    const session = stripe.sessions[0]!.session;
    const bodies = [
      // No id.
      JSON.stringify({ object: "event", type: "checkout.session.completed", created: 1, data: { object: session } }),
      // "data": null.
      JSON.stringify({ id: "evt_malformed_null", type: "checkout.session.completed", created: 1, data: null }),
      // A paid session whose amount is a string.
      JSON.stringify(checkoutCompletedEvent(session, { amount_total: "190400" as unknown as number })),
      // A date no Date can hold.
      JSON.stringify({ ...checkoutCompletedEvent(session), id: "evt_malformed_date", created: 1e20 }),
      "null",
      "[]",
    ];
    for (const body of bodies) {
      for (let i = 0; i < 2; i++) {
        const d = await stripe.emit(body);
        expect(d.status).toBe(400);
        expect(answerOf(d).error?.code).toBe("MALFORMED_EVENT");
      }
    }
    const malformed = (await issuesShown()).filter((i) => i.kind === "malformed");
    expect(malformed).toHaveLength(before + bodies.length);
    expect(malformed.find((i) => i.eventId === "evt_malformed_null")).toMatchObject({
      provider: "stripe",
      eventType: "checkout.session.completed",
      invoiceNumber: null,
      detail: expect.stringContaining("data"),
    });
    const rows = await t.database.db.select().from(paymentIssues).where(eq(paymentIssues.kind, "malformed"));
    expect(rows).toHaveLength(before + bodies.length);
    expect((await queuedTo(t, STAFF)).filter((m) => m.subject === "A Stripe event was not applied")).toHaveLength(
      before + bodies.length,
    );
  });
});

describe("PayPal: only the product's own orders are captured and counted", () => {
  /** The PayPal order the product opened for the last checkout, approved by the buyer. */
  const lastOrder = () => paypal.orders.at(-1)!.order;
  const captureEvent = (orderId: string, invoiceNumber: string, amount: { currency_code: string; value: string }) => ({
    id: `CAPTURE${Math.random().toString(36).slice(2, 12).toUpperCase()}`,
    status: "COMPLETED",
    amount,
    invoice_id: invoiceNumber,
    custom_id: invoiceNumber,
    create_time: new Date().toISOString(),
    supplementary_data: { related_ids: { order_id: orderId } },
  });

  it("a capture of the product's order in another currency or amount leaves the invoice unpaid", async () => {
    const a = await openedCheckout("wallet");
    const twd = await paypal.emit(
      "PAYMENT.CAPTURE.COMPLETED",
      captureEvent(lastOrder().id, a.invoice.number, { currency_code: "TWD", value: "1000" }),
    );
    expect(twd.status).toBe(200);
    expect(answerOf(twd).outcome).toBe("mismatch");
    await expectKeptForStaff(a.code, a.invoice, {
      kind: "currency",
      provider: "paypal",
      providerRef: lastOrder().id,
      expected: { currency: "USD", amountCents: 190_400 },
      received: { currency: "TWD", amountCents: 100_000 },
    });

    const b = await openedCheckout("wallet");
    const cheap = await paypal.emit(
      "PAYMENT.CAPTURE.COMPLETED",
      captureEvent(lastOrder().id, b.invoice.number, { currency_code: "USD", value: "1.00" }),
    );
    expect(answerOf(cheap).outcome).toBe("mismatch");
    await expectKeptForStaff(b.code, b.invoice, { kind: "amount", received: { currency: "USD", amountCents: 100 } });
  });

  it("an order someone else made for 1,000 TWD naming the invoice is never captured by the product, nor counted when captured elsewhere", async () => {
    const { code } = await placeOrder(t, client.user.email, client.cookie);
    const invoice = await seedInvoice(t, code);
    const foreign = paypal.createForeignOrder({
      amount: { currency_code: "TWD", value: "1000" },
      invoice_id: invoice.number,
      custom_id: invoice.number,
    });
    paypal.approve(foreign.id);

    // The buyer comes back through the product's return address with the foreign order's token: not captured.
    const back = await t.request(
      `/api/payments/paypal/return?invoice=${invoice.number}&token=${foreign.id}&PayerID=X`,
      { headers: { cookie: client.cookie, "x-forwarded-for": randomIp() } },
    );
    expect(back.status).toBe(302);
    expect(back.headers.get("location")).toBe(`${t.config.publicUrl}/dashboard/orders/${code}?payment=failed`);
    // PayPal announces the approval: acknowledged, not captured, kept for staff.
    const approved = await paypal.emit("CHECKOUT.ORDER.APPROVED", { id: foreign.id, status: "APPROVED" });
    expect(approved.status).toBe(200);
    expect(answerOf(approved).outcome).toBe("unknown_checkout");
    await paypal.idle();
    expect(paypal.captures.filter((c) => c.orderId === foreign.id)).toHaveLength(0);

    // Its maker captures it with the JS SDK: the capture's webhook pays nothing.
    await paypal.captureForeign(foreign.id);
    const delivery = paypal.deliveries.find(
      (d) => d.type === "PAYMENT.CAPTURE.COMPLETED" && d.body.includes(foreign.id),
    )!;
    expect(delivery.status).toBe(200);
    expect(answerOf(delivery).outcome).toBe("unknown_checkout");
    expect((await invoiceRow(invoice.id)).status).toBe("issued");
    expect(await paymentsOf(invoice.id)).toHaveLength(0);
    const shown = await issuesShown(code);
    expect(shown).toEqual([
      expect.objectContaining({
        kind: "unknown_checkout",
        provider: "paypal",
        providerRef: foreign.id,
        received: { currency: "TWD", amountCents: 100_000 },
      }),
    ]);
    // The approval (which names no invoice) is listed with all issues.
    expect(await issuesShown()).toContainEqual(
      expect.objectContaining({
        kind: "unknown_checkout",
        eventType: "CHECKOUT.ORDER.APPROVED",
        providerRef: foreign.id,
      }),
    );
  });

  it("PayPal's 429 while verifying answers 502, so that PayPal delivers again; the next delivery is applied", async () => {
    const { invoice } = await openedCheckout("wallet");
    const order = lastOrder();
    paypal.approve(order.id);
    paypal.failVerificationNext(429);
    const d = await paypal.emit("CHECKOUT.ORDER.APPROVED", { id: order.id, status: "APPROVED" });
    expect(d.status).toBe(502);
    expect(answerOf(d).error?.code).toBe("PAYMENT_PROVIDER_ERROR");
    expect(paypal.captures.filter((c) => c.orderId === order.id)).toHaveLength(0);

    const again = await t.request("/api/webhooks/paypal", { method: "POST", headers: d.headers, body: d.body });
    expect(again.status).toBe(200);
    await paypal.idle();
    expect(await paymentsOf(invoice.id)).toMatchObject([{ amountCents: 190_400, method: "wallet" }]);
  });

  it("forged webhooks: PayPal is not asked about what cannot be valid, and an address gets a limited number of verifications", async () => {
    const template = paypal.deliveries.find((d) => d.type === "PAYMENT.CAPTURE.COMPLETED")!;
    const event = JSON.parse(template.body) as Record<string, unknown>;
    const forgedBody = (n: number) => JSON.stringify({ ...event, id: `WH-FORGED-${n}` });
    const send = (body: string, headers: Record<string, string>, ip: string) =>
      t.request("/api/webhooks/paypal", { method: "POST", headers: { ...headers, "x-forwarded-for": ip }, body });
    const ip = "203.0.113.77";

    // Cannot be valid: no call to PayPal.
    const calls = paypal.verifications();
    const elsewhere = { ...template.headers, "paypal-cert-url": "https://attacker.example/cert.pem" };
    expect((await send(forgedBody(0), elsewhere, ip)).status).toBe(400);
    const badAlgo = { ...template.headers, "paypal-auth-algo": "none" };
    expect((await send(forgedBody(0), badAlgo, ip)).status).toBe(400);
    const ignoredType = JSON.stringify({ ...event, id: "WH-FORGED-IGNORED", event_type: "CUSTOMER.DISPUTE.CREATED" });
    const ignored = await send(ignoredType, template.headers, ip);
    expect(ignored.status).toBe(200);
    expect(await ignored.json()).toEqual({ received: true, outcome: "ignored" });
    expect(paypal.verifications()).toBe(calls);

    // Plausible forgeries cost one call each, up to the limit; then 429 with Retry-After and no call.
    for (let n = 1; n <= WEBHOOK_VERIFY_RATE_LIMIT.max; n++) {
      const res = await send(forgedBody(n), template.headers, ip);
      expect(res.status).toBe(400);
    }
    expect(paypal.verifications()).toBe(calls + WEBHOOK_VERIFY_RATE_LIMIT.max);
    const limited = await send(forgedBody(0), template.headers, ip);
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.code).toBe("RATE_LIMITED");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(paypal.verifications()).toBe(calls + WEBHOOK_VERIFY_RATE_LIMIT.max);

    // Another address is verified as before.
    expect((await send(forgedBody(0), template.headers, "203.0.113.78")).status).toBe(400);
    expect(paypal.verifications()).toBe(calls + WEBHOOK_VERIFY_RATE_LIMIT.max + 1);
    const forged = await t.database.db.select().from(paymentIssues).where(eq(paymentIssues.provider, "paypal"));
    expect(forged.some((i) => i.eventId?.startsWith("WH-FORGED"))).toBe(false);
  });
});

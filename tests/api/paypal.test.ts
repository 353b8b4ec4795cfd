import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../server/db/client";
import { invoices, payments, providerCheckouts, refunds, webhookEvents } from "../../server/db/schema";
import { createLogger } from "../../server/lib/logger";
import { createPayPalProvider } from "../../server/services/billing/providers/paypal";
import { fromPayPalValue, toPayPalValue } from "../../server/services/billing/providers/paypal-api";
import { issueCreditNote, startProviderRefunds } from "../../server/services/billing/refunds";
import { randomIp, signedInUser } from "./auth-helpers";
import { queuedTo } from "./billing-helpers";
import { startPayPalStandIn, type PayPalStandIn } from "./paypal-stand-in";
import { seedInvoice } from "./payments-fixture";
import type { Delivery } from "./stand-in-http";
import { createTestApp, type TestApp } from "./test-app";
import { placeOrder, post } from "./workspace-helpers";

const PAYPAL = {
  clientId: "standin-client-id-0123",
  clientSecret: "standin-secret-0123456789",
  webhookId: "WH-STANDIN-42",
};

let t: TestApp;
let standIn: PayPalStandIn;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let client: Awaited<ReturnType<typeof signedInUser>>;
let stranger: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  standIn = await startPayPalStandIn(PAYPAL);
  t = await createTestApp({
    env: {
      STAFF_EMAIL: "staff@agency.test",
      PAYPAL_CLIENT_ID: PAYPAL.clientId,
      PAYPAL_CLIENT_SECRET: PAYPAL.clientSecret,
      PAYPAL_WEBHOOK_ID: PAYPAL.webhookId,
      PAYPAL_API_URL: standIn.url,
    },
  });
  // PayPal's webhooks reach the app as they would over the network: the same bytes and headers, to its route.
  standIn.setWebhookTarget((body, headers) => t.request("/api/webhooks/paypal", { method: "POST", headers, body }));
  admin = await signedInUser(t, { name: "Ada Admin", admin: true });
  client = await signedInUser(t, { name: "Chris Client" });
  stranger = await signedInUser(t, { name: "Sam Stranger" });
}, 120_000);
afterAll(async () => {
  await standIn?.idle();
  await t?.close();
  await standIn?.close();
});

const paymentsOf = (invoiceId: number) =>
  t.database.db.select().from(payments).where(eq(payments.invoiceId, invoiceId));
const checkout = (number: string, cookie: string, json: unknown = { method: "wallet" }) =>
  t.request(`/api/invoices/${number}/checkout`, {
    method: "POST",
    headers: { ...(cookie ? { cookie } : {}), "x-forwarded-for": randomIp() },
    json,
  });
/** The browser following PayPal's redirect back to the app (return_url with token and PayerID). */
const comeBack = (url: string, cookie = client.cookie) => {
  const u = new URL(url);
  return t.request(`${u.pathname}${u.search}`, { headers: { cookie, "x-forwarded-for": randomIp() } });
};
const redeliver = (d: Delivery, body = d.body, headers = d.headers) =>
  t.request("/api/webhooks/paypal", { method: "POST", headers, body });

/** A client's invoice paid through PayPal from checkout to the verified webhook. */
async function payByPayPal(lang?: string) {
  const { code } = await placeOrder(t, client.user.email, client.cookie, lang);
  const invoice = await seedInvoice(t, code);
  const res = await checkout(invoice.number, client.cookie);
  expect(res.status).toBe(200);
  const { order } = standIn.orders.at(-1)!;
  const back = await comeBack(standIn.approve(order.id));
  await standIn.idle();
  return { code, invoice, order, back, url: ((await res.json()) as { url: string }).url };
}

describe("online wallet payments through PayPal", () => {
  it("checkout opens a PayPal order at the stand-in for what is left to pay, named by the invoice number", async () => {
    const { code } = await placeOrder(t, client.user.email, client.cookie, "de");
    const invoice = await seedInvoice(t, code);
    const part = await post(t, `/api/admin/invoices/${invoice.number}/payments`, admin.cookie, {
      method: "bank_transfer",
      receivedOn: "2098-03-10",
      amountCents: 100_051,
    });
    expect(part.status).toBe(201);

    const res = await checkout(invoice.number, client.cookie);
    expect(res.status).toBe(200);
    const { order, body, headers } = standIn.orders.at(-1)!;
    expect((await res.json()).url).toBe(`${standIn.url}/checkoutnow?token=${order.id}`);
    expect(body).toMatchObject({
      intent: "CAPTURE",
      purchase_units: [
        {
          reference_id: invoice.number,
          invoice_id: invoice.number,
          custom_id: invoice.number,
          amount: { currency_code: "USD", value: "903.49" },
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: `${t.config.publicUrl}/api/payments/paypal/return?invoice=${invoice.number}`,
            cancel_url: `${t.config.publicUrl}/de/dashboard/orders/${code}?payment=cancelled`,
            locale: "de-DE",
            user_action: "PAY_NOW",
          },
        },
      },
    });
    expect(headers["paypal-request-id"]).toMatch(new RegExp(`^order-${invoice.number}-90349-\\d+$`));
    // One token for all of this file's calls so far: it is cached until it expires.
    expect(standIn.tokensIssued()).toBe(1);

    // A second click within the hour: the same PayPal order.
    const again = await checkout(invoice.number, client.cookie);
    expect((await again.json()).url).toBe(`${standIn.url}/checkoutnow?token=${order.id}`);
  });

  it("the return captures the order; the verified webhook records a wallet payment and queues the receipt, once", async () => {
    const { code, invoice, order, back } = await payByPayPal("ja");
    expect(back.status).toBe(302);
    expect(back.headers.get("location")).toBe(`${t.config.publicUrl}/ja/dashboard/orders/${code}?payment=done`);
    const captured = standIn.captures.find((c) => c.orderId === order.id)!.capture;
    expect(captured).toMatchObject({ status: "COMPLETED", invoice_id: invoice.number, amount: { value: "1904.00" } });

    const delivery = standIn.deliveries.find(
      (d) => d.type === "PAYMENT.CAPTURE.COMPLETED" && d.body.includes(captured.id),
    )!;
    expect(delivery.status).toBe(200);
    expect(JSON.parse(delivery.answer!)).toEqual({ received: true, outcome: "recorded" });
    const paid = await paymentsOf(invoice.id);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({
      amountCents: 190_400,
      method: "wallet",
      provider: "paypal",
      providerRef: captured.id,
      providerPaymentId: captured.id,
      recordedBy: null,
    });
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row!.status).toBe("paid");
    const receipts = (await queuedTo(t, client.user.email)).filter((m) => m.subject.includes(invoice.number));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain("PayPal");

    // The same delivery again (PayPal retries until it sees a 2xx): nothing changes.
    const replay = await redeliver(delivery);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, outcome: "duplicate" });
    expect(await paymentsOf(invoice.id)).toHaveLength(1);
    expect((await queuedTo(t, client.user.email)).filter((m) => m.subject.includes(invoice.number))).toHaveLength(1);

    // The buyer reloads the return address: the order is captured already, which counts as done.
    const reload = await comeBack(standIn.approve(order.id));
    expect(reload.headers.get("location")).toContain("?payment=done");
    expect(standIn.captures.filter((c) => c.orderId === order.id)).toHaveLength(1);
  });

  it("a webhook the stand-in did not send, or one without its headers, is 400 and records nothing", async () => {
    const { code } = await placeOrder(t, client.user.email, client.cookie);
    const invoice = await seedInvoice(t, code);
    const template = standIn.deliveries.find((d) => d.type === "PAYMENT.CAPTURE.COMPLETED")!;
    const event = JSON.parse(template.body) as { id: string; resource: Record<string, unknown> };
    const forged = JSON.stringify({
      ...event,
      id: "WH-FORGED-0001",
      resource: { ...event.resource, id: "FORGEDCAPTURE0001", invoice_id: invoice.number, custom_id: invoice.number },
    });
    const withoutSig = Object.fromEntries(
      Object.entries(template.headers).filter(([k]) => k !== "paypal-transmission-sig"),
    );
    for (const [body, headers] of [
      [forged, template.headers],
      [forged, { "content-type": "application/json" }],
      [forged, withoutSig],
      [template.body, { ...template.headers, "paypal-transmission-id": "00000000-0000-0000-0000-000000000000" }],
      ["not json", template.headers],
    ] as const) {
      const res = await redeliver(template, body, headers);
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe("INVALID_SIGNATURE");
    }
    expect(await paymentsOf(invoice.id)).toHaveLength(0);
    const seen = await t.database.db.select().from(webhookEvents).where(eq(webhookEvents.id, "WH-FORGED-0001"));
    expect(seen).toHaveLength(0);
  });

  it("an approval announced by webhook is captured even when the buyer never comes back", async () => {
    const { code } = await placeOrder(t, client.user.email, client.cookie);
    const invoice = await seedInvoice(t, code, { taxRateBp: 0 });
    expect((await checkout(invoice.number, client.cookie)).status).toBe(200);
    const { order } = standIn.orders.at(-1)!;
    standIn.approve(order.id);
    const approved = await standIn.emit("CHECKOUT.ORDER.APPROVED", { id: order.id, status: "APPROVED" });
    expect(approved.status).toBe(200);
    expect(JSON.parse(approved.answer!)).toEqual({ received: true, outcome: "completed" });
    await standIn.idle();
    expect(await paymentsOf(invoice.id)).toMatchObject([{ amountCents: 160_000, method: "wallet" }]);

    // An approval of an order the product opened but PayPal cannot capture: 502, so that PayPal delivers it again.
    await t.database.db.insert(providerCheckouts).values({
      provider: "paypal",
      ref: "UNKNOWNORDER00001",
      invoiceId: invoice.id,
      currency: "USD",
      amountCents: 160_000,
    });
    const unknown = await standIn.emit("CHECKOUT.ORDER.APPROVED", { id: "UNKNOWNORDER00001", status: "APPROVED" });
    expect(unknown.status).toBe(502);
  });

  it("a return that cannot be captured goes to the order page with payment=failed; a stranger learns nothing", async () => {
    const { code } = await placeOrder(t, client.user.email, client.cookie);
    const invoice = await seedInvoice(t, code);
    expect((await checkout(invoice.number, client.cookie)).status).toBe(200);
    const { order } = standIn.orders.at(-1)!;
    const returnUrl = `/api/payments/paypal/return?invoice=${invoice.number}&token=${order.id}&PayerID=X`;
    // Not approved at PayPal yet: the capture is refused.
    const early = await comeBack(`http://x${returnUrl}`);
    expect(early.status).toBe(302);
    expect(early.headers.get("location")).toBe(`${t.config.publicUrl}/dashboard/orders/${code}?payment=failed`);
    // The provider's token in the query never leaves in a Referer: this answer's own policy wins over the site's.
    expect(early.headers.get("referrer-policy")).toBe("no-referrer");
    for (const cookie of [stranger.cookie, ""]) {
      const other = await comeBack(`http://x${returnUrl}`, cookie);
      expect(other.status).toBe(302);
      expect(other.headers.get("location")).toBe(`${t.config.publicUrl}/dashboard?payment=failed`);
    }
    const bad = await comeBack(`http://x/api/payments/paypal/return?invoice=INV-1&token=../../x`);
    expect(bad.headers.get("location")).toBe(`${t.config.publicUrl}/dashboard?payment=failed`);
    // Control characters never get past the input guard.
    expect((await comeBack(`http://x/api/payments/paypal/return?invoice=%00`)).status).toBe(400);
    expect((await comeBack("http://x/api/payments/nope/return")).status).toBe(404);
    expect(standIn.captures.filter((c) => c.orderId === order.id)).toHaveLength(0);
  });

  it("another client and a signed-out visitor get 404 on checkout; bad bodies are 400 or 415", async () => {
    const { code } = await placeOrder(t, client.user.email, client.cookie);
    const invoice = await seedInvoice(t, code);
    const before = standIn.orders.length;
    for (const cookie of [stranger.cookie, admin.cookie, ""]) {
      expect((await checkout(invoice.number, cookie)).status).toBe(404);
    }
    const bad = await checkout(invoice.number, client.cookie, { method: "cash" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toHaveProperty("method");
    const text = await t.request(`/api/invoices/${invoice.number}/checkout`, {
      method: "POST",
      headers: { cookie: client.cookie, "x-forwarded-for": randomIp(), "content-type": "text/plain" },
      body: "wallet",
    });
    expect(text.status).toBe(415);
    // Card is not configured on this server: 404, not a PayPal page.
    const card = await checkout(invoice.number, client.cookie, { method: "card" });
    expect(card.status).toBe(404);
    expect((await card.json()).error.code).toBe("PAYMENT_METHOD_UNAVAILABLE");
    expect(standIn.orders.length).toBe(before);

    standIn.failNext(500);
    const down = await checkout(invoice.number, client.cookie);
    expect(down.status).toBe(502);
    expect((await down.json()).error.code).toBe("PAYMENT_PROVIDER_ERROR");
  });

  it("a credit note refunds the capture at PayPal once, and PayPal's refund webhook is applied", async () => {
    const { invoice } = await payByPayPal();
    const [payment] = await paymentsOf(invoice.id);
    // The product's own refund service, with the app's mail queue: what staff approving a refund runs.
    const deps = { database: t.database, config: t.config, logger: createLogger("silent"), mailer: t.app.mailQueue };
    const { refundIds } = await t.database.db.transaction((tx) =>
      issueCreditNote(tx as unknown as Db, deps, {
        invoiceId: invoice.id,
        amountCents: 47_600,
        reason: "Cancelled",
        issuedBy: admin.user.id,
      }),
    );
    expect(refundIds).toHaveLength(1);
    await startProviderRefunds(deps, refundIds);
    await standIn.idle();
    const made = standIn.refunds.filter((r) => r.captureId === payment!.providerPaymentId);
    expect(made).toHaveLength(1);
    expect(made[0]!.body).toMatchObject({
      amount: { currency_code: "USD", value: "476.00" },
      custom_id: `refund-${refundIds[0]}`,
    });
    const [refund] = await t.database.db.select().from(refunds).where(eq(refunds.id, refundIds[0]!));
    expect(refund).toMatchObject({ provider: "paypal", providerRef: made[0]!.refund.id, status: "succeeded" });
    const hook = standIn.deliveries.find(
      (d) => d.type === "PAYMENT.CAPTURE.REFUNDED" && d.body.includes(made[0]!.refund.id),
    )!;
    expect(hook.status).toBe(200);
    expect(["updated", "duplicate"]).toContain(JSON.parse(hook.answer!).outcome);

    // The same refund id again (a retry after a timeout): PayPal answers with the first refund, no second one.
    const provider = createPayPalProvider(t.config.paypal!);
    const input = {
      paymentId: payment!.providerPaymentId!,
      amountCents: 47_600,
      currency: "USD",
      refundId: refundIds[0]!,
      creditNoteNumber: "CN-2098-0001",
    };
    expect(await provider.refund(input)).toEqual({ ref: made[0]!.refund.id, status: "succeeded" });
    expect(standIn.refunds.filter((r) => r.captureId === payment!.providerPaymentId)).toHaveLength(1);
  });
});

describe("PayPal amounts", () => {
  it("converts cents and PayPal's decimal strings exactly", () => {
    expect(toPayPalValue(4249, "USD")).toBe("42.49");
    expect(toPayPalValue(5, "USD")).toBe("0.05");
    expect(toPayPalValue(4249, "JPY")).toBe("4249");
    expect(fromPayPalValue("42.49", "USD")).toBe(4249);
    expect(fromPayPalValue("0.29", "USD")).toBe(29);
    expect(fromPayPalValue("1.005", "USD")).toBeUndefined();
    expect(fromPayPalValue("42.5", "USD")).toBe(4250);
    expect(fromPayPalValue("19999999.99", "USD")).toBe(1_999_999_999);
    expect(fromPayPalValue("-1.00", "USD")).toBeUndefined();
    expect(fromPayPalValue("4249", "JPY")).toBe(4249);
    // TWD has two digits in Intl (our minor units, common/regions.ts minorDigits) but PayPal takes it whole.
    expect(toPayPalValue(150_000, "TWD")).toBe("1500");
    expect(() => toPayPalValue(150_050, "TWD")).toThrow();
    expect(fromPayPalValue("1500", "TWD")).toBe(150_000);
    expect(fromPayPalValue("15.00", "$$$")).toBeUndefined();
  });
});

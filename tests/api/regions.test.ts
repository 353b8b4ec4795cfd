import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublicCatalog } from "@common/regions";
import { powHeaders, randomIp, signedInUser } from "./auth-helpers";
import { completeBillingSetup, decide, queuedTo, sendQuote } from "./billing-helpers";
import { createTestApp, type TestApp } from "./test-app";
import { getJson, orderBody, post } from "./workspace-helpers";

type Session = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let admin: Session;
let client: Session;

beforeAll(async () => {
  t = await createTestApp({ env: { STAFF_EMAIL: "staff@agency.test" } });
  admin = await signedInUser(t, { name: "Ada Admin", admin: true });
  client = await signedInUser(t, { name: "Chris Client" });
  await completeBillingSetup(t, admin.cookie);
}, 120_000);
afterAll(() => t?.close());

const putPrices = (currency: string, prices: unknown[], cookie = admin.cookie) =>
  post(t, `/api/admin/catalog/prices/${currency}`, cookie, { prices }, "PUT");
const putRegion = (id: string, body: unknown, cookie = admin.cookie) =>
  post(t, `/api/admin/regions/${id}`, cookie, body, "PUT");

/** Places an order as a browser would, with the region cookie when given (and the session cookie when given). */
async function order(opts: { region?: string; cookie?: string; serviceId?: string; servicePlan?: string } = {}) {
  const cookie = [opts.cookie, opts.region !== undefined ? `umbra_region=${opts.region}` : ""]
    .filter(Boolean)
    .join("; ");
  const res = await t.request("/api/orders", {
    method: "POST",
    headers: { "x-forwarded-for": randomIp(), ...(await powHeaders(t)), ...(cookie ? { cookie } : {}) },
    json: {
      ...orderBody(client.user.email),
      ...(opts.serviceId ? { serviceId: opts.serviceId } : {}),
      ...(opts.servicePlan ? { servicePlan: opts.servicePlan } : {}),
    },
  });
  return { status: res.status, body: await res.json() };
}

async function catalog(etag?: string) {
  const res = await t.request("/api/catalog", { headers: etag ? { "if-none-match": etag } : {} });
  return { res, body: res.status === 200 ? ((await res.json()) as PublicCatalog) : undefined };
}

describe("price lists: validation and roles", () => {
  it("refuses a negative or fractional amount, with the error shape", async () => {
    for (const amountMinor of [-1, 1.5]) {
      const res = await putPrices("EUR", [{ serviceId: "music", tierId: "starter", amountMinor }]);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        error: { code: "VALIDATION_FAILED", fields: { "prices.0.amountMinor": "errors.amount" } },
      });
    }
  });

  it("refuses a currency that is not an ISO 4217 code (USD has its own route: usd-prices.test.ts)", async () => {
    for (const code of ["usd", "XXX", "EURO"]) {
      const res = await putPrices(code, [{ serviceId: "music", tierId: "starter", amountMinor: 100 }]);
      expect(res.status, code).toBe(400);
      expect(await res.json()).toMatchObject({
        error: { code: "VALIDATION_FAILED", fields: { currency: "errors.currency" } },
      });
    }
  });

  it("refuses an unknown service or a tier priced twice", async () => {
    expect((await putPrices("EUR", [{ serviceId: "nope", tierId: "starter", amountMinor: 1 }])).status).toBe(400);
    const twice = [
      { serviceId: "music", tierId: "starter", amountMinor: 1 },
      { serviceId: "music", tierId: "starter", amountMinor: 2 },
    ];
    expect((await putPrices("EUR", twice)).status).toBe(400);
  });

  it("is written by admins only: 401 anonymous, 403 signed in without the admin role", async () => {
    const body = { prices: [{ serviceId: "music", tierId: "starter", amountMinor: 100 }] };
    const anon = await t.request("/api/admin/catalog/prices/EUR", { method: "PUT", json: body });
    expect(anon.status).toBe(401);
    const forbidden = await putPrices("EUR", body.prices, client.cookie);
    expect(forbidden.status).toBe(403);
    expect((await forbidden.json()).error.code).toBe("FORBIDDEN");
    expect((await putRegion("eu", { currency: "EUR", services: [] }, client.cookie)).status).toBe(403);
    expect((await t.request("/api/admin/catalog", { headers: { cookie: client.cookie } })).status).toBe(403);
  });
});

describe("the public catalogue", () => {
  it("is USD and every service in every region by default, and shows a staff change on the next request", async () => {
    const first = await catalog();
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get("cache-control")).toContain("no-cache");
    expect(first.body!.regions).toHaveLength(6);
    expect(first.body!.prices.USD!.youtube.professional).toBe(399_900);
    expect(first.body!.prices.USD!.custom.enterprise).toBeNull();
    const etag = first.res.headers.get("etag")!;
    expect(etag).toBeTruthy();
    expect((await catalog(etag)).res.status).toBe(304);

    const put = await putPrices("GBP", [
      { serviceId: "youtube", tierId: "starter", amountMinor: 149_900 },
      { serviceId: "youtube", tierId: "professional", amountMinor: null },
    ]);
    expect(put.status).toBe(200);

    // The browser revalidates with the old ETag and gets the new list at once.
    const after = await catalog(etag);
    expect(after.res.status).toBe(200);
    expect(after.body!.prices.GBP!.youtube).toEqual({ starter: 149_900, professional: null, enterprise: null });
    expect(after.body!.prices.GBP!.music.starter).toBeNull();

    const adminView = await getJson(t, "/api/admin/catalog", admin.cookie);
    expect(adminView.status).toBe(200);
    expect(adminView.body.prices).toContainEqual({
      currency: "GBP",
      serviceId: "youtube",
      tierId: "starter",
      amountMinor: 149_900,
    });
    expect(adminView.body.regions).toHaveLength(6);
  });
});

describe("regions", () => {
  it("404 for an unknown region, 400 for an unknown or repeated service or a bad currency; none offered is allowed", async () => {
    expect((await putRegion("xx", { currency: "EUR", services: [] })).status).toBe(404);
    expect((await putRegion("eu", { currency: "EURO", services: [] })).status).toBe(400);
    expect((await putRegion("eu", { currency: "EUR", services: ["nope"] })).status).toBe(400);
    expect((await putRegion("eu", { currency: "EUR", services: ["music", "music"] })).status).toBe(400);
    const none = await putRegion("af", { currency: "USD", services: [] });
    expect(none.status).toBe(200);
    expect((await none.json()).region).toEqual({ id: "af", currency: "USD", services: [] });
    expect((await catalog()).body!.regions.find((r) => r.id === "af")!.services).toEqual([]);
    expect(
      (await putRegion("af", { currency: "USD", services: [...Object.keys((await catalog()).body!.prices.USD!)] }))
        .status,
    ).toBe(200);
  });

  it("a currency's list cannot be deleted while a region sells in it (409)", async () => {
    await putPrices("CHF", [{ serviceId: "music", tierId: "starter", amountMinor: 120_000 }]);
    expect((await putRegion("sa", { currency: "CHF", services: ["music"] })).status).toBe(200);
    const refused = await t.request("/api/admin/catalog/prices/CHF", {
      method: "DELETE",
      headers: { cookie: admin.cookie },
    });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toMatchObject({ code: "CONFLICT", message: expect.stringContaining("sa") });

    expect((await putRegion("sa", { currency: "USD", services: ["music"] })).status).toBe(200);
    const deleted = await t.request("/api/admin/catalog/prices/CHF", {
      method: "DELETE",
      headers: { cookie: admin.cookie },
    });
    expect(deleted.status).toBe(200);
    expect((await catalog()).body!.prices.CHF).toBeUndefined();
  });
});

describe("orders in the visitor's region", () => {
  beforeAll(async () => {
    expect(
      (
        await putPrices("EUR", [
          { serviceId: "youtube", tierId: "starter", amountMinor: 169_900 },
          { serviceId: "youtube", tierId: "professional", amountMinor: 369_950 },
        ])
      ).status,
    ).toBe(200);
    expect((await putRegion("eu", { currency: "EUR", services: ["youtube", "music"] })).status).toBe(200);
    expect((await putRegion("as", { currency: "USD", services: ["music"] })).status).toBe(200);
  });

  it("Europe in EUR: the order is stored in EUR at the EUR price", async () => {
    const { status, body } = await order({ region: "eu" });
    expect(status).toBe(201);
    expect(body.order).toMatchObject({ currency: "EUR", amountCents: 369_950 });
    const mail = await queuedTo(t, client.user.email);
    expect(mail.find((m) => m.subject.includes(body.order.code))!.text).toContain("€3,699.50");
  });

  it("a tier without a EUR price is a custom quote in EUR, never a converted USD price", async () => {
    const { status, body } = await order({ region: "eu", servicePlan: "enterprise" });
    expect(status).toBe(201);
    expect(body.order).toMatchObject({ currency: "EUR", amountCents: null });
  });

  it("a service the region does not offer is refused with the error shape", async () => {
    const { status, body } = await order({ region: "as" });
    expect(status).toBe(400);
    expect(body).toEqual({
      error: {
        code: "VALIDATION_FAILED",
        message: expect.any(String),
        fields: { serviceId: "errors.serviceNotOffered" },
      },
    });
    expect((await order({ region: "as", serviceId: "music" })).status).toBe(201);
  });

  it("no region cookie, or an unknown one, is USD at the spec's price", async () => {
    for (const region of [undefined, "xx"]) {
      const { status, body } = await order({ region });
      expect(status).toBe(201);
      expect(body.order).toMatchObject({ currency: "USD", amountCents: 399_900 });
    }
  });
});

describe("quotes and invoices carry a currency", () => {
  it("a quote without currency takes the order's; with currency GBP it is GBP", async () => {
    const placed = await order({ region: "eu", cookie: client.cookie });
    expect(placed.status).toBe(201);
    const code = placed.body.order.code;
    const first = await sendQuote(t, admin.cookie, code);
    expect(first.status).toBe(201);
    expect((await first.json()).quote.currency).toBe("EUR");
    const revised = await sendQuote(t, admin.cookie, code, { currency: "GBP" });
    expect(revised.status).toBe(201);
    expect((await revised.json()).quote).toMatchObject({ version: 2, currency: "GBP" });
    expect((await sendQuote(t, admin.cookie, code, { currency: "EURO" })).status).toBe(400);

    const accepted = await decide(t, client.cookie, code, 2, { decision: "accept" });
    expect(accepted.status).toBe(200);
    expect((await accepted.json()).invoice.currency).toBe("GBP");
    const mine = await getJson(t, `/api/orders/${code}`, client.cookie);
    expect(mine.body.order).toMatchObject({ currency: "GBP", amountCents: 349_999 });
  });

  it("a JPY order: amount in yen, its quote and invoice PDF show ¥ without decimals", async () => {
    expect(
      (await putPrices("JPY", [{ serviceId: "youtube", tierId: "professional", amountMinor: 450_000 }])).status,
    ).toBe(200);
    expect((await putRegion("oc", { currency: "JPY", services: ["youtube"] })).status).toBe(200);
    const placed = await order({ region: "oc", cookie: client.cookie });
    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({ currency: "JPY", amountCents: 450_000 });
    const code = placed.body.order.code;

    const lines = [{ description: "Channel growth", quantity: 1, unitPriceCents: 450_000 }];
    const sent = await sendQuote(t, admin.cookie, code, { lines });
    expect(sent.status).toBe(201);
    expect((await sent.json()).quote).toMatchObject({ currency: "JPY", totalCents: 450_000 });
    const quoteMail = (await queuedTo(t, client.user.email)).find((m) => m.subject.includes(`${code} (version 1)`))!;
    expect(quoteMail.text).toContain("¥450,000");
    expect(quoteMail.text).not.toContain("¥450,000.00");

    const accepted = await decide(t, client.cookie, code, 1, { decision: "accept" });
    expect(accepted.status).toBe(200);
    const { invoice } = await accepted.json();
    expect(invoice).toMatchObject({ currency: "JPY", totalCents: 450_000 });
    const pdf = await t.request(`/api/invoices/${invoice.number}/pdf`, { headers: { cookie: client.cookie } });
    expect(pdf.status).toBe(200);
    const parser = new PDFParse({ data: new Uint8Array(await pdf.arrayBuffer()) });
    try {
      const { text } = await parser.getText();
      expect(text).toContain("¥450,000");
      expect(text).not.toMatch(/¥[\d,]+\.\d/);
      expect(text).not.toContain("4,500.00");
    } finally {
      await parser.destroy();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublicCatalog } from "@common/regions";
import { Hono } from "hono";
import { ApiError } from "../../server/lib/http-error";
import { adminCatalogRoutes } from "../../server/routes/admin/catalog";
import { powHeaders, randomIp, signedInUser } from "./auth-helpers";
import { createTestApp, type TestApp } from "./test-app";
import { getJson, orderBody, post } from "./workspace-helpers";

/** Issue 39: staff own the USD list; the catalogue and new orders use it, and an order keeps the price it was placed at. */
type Session = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let admin: Session;
let client: Session;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t, { name: "Ada Admin", admin: true });
  client = await signedInUser(t, { name: "Chris Client" });
}, 120_000);
afterAll(() => t?.close());

const putUsd = (prices: unknown, cookie = admin.cookie) =>
  post(t, "/api/admin/catalog/prices/USD", cookie, { prices }, "PUT");

async function catalog(): Promise<PublicCatalog> {
  const res = await t.request("/api/catalog");
  expect(res.status).toBe(200);
  return (await res.json()) as PublicCatalog;
}

/** A signed-in client's order, in no region (USD), as a browser would send it: no amount, only the plan. */
async function order(servicePlan = "professional", extra: Record<string, unknown> = {}) {
  const res = await t.request("/api/orders", {
    method: "POST",
    headers: { "x-forwarded-for": randomIp(), ...(await powHeaders(t)), cookie: client.cookie },
    json: { ...orderBody(client.user.email), servicePlan, ...extra },
  });
  expect(res.status).toBe(201);
  return (await res.json()).order as { code: string; amountCents: number | null; currency: string };
}

describe("the USD list as staff set it", () => {
  it("a fresh install has the built-in list, no 'from' mark but the spec's", async () => {
    const c = await catalog();
    expect(c.prices.USD!.youtube).toEqual({ starter: 179_900, professional: 399_900, enterprise: 799_900 });
    expect(c.plus!.custom).toEqual(["professional"]);
    expect(c.plus!.youtube).toEqual([]);
    expect((await getJson(t, "/api/admin/catalog", admin.cookie)).body.usd).toEqual({});
  });

  it("edit a price: the catalogue shows it, a new order is charged it, an older order keeps its amount", async () => {
    const before = await order();
    expect(before).toMatchObject({ currency: "USD", amountCents: 399_900 });

    const put = await putUsd([{ serviceId: "youtube", tierId: "professional", amountMinor: 425_050 }]);
    expect(put.status).toBe(200);
    expect((await put.json()).usd).toEqual({ youtube: { professional: { amountMinor: 425_050, plus: false } } });

    const c = await catalog();
    expect(c.prices.USD!.youtube.professional).toBe(425_050);
    // Tiers left out keep the built-in price.
    expect(c.prices.USD!.youtube.starter).toBe(179_900);
    expect(c.prices.USD!.music.starter).toBe(129_900);

    // The client cannot name its own amount: the server takes the stored list's.
    const after = await order("professional", { amountCents: 1, amountMinor: 1, price: 1 });
    expect(after).toMatchObject({ currency: "USD", amountCents: 425_050 });

    const old = await getJson(t, `/api/orders/${before.code}`, client.cookie);
    expect(old.status).toBe(200);
    expect(old.body.order).toMatchObject({ code: before.code, amountCents: 399_900 });
    const fresh = await getJson(t, `/api/orders/${after.code}`, client.cookie);
    expect(fresh.body.order.amountCents).toBe(425_050);
  });

  it("a Custom Quote tier: null in the catalogue and on a new order", async () => {
    expect(
      (
        await putUsd([
          { serviceId: "youtube", tierId: "professional", amountMinor: 425_050 },
          { serviceId: "youtube", tierId: "enterprise", amountMinor: null },
        ])
      ).status,
    ).toBe(200);
    expect((await catalog()).prices.USD!.youtube.enterprise).toBeNull();
    expect(await order("enterprise")).toMatchObject({ currency: "USD", amountCents: null });
  });

  it("'from' prices: set on a tier, taken off the spec's custom professional tier", async () => {
    const put = await putUsd([
      { serviceId: "youtube", tierId: "starter", amountMinor: 179_900, plus: true },
      { serviceId: "custom", tierId: "professional", amountMinor: 999_900, plus: false },
    ]);
    expect(put.status).toBe(200);
    const c = await catalog();
    expect(c.plus!.youtube).toEqual(["starter"]);
    expect(c.plus!.custom).toEqual([]);
    expect(c.prices.USD!.youtube.starter).toBe(179_900);
    // The earlier list is replaced: tiers left out are the built-in ones again.
    expect(c.prices.USD!.youtube.professional).toBe(399_900);
    expect(c.prices.USD!.youtube.enterprise).toBe(799_900);
    expect(await order("starter")).toMatchObject({ amountCents: 179_900 });
  });

  it("a tier given at its built-in price and mark is no change; an empty list is the built-in list", async () => {
    const same = await putUsd([{ serviceId: "custom", tierId: "professional", amountMinor: 999_900, plus: true }]);
    expect((await same.json()).usd).toEqual({});
    expect((await putUsd([])).status).toBe(200);
    expect((await getJson(t, "/api/admin/catalog", admin.cookie)).body.usd).toEqual({});
    expect((await catalog()).plus!.custom).toEqual(["professional"]);
  });
});

describe("bad input to the USD list", () => {
  it("400 with the field for a negative, fractional, too large or non-number amount, or a bad mark", async () => {
    for (const [entry, field, message] of [
      [{ amountMinor: -1 }, "prices.0.amountMinor", "errors.amount"],
      [{ amountMinor: 19.5 }, "prices.0.amountMinor", "errors.amount"],
      [{ amountMinor: 1e12 }, "prices.0.amountMinor", "errors.amount"],
      [{ amountMinor: "100" }, "prices.0.amountMinor", "errors.amount"],
      [{ amountMinor: 100, plus: "yes" }, "prices.0.plus", "errors.plus"],
      [{ tierId: "gold", amountMinor: 100 }, "prices.0.tierId", "errors.tier"],
      [{ serviceId: "nope", amountMinor: 100 }, "prices.0.serviceId", "errors.service"],
    ] as const) {
      const res = await putUsd([{ serviceId: "music", tierId: "starter", ...entry }]);
      expect(res.status, JSON.stringify(entry)).toBe(400);
      expect(await res.json()).toEqual({
        error: { code: "VALIDATION_FAILED", message: expect.any(String), fields: { [field]: message } },
      });
    }
    const twice = await putUsd([
      { serviceId: "music", tierId: "starter", amountMinor: 1 },
      { serviceId: "music", tierId: "starter", amountMinor: 2 },
    ]);
    expect(twice.status).toBe(400);
    expect((await twice.json()).error.fields).toEqual({ prices: "errors.prices" });
    expect((await putUsd("all")).status).toBe(400);
    // Nothing refused was stored.
    expect((await catalog()).prices.USD!.music.starter).toBe(129_900);
  });

  it("is written by admins only, and the USD list cannot be deleted", async () => {
    const body = { prices: [{ serviceId: "music", tierId: "starter", amountMinor: 100 }] };
    expect((await t.request("/api/admin/catalog/prices/USD", { method: "PUT", json: body })).status).toBe(401);
    expect((await putUsd(body.prices, client.cookie)).status).toBe(403);
    const del = await t.request("/api/admin/catalog/prices/USD", {
      method: "DELETE",
      headers: { cookie: admin.cookie },
    });
    expect(del.status).toBe(400);
    expect((await del.json()).error.fields).toEqual({ currency: "errors.currency" });
    expect((await catalog()).prices.USD!.music.starter).toBe(129_900);
  });
});

describe("the live site after a USD change", () => {
  it("is refreshed for 'prices' once the change is stored, and not for a refused change", async () => {
    const reasons: string[] = [];
    // The module alone, behind no guard (index.ts's admin guard is tested above), on this app's database.
    const routes = adminCatalogRoutes({
      database: t.database,
      liveSite: {
        refresh: async (reason: string) => {
          // The new list is in the database before the pages are drawn again.
          expect((await catalog()).prices.USD!.press.starter).toBe(410_000);
          reasons.push(reason);
        },
      },
    } as unknown as Parameters<typeof adminCatalogRoutes>[0]);
    const app = new Hono()
      .onError((err, c) => (err instanceof ApiError ? c.json(err.toBody(), err.status) : c.text("", 500)))
      .route("/", routes);
    const put = (prices: unknown) =>
      app.request("/catalog/prices/USD", {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ prices }),
      });
    expect((await put([{ serviceId: "press", tierId: "starter", amountMinor: -5 }])).status).toBe(400);
    expect(reasons).toEqual([]);
    expect((await put([{ serviceId: "press", tierId: "starter", amountMinor: 410_000 }])).status).toBe(200);
    expect(reasons).toEqual(["prices"]);
  });
});

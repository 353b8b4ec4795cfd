import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createdApiKeySchema, type ApiKeyView } from "../../common/api-keys";
import { v1ClientPageSchema, v1InvoicePageSchema, v1OrderPageSchema, v1OrderSchema } from "../../common/api-v1";
import { apiKeys, rateLimit } from "../../server/db/schema";
import { signedInUser } from "./auth-helpers";
import { completeBillingSetup, issueInvoice } from "./billing-helpers";
import { createTestApp, type TestApp } from "./test-app";
import { getJson, placeOrder, post } from "./workspace-helpers";

type Session = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let admin: Session;
let client: Session;
let orderCode: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t, { name: "Ada Admin", admin: true });
  client = await signedInUser(t, { name: "Chris Client" });
  await completeBillingSetup(t, admin.cookie);
  orderCode = (await placeOrder(t, client.user.email, client.cookie)).code;
  expect((await issueInvoice(t, admin.cookie, orderCode)).status).toBe(201);
}, 120_000);
afterAll(() => t?.close());

async function newKey(body: Record<string, unknown> = {}) {
  const res = await post(t, "/api/admin/api-keys", admin.cookie, {
    name: "Reporting",
    scopes: ["orders:read"],
    expiresInDays: null,
    ...body,
  });
  expect(res.status).toBe(201);
  return createdApiKeySchema.parse(await res.json());
}
const call = (path: string, secret?: string) =>
  t.request(path, { headers: secret ? { authorization: `Bearer ${secret}` } : {} });

describe("API keys", () => {
  it("shows the secret once, stores only its hash, and lists the key without it", async () => {
    const { key, secret } = await newKey({ name: "Zapier" });
    expect(secret).toMatch(/^umb_[A-Za-z0-9_-]{43}$/);
    expect(secret.startsWith(key.start)).toBe(true);
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(JSON.stringify(row)).not.toContain(secret);
    const list = await getJson(t, "/api/admin/api-keys", admin.cookie);
    expect(list.status).toBe(200);
    const listed = (list.body.items as ApiKeyView[]).find((k) => k.id === key.id)!;
    expect(listed).toMatchObject({ name: "Zapier", scopes: ["orders:read"], createdBy: "Ada Admin", lastUsedAt: null });
    expect(JSON.stringify(list.body)).not.toContain(secret);
  });

  it("refuses clients and bad input in the API's error shape", async () => {
    const asClient = await post(t, "/api/admin/api-keys", client.cookie, {
      name: "x",
      scopes: ["orders:read"],
      expiresInDays: null,
    });
    expect(asClient.status).toBe(403);
    const bad = await post(t, "/api/admin/api-keys", admin.cookie, {
      name: " ",
      scopes: ["orders:delete"],
      expiresInDays: 0,
    });
    expect(bad.status).toBe(400);
    const body = await bad.json();
    expect(body.error.code).toBe("VALIDATION_FAILED");
    expect(Object.keys(body.error.fields).sort()).toEqual(["expiresInDays", "name", "scopes.0"]);
  });

  it("reads orders, one order, clients and invoices with the right scopes, and answers the documented shapes", async () => {
    const { secret } = await newKey({ scopes: ["orders:read", "clients:read", "invoices:read"] });
    const list = await call("/api/v1/orders?limit=100", secret);
    expect(list.status).toBe(200);
    const page = v1OrderPageSchema.parse(await list.json());
    expect(page.items.map((o) => o.code)).toContain(orderCode);
    const one = await call(`/api/v1/orders/${orderCode.toLowerCase()}`, secret);
    expect(v1OrderSchema.parse(await one.json())).toMatchObject({
      code: orderCode,
      clientId: client.user.id,
      status: "pending",
    });
    expect((await call("/api/v1/orders/ORD-999999", secret)).status).toBe(404);
    const clients = v1ClientPageSchema.parse(await (await call("/api/v1/clients", secret)).json());
    const chris = clients.items.find((c) => c.id === client.user.id)!;
    expect(chris).toMatchObject({ name: "Chris Client", orderCount: 1 });
    expect(clients.items.some((c) => c.id === admin.user.id)).toBe(false);
    const invoices = v1InvoicePageSchema.parse(await (await call("/api/v1/invoices", secret)).json());
    expect(invoices.items[0]).toMatchObject({ orderCode, status: "issued" });
    expect(invoices.items[0]!.number).toMatch(/^INV-\d{4}-\d{4}$/);
  });

  it("pages with limit and offset", async () => {
    const { secret } = await newKey();
    for (let i = 0; i < 2; i++) await placeOrder(t, client.user.email, client.cookie);
    const first = v1OrderPageSchema.parse(await (await call("/api/v1/orders?limit=2", secret)).json());
    expect(first.items).toHaveLength(2);
    expect(first.nextOffset).toBe(2);
    const second = v1OrderPageSchema.parse(await (await call("/api/v1/orders?limit=2&offset=2", secret)).json());
    expect(second.items[0]!.code).not.toBe(first.items[1]!.code);
    expect(second.nextOffset).toBeNull();
    expect((await call("/api/v1/orders?limit=500", secret)).status).toBe(400);
  });

  it("answers 401 with WWW-Authenticate for no key, an unknown one, a revoked and an expired one", async () => {
    const none = await call("/api/v1/orders");
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toBe('Bearer realm="api"');
    expect((await none.json()).error.code).toBe("UNAUTHORIZED");
    const unknown = await call("/api/v1/orders", "umb_" + "A".repeat(43));
    expect(unknown.headers.get("www-authenticate")).toContain('error="invalid_token"');
    // A session cookie is not a key.
    expect((await t.request("/api/v1/orders", { headers: { cookie: admin.cookie } })).status).toBe(401);

    const { key, secret } = await newKey();
    expect((await call("/api/v1/orders", secret)).status).toBe(200);
    const revoked = await post(t, `/api/admin/api-keys/${key.id}/revoke`, admin.cookie, {});
    expect(revoked.status).toBe(200);
    expect((await revoked.json()).revokedAt).not.toBeNull();
    expect((await call("/api/v1/orders", secret)).status).toBe(401);

    const expiring = await newKey({ expiresInDays: 30 });
    expect((await call("/api/v1/orders", expiring.secret)).status).toBe(200);
    await t.database.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, expiring.key.id));
    expect((await call("/api/v1/orders", expiring.secret)).status).toBe(401);
  });

  it("answers 403 INSUFFICIENT_SCOPE for a scope the key lacks", async () => {
    const { secret } = await newKey({ scopes: ["orders:read"] });
    const res = await call("/api/v1/invoices", secret);
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe("INSUFFICIENT_SCOPE");
    expect(res.headers.get("www-authenticate")).toContain('scope="invoices:read"');
  });

  it("limits each key to 120 requests a minute (Retry-After), the others keep going", async () => {
    const busy = await newKey();
    const calm = await newKey();
    // The 120 requests of the window, counted in the shared table as a burst would leave them.
    await t.database.db
      .insert(rateLimit)
      .values({ id: `test-${busy.key.id}`, key: `apikey:${busy.key.id}`, count: 120, lastRequest: Date.now() });
    const limited = await call("/api/v1/orders", busy.secret);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await limited.json()).error.code).toBe("RATE_LIMITED");
    expect((await call("/api/v1/orders", calm.secret)).status).toBe(200);
  });

  it("audits every request made with a key and shows its last use", async () => {
    const { key, secret } = await newKey();
    await call("/api/v1/orders?limit=1", secret);
    await call("/api/v1/invoices", secret);
    const audit = await getJson(t, `/api/admin/api-keys/${key.id}/requests`, admin.cookie);
    expect(audit.status).toBe(200);
    expect(audit.body.items.map((r: { path: string; status: number }) => `${r.status} ${r.path}`)).toEqual([
      "403 /api/v1/invoices",
      "200 /api/v1/orders",
    ]);
    const listed = ((await getJson(t, "/api/admin/api-keys", admin.cookie)).body.items as ApiKeyView[]).find(
      (k) => k.id === key.id,
    )!;
    expect(listed.lastUsedAt).not.toBeNull();
    expect((await getJson(t, "/api/admin/api-keys/not-a-key/requests", admin.cookie)).status).toBe(404);
  });

  it("sends a metric's data point with metrics:write, recorded with source api; the client sees it", async () => {
    const metric = await post(t, `/api/admin/orders/${orderCode}/metrics`, admin.cookie, {
      kind: "subscribers",
      platform: "youtube",
      baseline: 100,
    });
    expect(metric.status).toBe(201);
    const metricId = (await metric.json()).id as number;
    const send = (secret: string) =>
      t.request(`/api/v1/orders/${orderCode}/metrics/${metricId}/points`, {
        method: "POST",
        headers: { authorization: `Bearer ${secret}` },
        json: { value: 180, measuredAt: "2026-11-20" },
      });
    const reader = await newKey({ scopes: ["orders:read"] });
    expect((await send(reader.secret)).status).toBe(403);
    const writer = await newKey({ scopes: ["metrics:write"] });
    expect((await send(writer.secret)).status).toBe(201);
    const seen = await getJson(t, `/api/orders/${orderCode}/metrics`, client.cookie);
    const m = seen.body.metrics.find((x: { id: number }) => x.id === metricId);
    expect(m.points.map((p: { value: number; source: string }) => [p.value, p.source])).toEqual([[180, "api"]]);
    expect(m.summary).toMatchObject({ start: 100, now: 180, change: 80 });
    const read = await call(`/api/v1/orders/${orderCode}/metrics`, reader.secret);
    expect(read.status).toBe(200);
  });

  it("lists the key's security and the answers' schemas in the OpenAPI document", async () => {
    const spec = await (await t.request("/api/openapi.json")).json();
    expect(spec.components.securitySchemes.apiKey).toMatchObject({ type: "http", scheme: "bearer" });
    const op = spec.paths["/api/v1/orders"].get;
    expect(op.security).toEqual([{ apiKey: [] }]);
    expect(op.responses["200"].content["application/json"].schema.properties.items.type).toBe("array");
    expect(op.responses["429"]).toBeDefined();
  });
});

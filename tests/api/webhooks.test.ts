import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WebhookDeliveryView, WebhookEndpointView } from "../../common/webhooks";
import { webhookDeliveries } from "../../server/db/schema";
import { guardedLookup, isPublicAddress } from "../../server/services/webhooks/address";
import { runWebhookDeliveries } from "../../server/services/webhooks/deliver";
import { signedInUser } from "./auth-helpers";
import { completeBillingSetup, issueInvoice } from "./billing-helpers";
import { createTestApp, type TestApp } from "./test-app";
import { getJson, placeOrder, post } from "./workspace-helpers";

type Session = Awaited<ReturnType<typeof signedInUser>>;
type Received = { headers: Record<string, string>; body: string };

/** A receiver answering each request with the next status of its script (then 200), recording what it got. */
function receiver() {
  const got: Received[] = [];
  let script: number[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (d) => (body += d));
    req.on("end", () => {
      got.push({ headers: req.headers as Record<string, string>, body });
      const status = script.shift() ?? 200;
      res.writeHead(status, status === 503 ? { "retry-after": "1" } : {}).end();
    });
  });
  return {
    got,
    answer: (statuses: number[]) => (script = statuses),
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    start: () => new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r())),
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}

let t: TestApp;
let admin: Session;
let client: Session;
const hook = receiver();

beforeAll(async () => {
  await hook.start();
  t = await createTestApp({ env: { WEBHOOKS_ALLOW_PRIVATE: "true" } });
  admin = await signedInUser(t, { name: "Ada Admin", admin: true });
  client = await signedInUser(t, { name: "Chris Client" });
  await completeBillingSetup(t, admin.cookie);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await hook.stop();
});

async function addEndpoint(events: string[], url = hook.url()) {
  const res = await post(t, "/api/admin/webhooks", admin.cookie, { url, description: "CRM", events });
  expect(res.status).toBe(201);
  return (await res.json()) as { endpoint: WebhookEndpointView; secret: string };
}
const deliveries = async (id: string) =>
  (await getJson(t, `/api/admin/webhooks/${id}/deliveries`, admin.cookie)).body.items as WebhookDeliveryView[];
/** Waits until the receiver has `n` requests (the app's own due-check may send before the test asks it to). */
async function received(n: number) {
  for (let i = 0; i < 200 && hook.got.length < n; i++) await new Promise((r) => setTimeout(r, 25));
  return hook.got.length;
}
const later = (ms: number) => new Date(Date.now() + ms);

describe("webhooks (Standard Webhooks)", () => {
  it("retries 503, 503 then 200 with one webhook-id, each attempt verified by the reference verifier", async () => {
    const { endpoint, secret } = await addEndpoint(["order.created"]);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    hook.got.length = 0;
    hook.answer([503, 503]);
    const { code } = await placeOrder(t, client.user.email, client.cookie);
    await t.app.webhooks.run();
    expect(await received(1)).toBe(1);
    // The schedule: the second attempt 5 s after the first, the third 5 min after the second.
    await t.app.webhooks.run(later(6_000));
    expect(await received(2)).toBe(2);
    await t.app.webhooks.run(later(6 * 60_000));
    expect(await received(3)).toBe(3);

    const verifier = new Webhook(secret);
    const ids = new Set(hook.got.map((r) => r.headers["webhook-id"]));
    expect(ids.size).toBe(1);
    for (const r of hook.got) {
      const event = verifier.verify(r.body, r.headers) as { type: string; data: { order: { code: string } } };
      expect(event).toMatchObject({ type: "order.created", data: { order: { code, status: "pending" } } });
    }
    const [log] = await deliveries(endpoint.id);
    expect(log).toMatchObject({ eventType: "order.created", state: "delivered", attempts: 3, lastStatus: 200 });
    expect(log!.messageId).toBe([...ids][0]);

    // Replay: the same message again, with the same id.
    const replay = await post(t, `/api/admin/webhooks/${endpoint.id}/deliveries/${log!.id}/replay`, admin.cookie, {});
    expect(replay.status).toBe(200);
    await t.app.webhooks.run();
    expect(await received(4)).toBe(4);
    expect(hook.got[3]!.headers["webhook-id"]).toBe(log!.messageId);
    await post(t, `/api/admin/webhooks/${endpoint.id}`, admin.cookie, { ...endpoint, enabled: false }, "PUT");
  });

  it("gives up after the eighth attempt and never retries a 400", async () => {
    const { endpoint } = await addEndpoint(["order.created"]);
    hook.got.length = 0;
    hook.answer([400]);
    await placeOrder(t, client.user.email, client.cookie);
    await t.app.webhooks.run();
    expect(await received(1)).toBe(1);
    await t.app.webhooks.run(later(24 * 3_600_000));
    expect(hook.got).toHaveLength(1);
    expect((await deliveries(endpoint.id))[0]).toMatchObject({ state: "failed", attempts: 1, lastStatus: 400 });

    hook.answer(Array(8).fill(500));
    await placeOrder(t, client.user.email, client.cookie);
    await t.app.webhooks.run();
    await received(2);
    let clock = Date.now();
    for (let i = 0; i < 8; i++) await t.app.webhooks.run(new Date((clock += 11 * 3_600_000)));
    expect(await received(9)).toBe(9);
    expect((await deliveries(endpoint.id))[0]).toMatchObject({ state: "failed", attempts: 8, lastStatus: 500 });
    await post(t, `/api/admin/webhooks/${endpoint.id}`, admin.cookie, { ...endpoint, enabled: false }, "PUT");
  });

  it("disables an endpoint that answers 410", async () => {
    const { endpoint } = await addEndpoint(["order.created"]);
    hook.got.length = 0;
    hook.answer([410]);
    await placeOrder(t, client.user.email, client.cookie);
    await t.app.webhooks.run();
    expect(await received(1)).toBe(1);
    const list = (await getJson(t, "/api/admin/webhooks", admin.cookie)).body.items as WebhookEndpointView[];
    expect(list.find((e) => e.id === endpoint.id)).toMatchObject({ enabled: false, disabledReason: "gone" });
    // Nothing more goes to it.
    await placeOrder(t, client.user.email, client.cookie);
    await t.app.webhooks.run(later(60_000));
    expect(hook.got).toHaveLength(1);
  });

  it("signs with both secrets during a rotation, and reports invoices and status changes", async () => {
    const { endpoint, secret: old } = await addEndpoint(["invoice.issued", "order.status_changed"]);
    const rotated = await post(t, `/api/admin/webhooks/${endpoint.id}/rotate`, admin.cookie, {});
    const { secret: fresh, endpoint: after } = (await rotated.json()) as {
      secret: string;
      endpoint: WebhookEndpointView;
    };
    expect(after.rotatingUntil).not.toBeNull();
    hook.got.length = 0;
    hook.answer([]);
    const { code } = await placeOrder(t, client.user.email, client.cookie);
    expect((await issueInvoice(t, admin.cookie, code)).status).toBe(201);
    const patched = await t.request(`/api/admin/orders/${code}`, {
      method: "PATCH",
      headers: { cookie: admin.cookie },
      json: { status: "in_progress", note: "" },
    });
    expect(patched.status).toBe(200);
    await t.app.webhooks.run();
    expect(await received(2)).toBe(2);
    const events = hook.got.map((r) => {
      expect(r.headers["webhook-signature"]!.split(" ")).toHaveLength(2);
      new Webhook(old).verify(r.body, r.headers);
      return new Webhook(fresh).verify(r.body, r.headers) as { type: string; data: Record<string, unknown> };
    });
    expect(events.map((e) => e.type).sort()).toEqual(["invoice.issued", "order.status_changed"]);
    expect(events.find((e) => e.type === "order.status_changed")!.data).toMatchObject({
      from: "pending",
      to: "in_progress",
      order: { code, status: "in_progress" },
    });
    expect(events.find((e) => e.type === "invoice.issued")!.data).toMatchObject({
      invoice: { orderCode: code, status: "issued" },
    });
    await post(t, `/api/admin/webhooks/${endpoint.id}`, admin.cookie, { ...after, enabled: false }, "PUT");
  });

  it("sends a delivery whose instance died mid-send once its claim ran out, and two instances send each once", async () => {
    const { endpoint } = await addEndpoint(["order.created"]);
    hook.got.length = 0;
    hook.answer([]);
    // An instance claimed the delivery (attempt 1) and was killed before it recorded anything: its row, as it left it
    // (written here directly, so that no due-check of this app sends it first).
    const [queued] = await t.database.db
      .insert(webhookDeliveries)
      .values({
        endpointId: endpoint.id,
        messageId: "msg_killedmidsend",
        eventType: "order.created",
        payload: JSON.stringify({ type: "order.created", timestamp: new Date().toISOString(), data: {} }),
        attempts: 1,
        claimedUntil: later(60_000),
      })
      .returning();
    const deps = { db: t.database.db, logger: { info() {}, error() {} }, allowPrivate: true };
    expect(await runWebhookDeliveries(deps)).toBe(0);
    expect(hook.got).toHaveLength(0);
    // Past the dead claim, two checks side by side (two instances) send it once between them.
    const [a, b] = await Promise.all([
      runWebhookDeliveries(deps, later(61_000)),
      runWebhookDeliveries(deps, later(61_000)),
    ]);
    expect(a + b).toBe(1);
    expect(hook.got).toHaveLength(1);
    expect(hook.got[0]!.headers["webhook-id"]).toBe(queued!.messageId);
    expect((await deliveries(endpoint.id))[0]).toMatchObject({ state: "delivered", attempts: 2 });
  });

  it("keeps webhooks away from loopback, private and link-local addresses unless the development setting allows them", async () => {
    expect(
      [
        "127.0.0.1",
        "10.0.0.8",
        "192.168.1.1",
        "169.254.169.254",
        "::1",
        "fe80::1",
        "::ffff:10.0.0.1",
        "100.64.0.1",
      ].filter(isPublicAddress),
    ).toEqual([]);
    expect(isPublicAddress("93.184.215.14")).toBe(true);
    const strict = await createTestApp();
    try {
      const staff = await signedInUser(strict, { admin: true });
      const refused = async (url: string) => {
        const res = await post(strict, "/api/admin/webhooks", staff.cookie, { url, events: ["order.created"] });
        expect(res.status, url).toBe(400);
        return (await res.json()).error.fields.url as string;
      };
      expect(await refused("https://127.0.0.1/hook")).toBe("errors.privateAddress");
      expect(await refused("https://localhost:8443/hook")).toBe("errors.privateAddress");
      expect(await refused("https://[::1]/hook")).toBe("errors.privateAddress");
      expect(await refused("https://169.254.169.254/latest")).toBe("errors.privateAddress");
      expect(await refused("http://93.184.215.14/hook")).toBe("errors.https");
    } finally {
      await strict.close();
    }
    // And again when sent: the connection's own lookup refuses a name that resolves inside.
    const lookup = guardedLookup(false);
    const error = await new Promise<Error | null>((resolve) => lookup("localhost", {}, (err) => resolve(err)));
    expect(error?.message).toContain("loopback, private or link-local");
  });
});

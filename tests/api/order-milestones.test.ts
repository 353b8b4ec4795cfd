import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderMilestonesView } from "../../common/milestones";
import { orderEvents, orders, webhookDeliveries, webhookEndpoints } from "../../server/db/schema";
import { createLogger } from "../../server/lib/logger";
import { cancellationView } from "../../server/services/billing/cancellations";
import { runMilestoneDueCheck } from "../../server/services/milestones/due-check";
import { randomIp, signedInUser } from "./auth-helpers";
import { completeBillingSetup, dayFromToday, issueInvoice } from "./billing-helpers";
import { createTestApp, type TestApp } from "./test-app";
import { getJson, placeOrder, post } from "./workspace-helpers";

type Session = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let admin: Session;
let client: Session;
let other: Session;
const STAFF = "staff@agency.test";
const DAY = 86_400_000;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp({ env: { STAFF_EMAIL: STAFF } });
  admin = await signedInUser(t, { name: "Ada Admin", admin: true });
  client = await signedInUser(t, { name: "Chris Client" });
  other = await signedInUser(t, { name: "Olga Other" });
  await completeBillingSetup(t, admin.cookie);
}, 120_000);
afterAll(() => t?.close());

const orderRow = async (code: string) => (await t.database.db.select().from(orders).where(eq(orders.code, code)))[0]!;
const clientView = async (code: string, who: Session = client) =>
  (await getJson(t, `/api/orders/${code}/milestones`, who.cookie)).body as OrderMilestonesView;
const setMilestones = (code: string, milestones: unknown[]) =>
  post(t, `/api/admin/orders/${code}/milestones`, admin.cookie, { milestones }, "PUT");
const MILESTONES = [
  { title: "Strategy", description: "Audience and channels", weight: 30, dueOn: null },
  { title: "Campaign assets", description: "", weight: 20, dueOn: null },
  { title: "Launch and report", description: "", weight: 50, dueOn: null },
];

async function uploadStaffFile(code: string, bytes: Uint8Array) {
  const form = new FormData();
  form.append("files", new File([bytes as BlobPart], "draft.pdf", { type: "application/pdf" }));
  const res = await t.request(`/api/orders/${code}/files`, {
    method: "POST",
    headers: { cookie: admin.cookie, "x-forwarded-for": randomIp() },
    body: form,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { files: { id: number }[] }).files[0]!.id;
}

const deliver = (code: string, id: number, fileIds: number[] = [], message = "Here it is") =>
  post(t, `/api/admin/orders/${code}/milestones/${id}/deliver`, admin.cookie, { message, fileIds });
const approve = (code: string, id: number, who: Session = client) =>
  post(t, `/api/orders/${code}/milestones/${id}/approve`, who.cookie, {});
const askChanges = (code: string, id: number, reason: string, who: Session = client) =>
  post(t, `/api/orders/${code}/milestones/${id}/changes`, who.cookie, { reason });

/** A paid order (bank transfer recorded by staff): paying never starts the work. */
async function paidOrder() {
  const { code } = await placeOrder(t, client.user.email, client.cookie);
  const issued = await issueInvoice(t, admin.cookie, code);
  expect(issued.status).toBe(201);
  const { invoice } = (await issued.json()) as { invoice: { number: string; totalCents: number } };
  const paid = await post(t, `/api/admin/invoices/${invoice.number}/payments`, admin.cookie, {
    method: "bank_transfer",
    receivedOn: dayFromToday(0),
    reference: "SEPA in",
  });
  expect(paid.status).toBe(201);
  return { code, total: invoice.totalCents };
}
const start = async (code: string) => {
  const res = await post(t, `/api/admin/orders/${code}`, admin.cookie, { status: "in_progress" }, "PATCH");
  expect(res.status).toBe(200);
};

/** An endpoint that asked for the milestone events, and what was queued for it, oldest first. */
async function milestoneHook() {
  const [hook] = await t.database.db
    .insert(webhookEndpoints)
    .values({
      url: "https://hooks.example.com/milestones",
      events: ["milestone.delivered", "milestone.approved", "milestone.changes_requested"],
      secret: "whsec_test",
    })
    .returning();
  return {
    sent: async () =>
      (
        await t.database.db
          .select({ payload: webhookDeliveries.payload })
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.endpointId, hook!.id))
          .orderBy(webhookDeliveries.id)
      ).map((d) => JSON.parse(d.payload) as { type: string; data: Record<string, unknown> }),
    remove: () => t.database.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, hook!.id)),
  };
}

describe("milestones, deliveries and the refund policy", () => {
  it("30/20/50: delivering with files, asking changes, approving the first two → progress 50 → no refund offered", async () => {
    const { code, total } = await paidOrder();
    const hook = await milestoneHook();
    await start(code);
    expect((await setMilestones(code, MILESTONES)).status).toBe(200);
    let view = await clientView(code);
    expect(view.milestones.map((m) => [m.title, m.weight, m.state])).toEqual([
      ["Strategy", 30, "planned"],
      ["Campaign assets", 20, "planned"],
      ["Launch and report", 50, "planned"],
    ]);
    expect(view.progressPercent).toBe(0);
    const [m1, m2] = view.milestones;

    const bytes = randomBytes(4096);
    const fileId = await uploadStaffFile(code, bytes);
    expect((await deliver(code, m1!.id, [fileId], "Strategy deck attached")).status).toBe(200);
    // Delivered, it waits; it cannot be delivered again before the client's answer.
    expect((await deliver(code, m1!.id)).status).toBe(409);
    view = await clientView(code);
    expect(view.awaitingReview).toBe(1);
    expect(view.milestones[0]!.delivery!.files[0]!.sha256).toBe(createHash("sha256").update(bytes).digest("hex"));
    expect(t.mail.some((m) => m.to === client.user.email && m.subject.includes("Strategy"))).toBe(true);

    // Changes asked: back to work with a revision; then delivered again and approved.
    expect((await askChanges(code, m1!.id, "Add the TikTok plan")).status).toBe(200);
    view = await clientView(code);
    expect(view.milestones[0]).toMatchObject({ state: "changes_requested", revisionCount: 1 });
    expect((await approve(code, m1!.id)).status).toBe(409);
    expect((await deliver(code, m1!.id, [fileId], "With TikTok")).status).toBe(200);
    expect((await approve(code, m1!.id)).status).toBe(200);
    // Approved: not delivered again unless staff reopen it.
    expect((await deliver(code, m1!.id)).status).toBe(409);

    expect((await deliver(code, m2!.id)).status).toBe(200);
    expect((await approve(code, m2!.id)).status).toBe(200);
    view = await clientView(code);
    expect(view.progressPercent).toBe(50);
    expect((await orderRow(code)).progressPercent).toBe(50);
    expect(view.history.map((h) => h.kind).reverse()).toEqual([
      "delivered",
      "changes_requested",
      "delivered",
      "approved",
      "delivered",
      "approved",
    ]);
    const changes = view.history.find((h) => h.kind === "changes_requested")!;
    expect(changes).toMatchObject({ note: "Add the TikTok plan", actor: { side: "client", name: "Chris Client" } });
    expect(view.history.at(-1)).toMatchObject({ actor: { side: "staff", name: "Ada Admin" } });
    // The order's own history lists the same decisions among its status changes, with the delivered file's SHA-256.
    const order = (await getJson(t, `/api/orders/${code}`, client.cookie)).body.order;
    expect(
      order.work.map((w: { title: string; kind: string; who: string }) => `${w.title}: ${w.kind} ${w.who}`),
    ).toEqual([
      "Strategy: delivered Ada Admin",
      "Strategy: changes_requested Chris Client",
      "Strategy: delivered Ada Admin",
      "Strategy: approved Chris Client",
      `${m2!.title}: delivered Ada Admin`,
      `${m2!.title}: approved Chris Client`,
    ]);
    expect(order.work[0].files[0].sha256).toBe(createHash("sha256").update(bytes).digest("hex"));
    // Each decision was queued as a webhook in its transaction: the delivery with its file's SHA-256, the reason.
    const hooks = await hook.sent();
    expect(hooks.map((h) => h.type)).toEqual([
      "milestone.delivered",
      "milestone.changes_requested",
      "milestone.delivered",
      "milestone.approved",
      "milestone.delivered",
      "milestone.approved",
    ]);
    expect(hooks[0]!.data).toMatchObject({
      milestone: { orderCode: code, title: "Strategy", weight: 30, state: "delivered" },
      files: [{ sha256: createHash("sha256").update(bytes).digest("hex") }],
    });
    expect(hooks[1]!.data).toMatchObject({
      milestone: { state: "changes_requested", revisionCount: 1 },
      reason: "Add the TikTok plan",
    });
    expect(hooks[3]!.data).toMatchObject({ milestone: { state: "approved" }, automatic: false });
    await hook.remove();

    const quote = (await getJson(t, `/api/orders/${code}/cancellation`, client.cookie)).body;
    expect(quote.quote).toEqual({ tier: "half_done", paidCents: total, refundCents: 0 });
    expect(quote.progressPercent).toBe(50);
    expect(quote.milestones.map((m: { state: string }) => m.state)).toEqual(["approved", "approved", "planned"]);

    // Staff reopen the second: progress falls back to 30, and the policy follows.
    expect((await post(t, `/api/admin/orders/${code}/milestones/${m2!.id}/reopen`, admin.cookie, {})).status).toBe(200);
    expect((await clientView(code)).progressPercent).toBe(30);
    expect((await getJson(t, `/api/orders/${code}/cancellation`, client.cookie)).body.quote.tier).toBe("within_48h");
  });

  it("a payment recorded on an order not started: no start, 90 % offered; started by staff: 75 % within 48 hours", async () => {
    const { code, total } = await paidOrder();
    const events = await t.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, (await orderRow(code)).id));
    expect(events.map((e) => e.toStatus)).toEqual(["pending"]);
    expect((await orderRow(code)).status).toBe("pending");
    const before = (await getJson(t, `/api/orders/${code}/cancellation`, client.cookie)).body;
    expect(before.quote).toEqual({
      tier: "not_started",
      paidCents: total,
      refundCents: total - Math.floor(total / 10),
    });
    expect(before.startedAt).toBeNull();

    await start(code);
    const order = await orderRow(code);
    const now = new Date();
    const at = (ms: number) => cancellationView(t.database.db, order, new Date(now.getTime() + ms));
    expect((await at(47 * HOUR)).quote).toEqual({
      tier: "within_48h",
      paidCents: total,
      refundCents: Math.floor((total * 7500) / 10_000),
    });
    expect((await at(49 * HOUR)).quote.tier).toBe("staff_decides");
  });

  it("a delivery without answer: two reminders at 1/3 and 2/3 of 7 days, then approved automatically, in the history", async () => {
    const hook = await milestoneHook();
    const { code } = await placeOrder(t, client.user.email, client.cookie, "de");
    expect((await setMilestones(code, [{ title: "Entwurf", weight: 100 }])).status).toBe(200);
    const [m] = (await clientView(code)).milestones;
    expect((await deliver(code, m!.id)).status).toBe(200);
    const deliveredAt = new Date((await clientView(code)).milestones[0]!.deliveredAt!);
    const deps = { database: t.database, mailer: t.app.mailQueue, logger: createLogger("silent"), config: t.config };
    const run = async (days: number) => {
      const r = await runMilestoneDueCheck(deps, new Date(deliveredAt.getTime() + days * DAY));
      await t.app.mailQueue.drain();
      return {
        reminded: r.reminded.filter((x) => x.id === m!.id).map((x) => x.n),
        approved: r.autoApproved.includes(m!.id),
      };
    };
    const mailsBefore = t.mail.filter((x) => x.to === client.user.email).length;
    expect(await run(1)).toEqual({ reminded: [], approved: false });
    expect(await run(2.4)).toEqual({ reminded: [1], approved: false });
    expect(await run(2.5)).toEqual({ reminded: [], approved: false });
    expect(await run(4.7)).toEqual({ reminded: [2], approved: false });
    expect(await run(6.9)).toEqual({ reminded: [], approved: false });
    // Two instances at the same moment: one approves.
    const [a, b] = await Promise.all([run(7.01), run(7.01)]);
    expect([a.approved, b.approved].filter(Boolean)).toHaveLength(1);
    expect(await run(9)).toEqual({ reminded: [], approved: false });

    const mails = t.mail.filter((x) => x.to === client.user.email).slice(mailsBefore);
    // In the client's language (the order's: German): two reminders and the approval.
    expect(mails.map((x) => x.subject)).toEqual([
      expect.stringContaining("Erinnerung"),
      expect.stringContaining("Erinnerung"),
      expect.stringContaining("automatisch abgenommen"),
    ]);
    const view = await clientView(code);
    expect(view.milestones[0]!.state).toBe("approved");
    expect(view.progressPercent).toBe(100);
    expect(view.history.map((h) => [h.kind, h.actor.side]).reverse()).toEqual([
      ["delivered", "staff"],
      ["reminded", "system"],
      ["reminded", "system"],
      ["auto_approved", "system"],
    ]);
    // The order's history: the delivery and the automatic approval (by no one); reminders are not decisions.
    const order = (await getJson(t, `/api/orders/${code}`, client.cookie)).body.order;
    expect(order.work.map((w: { kind: string; who: string | null }) => [w.kind, w.who])).toEqual([
      ["delivered", "Ada Admin"],
      ["auto_approved", null],
    ]);
    // The automatic approval is a webhook too, marked as such; the reminders are not.
    expect((await hook.sent()).map((h) => [h.type, h.data.automatic])).toEqual([
      ["milestone.delivered", undefined],
      ["milestone.approved", true],
    ]);
    await hook.remove();
  });
});

describe("where people see it", () => {
  it("the client's dashboard counts deliverables to review; staff lists and counts agree", async () => {
    const fresh = await signedInUser(t, { name: "Dana Dashboard" });
    const a = await placeOrder(t, fresh.user.email, fresh.cookie);
    const b = await placeOrder(t, fresh.user.email, fresh.cookie);
    for (const code of [a.code, b.code]) expect((await setMilestones(code, MILESTONES)).status).toBe(200);
    const [a1, a2] = (await clientView(a.code, fresh)).milestones;
    const [b1] = (await clientView(b.code, fresh)).milestones;
    for (const m of [a1!, a2!]) expect((await deliver(a.code, m.id)).status).toBe(200);
    expect((await deliver(b.code, b1!.id)).status).toBe(200);
    expect((await askChanges(b.code, b1!.id, "Shorter intro", fresh)).status).toBe(200);

    const dash = (await getJson(t, "/api/dashboard", fresh.cookie)).body;
    expect(dash.actions.reviews).toEqual([{ orderCode: a.code, count: 2 }]);
    expect(dash.orders.find((o: { code: string }) => o.code === a.code).nextStep).toBe("reviewDeliverables");
    expect((await clientView(a.code, fresh)).awaitingReview).toBe(2);

    const waiting = (await getJson(t, "/api/admin/waiting", admin.cookie)).body;
    const forClient = (
      await getJson(t, "/api/admin/milestones/waiting?list=waiting_for_client&pageSize=100", admin.cookie)
    ).body;
    const changes = (await getJson(t, "/api/admin/milestones/waiting?list=changes_asked&pageSize=100", admin.cookie))
      .body;
    expect(forClient.total).toBe(waiting.milestonesWaitingForClient);
    expect(forClient.items).toHaveLength(forClient.total);
    expect(changes.total).toBe(waiting.milestonesChangesAsked);
    expect(forClient.items.find((i: { code: string }) => i.code === a.code).milestones).toEqual([
      "Strategy",
      "Campaign assets",
    ]);
    expect(changes.items.map((i: { code: string }) => i.code)).toContain(b.code);
    // Changes asked wait on the agency: the order is in needs-attention, tagged.
    const attention = (await getJson(t, "/api/admin/orders?view=attention&pageSize=100", admin.cookie)).body;
    const tagged = attention.items.filter(
      (i: { milestones: { changesAsked: number } }) => i.milestones.changesAsked > 0,
    );
    expect(tagged.length).toBe(waiting.milestonesChangesAsked);
    expect(tagged.map((i: { id: string }) => i.id)).toContain(b.code);
  });
});

describe("who may do what", () => {
  it("another client gets 404 on every new route; a client cannot deliver; bad weights and dates are refused", async () => {
    const { code } = await placeOrder(t, client.user.email, client.cookie);
    expect((await setMilestones(code, MILESTONES)).status).toBe(200);
    const [m] = (await clientView(code)).milestones;
    expect((await deliver(code, m!.id)).status).toBe(200);

    const otherCalls = [
      getJson(t, `/api/orders/${code}/milestones`, other.cookie).then((r) => r.status),
      approve(code, m!.id, other).then((r) => r.status),
      askChanges(code, m!.id, "no", other).then((r) => r.status),
    ];
    expect(await Promise.all(otherCalls)).toEqual([404, 404, 404]);
    // A milestone of another order, through one's own order code: 404 too.
    const own = await placeOrder(t, other.user.email, other.cookie);
    expect((await approve(own.code, m!.id, other)).status).toBe(404);

    // Staff routes are behind the admin guard: a client is refused (403), whoever's order it is.
    const clientTries = [
      post(t, `/api/admin/orders/${code}/milestones/${m!.id}/deliver`, client.cookie, { message: "x" }),
      post(t, `/api/admin/orders/${code}/milestones`, client.cookie, { milestones: MILESTONES }, "PUT"),
      post(t, `/api/admin/orders/${code}/milestones/${m!.id}/reopen`, client.cookie, {}),
      post(t, `/api/admin/orders/${code}/milestones/template`, client.cookie, {}),
      post(t, `/api/admin/catalog/services/youtube/milestones`, client.cookie, { items: [] }, "PUT"),
    ];
    expect((await Promise.all(clientTries)).map((r) => r.status)).toEqual([403, 403, 403, 403, 403]);
    expect((await clientView(code)).milestones[0]!.state).toBe("delivered");

    const bad = await setMilestones(code, [{ title: "Only", weight: 60 }]);
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toEqual({ milestones: "errors.weightsSum" });
    const badDate = await setMilestones(code, [{ title: "Only", weight: 100, dueOn: "2026-02-30" }]);
    expect((await badDate.json()).error.fields).toEqual({ "milestones.0.dueOn": "errors.dueOn" });
    const past = await setMilestones(code, [{ title: "Only", weight: 100, dueOn: "2001-01-01" }]);
    expect((await past.json()).error.fields).toEqual({ "milestones.0.dueOn": "errors.dueRange" });
    // The delivered one cannot be dropped while it waits for the client.
    expect((await setMilestones(code, [{ title: "Only", weight: 100 }])).status).toBe(409);
    // A file of another order is not part of this delivery.
    const foreign = await uploadStaffFile(own.code, randomBytes(64));
    const [, m2] = (await clientView(code)).milestones;
    const refused = await deliver(code, m2!.id, [foreign]);
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields).toEqual({ fileIds: "errors.files" });
  });

  it("a cancelled order's milestones are frozen: no answer, no delivery, no reminder", async () => {
    const { code } = await placeOrder(t, client.user.email, client.cookie);
    expect((await setMilestones(code, [{ title: "Draft", weight: 100 }])).status).toBe(200);
    const [m] = (await clientView(code)).milestones;
    expect((await deliver(code, m!.id)).status).toBe(200);
    const deliveredAt = new Date((await clientView(code)).milestones[0]!.deliveredAt!);
    const cancelled = await post(t, `/api/admin/orders/${code}`, admin.cookie, { status: "cancelled" }, "PATCH");
    expect(cancelled.status).toBe(200);
    const refused = await approve(code, m!.id);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.code).toBe("ORDER_CLOSED");
    const deps = { database: t.database, mailer: t.app.mailQueue, logger: createLogger("silent"), config: t.config };
    for (const days of [3, 6, 8]) {
      const r = await runMilestoneDueCheck(deps, new Date(deliveredAt.getTime() + days * DAY));
      expect(r.reminded.some((x) => x.id === m!.id) || r.autoApproved.includes(m!.id)).toBe(false);
    }
    expect((await clientView(code)).milestones[0]!.state).toBe("delivered");
  });

  it("a service's template is copied to its new orders; editing it never changes existing orders", async () => {
    const items = [
      { title: "Kick-off", description: "", weight: 40, dueDays: 3 },
      { title: "Delivery", description: "", weight: 60, dueDays: 14 },
    ];
    const saved = await post(t, "/api/admin/catalog/services/youtube/milestones", admin.cookie, { items }, "PUT");
    expect(saved.status).toBe(200);
    const { code } = await placeOrder(t, client.user.email, client.cookie);
    const view = await clientView(code);
    expect(view.milestones.map((m) => [m.title, m.weight, m.dueOn])).toEqual([
      ["Kick-off", 40, dayFromToday(3)],
      ["Delivery", 60, dayFromToday(14)],
    ]);
    await post(t, "/api/admin/catalog/services/youtube/milestones", admin.cookie, { items: [] }, "PUT");
    expect((await clientView(code)).milestones).toHaveLength(2);
    expect((await post(t, "/api/admin/milestones/settings", admin.cookie, { autoApproveDays: 1 }, "PUT")).status).toBe(
      400,
    );
    const set = await post(t, "/api/admin/milestones/settings", admin.cookie, { autoApproveDays: 10 }, "PUT");
    expect(await set.json()).toEqual({ autoApproveDays: 10 });
    expect((await clientView(code)).autoApproveDays).toBe(10);
    await post(t, "/api/admin/milestones/settings", admin.cookie, { autoApproveDays: 7 }, "PUT");
  });
});

import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seed, SEED_ADMIN } from "../../server/db/seed";
import { orderEvents, orders, session, user, userRoles } from "../../server/db/schema";
import { Metrics } from "../../server/lib/metrics";
import { analytics } from "../../server/services/admin/analytics";
import { csvCell, changeOrderStatus, getOrderDetail, listOrders, ordersCsv } from "../../server/services/admin/orders";
import { performance } from "../../server/services/admin/performance";
import { dashboardStats, serviceTotals } from "../../server/services/admin/stats";
import { setAdminRole } from "../../server/services/admin/users";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
let adminId: string;
const base = { status: "all", range: "all", q: "", tz: 0, page: 1, pageSize: 10 } as const;

beforeAll(async () => {
  t = await createTestApp();
  const result = await seed(t.database, t.config);
  adminId = result.admin.id;
});
afterAll(() => t.close());

describe("seed", () => {
  it("is idempotent and creates the six sample orders with their histories", async () => {
    const again = await seed(t.database, t.config);
    expect(again.createdOrders).toBe(0);
    expect(again.admin.password).toBeNull();
    const all = await listOrders(t.database.db, { ...base, pageSize: 100 });
    expect(all.items.map((o) => o.id).sort()).toEqual([
      "ORD-000001",
      "ORD-000002",
      "ORD-000003",
      "ORD-000004",
      "ORD-000005",
      "ORD-000006",
    ]);
    const detail = await getOrderDetail(t.database.db, "ORD-000001");
    expect(detail?.events.map((e) => e.toStatus)).toEqual(["pending", "in_progress", "completed"]);
    expect(detail?.events[1]?.actorEmail).toBe(SEED_ADMIN.email);
  });
});

describe("order list", () => {
  it("filters by status and searches id, name and e-mail", async () => {
    const db = t.database.db;
    const inProgress = await listOrders(db, { ...base, status: "in_progress" });
    expect(inProgress.items.map((o) => o.id).sort()).toEqual(["ORD-000002", "ORD-000004"]);
    expect((await listOrders(db, { ...base, q: "ord-000005" })).items.map((o) => o.id)).toEqual(["ORD-000005"]);
    expect((await listOrders(db, { ...base, q: "Rodriguez" })).items.map((o) => o.id)).toEqual(["ORD-000003"]);
    expect((await listOrders(db, { ...base, q: "david.kim@" })).items.map((o) => o.id)).toEqual(["ORD-000004"]);
    expect((await listOrders(db, { ...base, q: "100%" })).total).toBe(0);
  });

  it("applies the date range on the server", async () => {
    const db = t.database.db;
    // Seeded 1, 6, 9, 14, 18 and 25 days ago.
    expect((await listOrders(db, { ...base, range: "week" })).items.map((o) => o.id).sort()).toEqual([
      "ORD-000003",
      "ORD-000006",
    ]);
    expect((await listOrders(db, { ...base, range: "month" })).total).toBe(6);
    expect((await listOrders(db, { ...base, range: "today" })).total).toBe(0);
  });

  it("pages newest first", async () => {
    const db = t.database.db;
    const p1 = await listOrders(db, { ...base, pageSize: 4 });
    const p2 = await listOrders(db, { ...base, pageSize: 4, page: 2 });
    expect(p1.total).toBe(6);
    expect(p1.items.map((o) => o.id)).toEqual(["ORD-000003", "ORD-000006", "ORD-000002", "ORD-000004"]);
    expect(p2.items.map((o) => o.id)).toEqual(["ORD-000001", "ORD-000005"]);
  });

  it("exports what the filters select as CSV, safe for spreadsheets", async () => {
    const csv = await ordersCsv(t.database.db, { ...base, status: "completed" });
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe("order_id,customer,email,service,plan,amount,currency,status,payment_method,created_at");
    expect(lines.slice(1).map((l) => l.split(",")[0])).toEqual(["ORD-000001", "ORD-000005"]);
    expect(lines[1]).toContain(",3499.00,USD,completed,card,");
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
  });
});

describe("status change", () => {
  it("stores who, from, to and the note, and refuses a no-op", async () => {
    const db = t.database.db;
    const r = await changeOrderStatus(db, {
      code: "ORD-000003",
      status: "in_progress",
      note: "Started",
      actorId: adminId,
    });
    expect(r.kind).toBe("changed");
    expect(await changeOrderStatus(db, { code: "ORD-000003", status: "in_progress", actorId: adminId })).toEqual({
      kind: "unchanged",
    });
    expect(await changeOrderStatus(db, { code: "ORD-999", status: "completed", actorId: adminId })).toEqual({
      kind: "not_found",
    });
    const [o] = await db.select().from(orders).where(eq(orders.code, "ORD-000003"));
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, o!.id));
    expect(o!.status).toBe("in_progress");
    expect(events.at(-1)).toMatchObject({
      fromStatus: "pending",
      toStatus: "in_progress",
      note: "Started",
      actorId: adminId,
    });
    await changeOrderStatus(db, { code: "ORD-000003", status: "pending", actorId: adminId });
  });
});

describe("stats, services, analytics, performance", () => {
  it("computes the dashboard from the database", async () => {
    const db = t.database.db;
    await db.insert(session).values({
      id: randomUUID(),
      token: randomUUID(),
      userId: adminId,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const s = await dashboardStats(db, 0);
    expect(s.totalOrders).toBe(6);
    expect(s.activeProjects).toBe(2);
    expect(s.activeUsers).toBe(1);
    expect(s.ordersPerDay).toHaveLength(30);
    expect(s.ordersPerDay.reduce((n, d) => n + d.orders, 0)).toBe(6);
    expect(s.recentOrders[0]?.id).toBe("ORD-000003");
    const totals = await serviceTotals(db);
    expect(totals).toHaveLength(10);
    // Revenue is payments received (billing-figures.test.ts): the seed pays the orders whose work started;
    // cancelled and pending orders earn nothing.
    expect(totals.find((x) => x.serviceId === "influencer")).toEqual({
      serviceId: "influencer",
      orders: 1,
      revenue: [{ currency: "USD", cents: 349_900 }],
    });
    expect(totals.find((x) => x.serviceId === "shilling")).toEqual({
      serviceId: "shilling",
      orders: 1,
      // Nothing received: one US dollar zero line, so that the page is never blank.
      revenue: [{ currency: "USD", cents: 0 }],
    });
    expect(s.revenueByService).toEqual(totals);
  });

  it("gives orders, revenue and conversion per period", async () => {
    const a = await analytics(t.database.db, 7, 0);
    expect(a.series).toHaveLength(7);
    expect(a.totals.orders).toBe(2);
    expect(a.totals.messages).toBe(3);
    expect(a.totals.signups).toBe(2);
    expect(a.conversion.perMessage).toBeCloseTo(2 / 3);
    expect(a.conversion.perSignup).toBe(1);
  });

  it("reports latency percentiles per route and the database size", async () => {
    const m = new Metrics();
    for (let i = 1; i <= 100; i++) m.record("GET /api/x", i === 100 ? 500 : 200, i);
    const p = await performance(t.database.db, m);
    expect(p.routes[0]).toEqual({ route: "GET /api/x", requests: 100, errors: 1, p50: 50, p95: 95 });
    expect(p.lastHour.errorRate).toBeCloseTo(0.01);
    expect(p.databaseBytes).toBeGreaterThan(1_000_000);
  });
});

describe("admin role", () => {
  it("never removes the last admin", async () => {
    const db = t.database.db;
    expect(await setAdminRole(db, adminId, false)).toBe("last_admin");
    const other = randomUUID();
    await db.insert(user).values({ id: other, email: `o-${other}@x.test`, name: "Other" });
    expect(await setAdminRole(db, other, true)).toBe("ok");
    expect(await setAdminRole(db, adminId, false)).toBe("ok");
    expect(await setAdminRole(db, other, false)).toBe("last_admin");
    expect(await setAdminRole(db, "nobody", true)).toBe("not_found");
    await setAdminRole(db, adminId, true);
    expect((await db.select().from(userRoles).where(eq(userRoles.role, "admin"))).length).toBe(2);
  });
});

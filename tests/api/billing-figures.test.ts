import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices, orders, payments, type BillingParty } from "../../server/db/schema";
import { analytics } from "../../server/services/admin/analytics";
import { dashboardStats, serviceTotals } from "../../server/services/admin/stats";
import { signedInUser, type TestUser } from "./auth-helpers";
import { completeBillingSetup, decide, sendQuote } from "./billing-helpers";
import { createTestApp, type TestApp } from "./test-app";
import { placeOrder, post } from "./workspace-helpers";

/**
 * Revenue is money received (payments, by the day received), never list prices; outstanding and overdue come from
 * issued invoices. The invoices and payments are written straight to the database, as the quote and payment flows
 * would leave them, so that every figure below can be checked by hand. Their numbers are of 2020, so that this
 * year's counter stays free for the invoice the last test issues through the API.
 */
let t: TestApp;
let admin: { cookie: string };
let client: { cookie: string; user: TestUser };

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const today = day(0);
const monthFirst = `${today.slice(0, 8)}01`;
/** A figure of US dollars only, as the admin's per-currency figures give it (common/admin.ts MoneyLine[]). */
const usd = (cents: number) => [{ currency: "USD", cents }];
type Lines = { currency: string; cents: number }[];
/** The US dollar line of a per-currency figure (0 when it has none). */
const usdOf = (lines: Lines) => lines.find((l) => l.currency === "USD")?.cents ?? 0;
const seller: BillingParty = { name: "Umbra Agency Ltd.", address: "1 Main St", taxId: "EU1" };

/** Payments: amount, days ago, invoice index. */
const PAID = [
  { cents: 60_000, daysAgo: 0, invoice: 0 },
  { cents: 40_000, daysAgo: 3, invoice: 0 },
  { cents: 10_000, daysAgo: 45, invoice: 1 },
];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t, { admin: true, name: "Ada Admin" });
  client = await signedInUser(t, { name: "Carl Client" });
  const db = t.database.db;
  const order = (code: string, serviceId: string, amountCents: number | null, status: string, name: string) => ({
    code,
    serviceId,
    tierId: "starter",
    amountCents,
    status,
    projectName: `Project ${code}`,
    contactName: name,
    contactEmail: `${name.toLowerCase()}@example.com`,
  });
  // List prices far from the invoiced amounts: a figure computed from them would show.
  const [a, b, c] = await db
    .insert(orders)
    .values([
      order("ORD-100001", "influencer", 349_900, "completed", "Alice"),
      order("ORD-100002", "shilling", 999_900, "in_progress", "Bob"),
      order("ORD-100003", "amazon", null, "pending", "Alice"),
    ])
    .returning();
  const inv = (
    number: string,
    orderId: number,
    buyer: BillingParty,
    totalCents: number,
    status: string,
    dueDate: string,
    hoursAgo: number,
  ) => ({
    number,
    orderId,
    status,
    lines: [{ description: "Work", quantity: 1, unitPriceCents: totalCents }],
    subtotalCents: totalCents,
    taxCents: 0,
    totalCents,
    seller,
    buyer,
    dueDate,
    issuedAt: new Date(Date.now() - hoursAgo * 3_600_000),
    ...(status === "void" ? { voidedAt: new Date(), voidReason: "Wrong amount" } : {}),
  });
  const alice = { name: "Alice Archer", email: "alice@example.com", company: "Archer & Co" };
  const bob = { name: "Bob Baker", email: "bob@example.com" };
  const [voided] = await db
    .insert(invoices)
    .values(inv("INV-2020-0001", b!.id, bob, 99_999, "void", day(10), 50))
    .returning();
  const rows = await db
    .insert(invoices)
    .values([
      // Paid in full, in two payments.
      { ...inv("INV-2020-0002", a!.id, alice, 100_000, "paid", day(-5), 40), paidAt: new Date() },
      // Partly paid and past its due date: 40,000 overdue.
      { ...inv("INV-2020-0003", b!.id, bob, 50_000, "issued", day(-1), 30), replacesId: voided!.id },
      // Not due yet: 30,000 outstanding; the same client with another spelling of the address.
      inv("INV-2020-0004", c!.id, { ...alice, email: "ALICE@example.com" }, 30_000, "issued", day(10), 20),
    ])
    .returning();
  await db.insert(payments).values(
    PAID.map((p) => ({
      invoiceId: rows[p.invoice]!.id,
      amountCents: p.cents,
      method: "bank_transfer",
      reference: `REF-${p.cents}`,
      receivedOn: day(-p.daysAgo),
    })),
  );
}, 60_000);
afterAll(() => t.close());

const get = (who: { cookie: string } | null, path: string) =>
  t.request(path, { headers: who ? { cookie: who.cookie } : {} });
const json = async <T = Record<string, unknown>>(path: string) => {
  const res = await get(admin, path);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};

describe("revenue figures", () => {
  it("equal the payments recorded, not the orders' list prices", async () => {
    const db = t.database.db;
    const monthly = PAID.filter((p) => day(-p.daysAgo) >= monthFirst).reduce((n, p) => n + p.cents, 0);
    const stats = await json<{ monthlyRevenue: Lines; outstanding: Lines; overdue: Lines }>("/api/admin/stats?tz=0");
    expect(stats.monthlyRevenue).toEqual(usd(monthly));
    expect(stats.outstanding).toEqual(usd(40_000 + 30_000));
    expect(stats.overdue).toEqual(usd(40_000));

    const totals = await serviceTotals(db);
    expect(totals.find((s) => s.serviceId === "influencer")).toEqual({
      serviceId: "influencer",
      orders: 1,
      revenue: usd(100_000),
    });
    expect(totals.find((s) => s.serviceId === "shilling")?.revenue).toEqual(usd(10_000));
    expect(totals.find((s) => s.serviceId === "amazon")).toEqual({ serviceId: "amazon", orders: 1, revenue: usd(0) });
    expect(totals.reduce((n, s) => n + usdOf(s.revenue), 0)).toBe(110_000);
    const services = await json<{ services: typeof totals }>("/api/admin/services");
    expect(services.services).toEqual(totals);
    expect((await dashboardStats(db, 0)).revenueByService).toEqual(totals);

    const week = await analytics(db, 7, 0);
    expect(week.currencies).toEqual(["USD"]);
    expect(week.totals.revenue).toEqual(usd(100_000));
    expect(week.series.find((d) => d.day === today)?.revenue).toEqual(usd(60_000));
    expect(week.series.find((d) => d.day === day(-3))?.revenue).toEqual(usd(40_000));
    expect(week.series.find((d) => d.day === day(-1))?.revenue).toEqual(usd(0));
    const quarter = await json<{ totals: { revenue: Lines } }>("/api/admin/analytics?days=90&tz=0");
    expect(quarter.totals.revenue).toEqual(usd(110_000));
  });

  it("counts a month from the 1st on the admin's calendar", async () => {
    const db = t.database.db;
    // Noon UTC on the 1st: the payments of the 1st count, the day before (last month) does not.
    const [extra] = await db
      .insert(payments)
      .values({
        invoiceId: (await db.select().from(invoices).where(eq(invoices.number, "INV-2020-0002")))[0]!.id,
        amountCents: 1,
        method: "crypto",
        receivedOn: "2030-05-31",
      })
      .returning();
    const first = await dashboardStats(db, 0, new Date("2030-06-01T12:00:00Z"));
    expect(first.monthlyRevenue).toEqual(usd(0));
    const may = await dashboardStats(db, 0, new Date("2030-05-31T12:00:00Z"));
    expect(may.monthlyRevenue).toEqual(usd(1));
    // UTC-10 (getTimezoneOffset 600): 2030-06-01T05:00Z is still 31 May for that admin.
    expect((await dashboardStats(db, 600, new Date("2030-06-01T05:00:00Z"))).monthlyRevenue).toEqual(usd(1));
    await db.delete(payments).where(eq(payments.id, extra!.id));
  });
});

interface ListRow {
  number: string;
  orderCode: string;
  status: string;
  totalCents: number;
  paidCents: number;
  overdue: boolean;
  replacesNumber: string | null;
  customerName: string;
  customerEmail: string;
  dueDate: string;
  buyer: { name: string; email: string; company: string };
}
interface List {
  invoices: ListRow[];
  total: number;
  page: number;
  pageSize: number;
  totals: { outstanding: Lines; overdue: Lines; paid: Lines };
}
const totals = (outstanding: number, overdue: number, paid: number) => ({
  outstanding: usd(outstanding),
  overdue: usd(overdue),
  paid: usd(paid),
});
const numbers = (l: List) => l.invoices.map((i) => i.number);

describe("GET /api/admin/invoices", () => {
  it("lists newest first with paid amounts, overdue flags and the totals", async () => {
    const all = await json<List>("/api/admin/invoices");
    expect(numbers(all)).toEqual(["INV-2020-0004", "INV-2020-0003", "INV-2020-0002", "INV-2020-0001"]);
    expect(all).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    expect(all.totals).toEqual(totals(70_000, 40_000, 110_000));
    const late = all.invoices[1]!;
    expect(late).toMatchObject({
      number: "INV-2020-0003",
      orderCode: "ORD-100002",
      status: "issued",
      totalCents: 50_000,
      paidCents: 10_000,
      overdue: true,
      replacesNumber: "INV-2020-0001",
      customerName: "Bob Baker",
      customerEmail: "bob@example.com",
    });
    expect(all.invoices[0]).toMatchObject({ overdue: false, paidCents: 0, replacesNumber: null });
    expect(all.invoices[2]).toMatchObject({ status: "paid", paidCents: 100_000, overdue: false });
    expect(all.invoices[2]!.buyer).toEqual({
      name: "Alice Archer",
      email: "alice@example.com",
      company: "Archer & Co",
      address: "",
      taxId: "",
    });
    expect(late).not.toHaveProperty("lines");
    expect(late).not.toHaveProperty("payments");
  });

  it("filters by status", async () => {
    expect(numbers(await json<List>("/api/admin/invoices?status=issued"))).toEqual(["INV-2020-0004", "INV-2020-0003"]);
    const overdue = await json<List>("/api/admin/invoices?status=overdue");
    expect(numbers(overdue)).toEqual(["INV-2020-0003"]);
    expect(overdue.totals).toEqual(totals(40_000, 40_000, 10_000));
    expect(numbers(await json<List>("/api/admin/invoices?status=paid"))).toEqual(["INV-2020-0002"]);
    const voided = await json<List>("/api/admin/invoices?status=void");
    expect(numbers(voided)).toEqual(["INV-2020-0001"]);
    expect(voided.totals).toEqual(totals(0, 0, 0));
    expect((await get(admin, "/api/admin/invoices?status=late")).status).toBe(400);
    expect((await get(admin, "/api/admin/invoices?pageSize=101")).status).toBe(400);
  });

  it("searches the number, the order code, the customer's name and e-mail", async () => {
    expect(numbers(await json<List>("/api/admin/invoices?q=2020-0003"))).toEqual(["INV-2020-0003"]);
    expect(numbers(await json<List>("/api/admin/invoices?q=ord-100003"))).toEqual(["INV-2020-0004"]);
    expect(numbers(await json<List>("/api/admin/invoices?q=baker"))).toEqual(["INV-2020-0003", "INV-2020-0001"]);
    const alice = await json<List>("/api/admin/invoices?q=alice%40EXAMPLE");
    expect(numbers(alice)).toEqual(["INV-2020-0004", "INV-2020-0002"]);
    expect(alice.totals).toEqual(totals(30_000, 0, 100_000));
    expect((await json<List>("/api/admin/invoices?q=100%25")).total).toBe(0);
    expect(numbers(await json<List>("/api/admin/invoices?q=baker&status=void"))).toEqual(["INV-2020-0001"]);
  });

  it("pages", async () => {
    const p2 = await json<List>("/api/admin/invoices?pageSize=3&page=2");
    expect(p2).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(numbers(p2)).toEqual(["INV-2020-0001"]);
    expect(numbers(await json<List>("/api/admin/invoices?pageSize=3&page=3"))).toEqual([]);
  });
});

describe("GET /api/admin/invoices.csv", () => {
  it("streams what the filters select, with amounts in currency units", async () => {
    const res = await get(admin, "/api/admin/invoices.csv?status=issued");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="invoices-\d{4}-\d{2}-\d{2}\.csv"$/);
    // A byte-order mark first, so that spreadsheets read the names right (res.text() would drop it).
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(text.startsWith("\uFEFF")).toBe(true);
    const lines = text.slice(1).trim().split("\r\n");
    expect(lines[0]).toBe(
      "number,order_id,customer,email,company,issued_at,due_date,status,overdue,subtotal,tax,total,paid,refunded,balance,currency,paid_at,voided_at,void_reason",
    );
    expect(lines.slice(1).map((l) => l.split(",")[0])).toEqual(["INV-2020-0004", "INV-2020-0003"]);
    expect(lines[1]).toContain(",Alice Archer,ALICE@example.com,Archer & Co,");
    expect(lines[2]).toMatch(
      new RegExp(
        `^INV-2020-0003,ORD-100002,Bob Baker,bob@example.com,,[^,]+,${day(-1)},issued,yes,500.00,0.00,500.00,100.00,0.00,400.00,USD,,,$`,
      ),
    );
    const search = await (await get(admin, "/api/admin/invoices.csv?q=alice")).text();
    expect(search.trim().split("\r\n")).toHaveLength(3);
    const voided = await (await get(admin, "/api/admin/invoices.csv?status=void")).text();
    expect(voided.trim().split("\r\n")[1]).toMatch(
      /,void,no,999.99,0.00,999.99,0.00,0.00,0.00,USD,,[^,]+,Wrong amount$/,
    );
  });
});

describe("GET /api/admin/billing/balances", () => {
  it("gives each client's invoiced, paid, balance and overdue amounts, void invoices left out", async () => {
    const { clients } = await json<{ clients: unknown[] }>("/api/admin/billing/balances");
    expect(clients).toEqual([
      {
        email: "bob@example.com",
        name: "Bob Baker",
        currency: "USD",
        invoicedCents: 50_000,
        paidCents: 10_000,
        balanceCents: 40_000,
        overdueCents: 40_000,
      },
      {
        email: "alice@example.com",
        name: "Alice Archer",
        currency: "USD",
        invoicedCents: 130_000,
        paidCents: 100_000,
        balanceCents: 30_000,
        overdueCents: 0,
      },
    ]);
  });
});

describe("GET /api/admin/billing/balances, payment ids unlike invoice ids", () => {
  it("sums each invoice's own payments, whatever the payments' ids", async () => {
    const { db } = t.database;
    const before = await json<{ clients: unknown[] }>("/api/admin/billing/balances");
    // The same payments written again get new ids, none equal to its invoice's any more.
    const all = await db.select().from(payments);
    await db.delete(payments);
    await db.insert(payments).values(all.map(({ id: _id, ...rest }) => rest));
    const moved = await db.select({ id: payments.id, invoiceId: payments.invoiceId }).from(payments);
    expect(moved.some((p) => p.id === p.invoiceId)).toBe(false);
    expect(await json<{ clients: unknown[] }>("/api/admin/billing/balances")).toEqual(before);
  });
});

describe("access", () => {
  it("is for staff: 401 anonymous, 403 for a client", async () => {
    for (const path of [
      "/api/admin/invoices",
      "/api/admin/invoices.csv",
      "/api/admin/billing/balances",
      "/api/admin/stats",
    ]) {
      expect((await get(null, path)).status, path).toBe(401);
      const denied = await get(client, path);
      expect(denied.status, path).toBe(403);
      expect(await denied.json()).toEqual({ error: { code: "FORBIDDEN", message: expect.any(String) } });
    }
  });
});

describe("through the API", () => {
  it("quote accepted, bank transfer recorded: revenue moves by exactly that amount, the invoice leaves outstanding", async () => {
    const stats = async () => {
      const s = await json<{ monthlyRevenue: Lines; outstanding: Lines }>("/api/admin/stats?tz=0");
      return { monthlyRevenueCents: usdOf(s.monthlyRevenue), outstandingCents: usdOf(s.outstanding) };
    };
    await completeBillingSetup(t, admin.cookie);
    const before = await stats();
    const { code } = await placeOrder(t, client.user.email, client.cookie);
    expect((await sendQuote(t, admin.cookie, code)).status).toBe(201);
    const decided = await decide(t, client.cookie, code, 1, { decision: "accept" });
    expect(decided.status).toBe(200);
    const { invoice } = (await decided.json()) as { invoice: { number: string; totalCents: number } };
    const issued = await stats();
    expect(issued.outstandingCents - before.outstandingCents).toBe(invoice.totalCents);
    expect(issued.monthlyRevenueCents).toBe(before.monthlyRevenueCents);

    const part = 12_345;
    const paid = await post(t, `/api/admin/invoices/${invoice.number}/payments`, admin.cookie, {
      method: "bank_transfer",
      receivedOn: today,
      reference: "SEPA 1",
      amountCents: part,
    });
    expect(paid.status).toBe(201);
    const after = await stats();
    expect(after.monthlyRevenueCents - before.monthlyRevenueCents).toBe(part);
    expect(after.outstandingCents - before.outstandingCents).toBe(invoice.totalCents - part);
    const listed = await json<List>(`/api/admin/invoices?q=${invoice.number}`);
    expect(listed.invoices[0]).toMatchObject({ status: "issued", paidCents: part, overdue: false });

    // The rest (the default amount): paid in full, nothing left outstanding.
    const rest = await post(t, `/api/admin/invoices/${invoice.number}/payments`, admin.cookie, {
      method: "crypto",
      receivedOn: today,
    });
    expect(rest.status).toBe(201);
    const final = await stats();
    expect(final.monthlyRevenueCents - before.monthlyRevenueCents).toBe(invoice.totalCents);
    expect(final.outstandingCents).toBe(before.outstandingCents);
    const balance = (
      await json<{ clients: { email: string; balanceCents: number; paidCents: number }[] }>(
        "/api/admin/billing/balances",
      )
    ).clients.find((c) => c.email === client.user.email.toLowerCase());
    expect(balance).toMatchObject({ balanceCents: 0, paidCents: invoice.totalCents });
  });
});

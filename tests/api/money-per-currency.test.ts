import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditNotes, invoices, orders, payments, type BillingParty } from "../../server/db/schema";
import { signedInUser } from "./auth-helpers";
import { createTestApp, type TestApp } from "./test-app";

/**
 * Issue 22: every admin figure that adds money adds per currency and gives one line per currency; amounts of
 * different currencies are never added together. A mix of US dollar and euro invoices, payments and one credit
 * note is written straight to the database (as the quote, payment and cancellation flows would leave them), so that
 * every line below can be checked by hand. The invoices are numbered in 2021, apart from billing-figures' 2020.
 */
let t: TestApp;
let admin: { cookie: string };

type Lines = { currency: string; cents: number }[];

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const today = day(0);
const monthFirst = `${today.slice(0, 8)}01`;
const seller: BillingParty = { name: "Umbra Agency Ltd.", address: "1 Main St", taxId: "EU1" };
const alice = { name: "Alice Archer", email: "alice@example.com" };
const bob = { name: "Bob Baker", email: "bob@example.com" };

/** Payments: amount, currency, day received, invoice index. */
const PAID = [
  { cents: 50_000, currency: "USD", on: day(0), invoice: 0 },
  { cents: 10_000, currency: "USD", on: day(-2), invoice: 0 },
  { cents: 30_000, currency: "EUR", on: day(0), invoice: 1 },
  { cents: 20_000, currency: "EUR", on: day(0), invoice: 2 },
];
/** US dollars received this month (a payment two days ago may fall in last month on the 1st or 2nd). */
const usdThisMonth = PAID.filter((p) => p.currency === "USD" && p.on >= monthFirst).reduce((n, p) => n + p.cents, 0);

const inv = (
  number: string,
  orderId: number,
  buyer: BillingParty,
  currency: string,
  totalCents: number,
  status: string,
  dueDate: string,
  hoursAgo: number,
) => ({
  number,
  orderId,
  status,
  currency,
  lines: [{ description: "Work", quantity: 1, unitPriceCents: totalCents }],
  subtotalCents: totalCents,
  taxCents: 0,
  totalCents,
  seller,
  buyer,
  dueDate,
  issuedAt: new Date(Date.now() - hoursAgo * 3_600_000),
  ...(status === "paid" ? { paidAt: new Date() } : {}),
});

const order = (code: string, serviceId: string, currency: string, amountCents: number, who: BillingParty) => ({
  code,
  serviceId,
  tierId: "starter",
  currency,
  amountCents,
  status: "in_progress",
  projectName: `Project ${code}`,
  contactName: who.name,
  contactEmail: who.email!,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t, { admin: true, name: "Ada Admin" });
  const db = t.database.db;
  const [a, b, c] = await db
    .insert(orders)
    .values([
      order("ORD-200001", "influencer", "USD", 100_000, alice),
      order("ORD-200002", "shilling", "EUR", 80_000, alice),
      order("ORD-200003", "influencer", "EUR", 20_000, bob),
    ])
    .returning();
  const rows = await db
    .insert(invoices)
    .values([
      // Dollars: 100,000 invoiced, 60,000 paid, 40,000 outstanding, not due yet.
      inv("INV-2021-0001", a!.id, alice, "USD", 100_000, "issued", day(10), 30),
      // Euros, the same client: 80,000 invoiced, 30,000 paid, 50,000 overdue.
      inv("INV-2021-0002", b!.id, alice, "EUR", 80_000, "issued", day(-2), 20),
      // Euros, paid in full, then 5,000 credited back.
      inv("INV-2021-0003", c!.id, bob, "EUR", 20_000, "paid", day(10), 10),
    ])
    .returning();
  await db.insert(payments).values(
    PAID.map((p) => ({
      invoiceId: rows[p.invoice]!.id,
      amountCents: p.cents,
      currency: p.currency,
      method: "bank_transfer",
      reference: `REF-${p.cents}`,
      receivedOn: p.on,
    })),
  );
  await db.insert(creditNotes).values({
    number: "CN-2021-0001",
    invoiceId: rows[2]!.id,
    orderId: c!.id,
    currency: "EUR",
    amountCents: 5_000,
    reason: "Partial refund",
    seller,
    buyer: bob,
  });
}, 60_000);
afterAll(() => t.close());

const json = async <T>(path: string) => {
  const res = await t.request(path, { headers: { cookie: admin.cookie } });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};
const csv = async (path: string) => {
  const res = await t.request(path, { headers: { cookie: admin.cookie } });
  expect(res.status, path).toBe(200);
  return (await res.text())
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
};

describe("admin figures with US dollars and euros", () => {
  it("the dashboard gives one line per currency: revenue net of the credit note, outstanding, overdue", async () => {
    const stats = await json<{
      monthlyRevenue: Lines;
      outstanding: Lines;
      overdue: Lines;
      revenueByService: { serviceId: string; orders: number; revenue: Lines }[];
      topServices: { serviceId: string; orders: number; revenue: Lines }[];
    }>("/api/admin/stats?tz=0");
    expect(stats.monthlyRevenue).toEqual([
      { currency: "USD", cents: usdThisMonth },
      // 30,000 + 20,000 received, 5,000 credited back.
      { currency: "EUR", cents: 45_000 },
    ]);
    expect(stats.outstanding).toEqual([
      { currency: "USD", cents: 40_000 },
      { currency: "EUR", cents: 50_000 },
    ]);
    // Nothing overdue in dollars: no dollar line at all.
    expect(stats.overdue).toEqual([{ currency: "EUR", cents: 50_000 }]);
    const influencer = {
      serviceId: "influencer",
      orders: 2,
      revenue: [
        { currency: "USD", cents: 60_000 },
        { currency: "EUR", cents: 15_000 },
      ],
    };
    expect(stats.revenueByService.find((s) => s.serviceId === "influencer")).toEqual(influencer);
    expect(stats.revenueByService.find((s) => s.serviceId === "shilling")?.revenue).toEqual([
      { currency: "EUR", cents: 30_000 },
    ]);
    expect(stats.revenueByService.find((s) => s.serviceId === "music")?.revenue).toEqual([
      { currency: "USD", cents: 0 },
    ]);
    expect(stats.topServices[0]).toEqual(influencer);
  });

  it("the services page gives each service's revenue per currency", async () => {
    const { services } = await json<{ services: { serviceId: string; revenue: Lines }[] }>("/api/admin/services");
    const byCurrency = new Map<string, number>();
    for (const l of services.flatMap((s) => s.revenue))
      byCurrency.set(l.currency, (byCurrency.get(l.currency) ?? 0) + l.cents);
    expect(Object.fromEntries(byCurrency)).toEqual({ USD: 60_000, EUR: 45_000 });
  });

  it("analytics give the currencies of the period, a line per currency each day and totals per currency", async () => {
    const week = await json<{
      currencies: string[];
      series: { day: string; revenue: Lines }[];
      totals: { revenue: Lines; orders: number };
    }>("/api/admin/analytics?days=7&tz=0");
    expect(week.currencies).toEqual(["USD", "EUR"]);
    expect(week.totals.revenue).toEqual([
      { currency: "USD", cents: 60_000 },
      { currency: "EUR", cents: 45_000 },
    ]);
    expect(week.series.find((d) => d.day === today)?.revenue).toEqual([
      { currency: "USD", cents: 50_000 },
      { currency: "EUR", cents: 45_000 },
    ]);
    expect(week.series.find((d) => d.day === day(-2))?.revenue).toEqual([
      { currency: "USD", cents: 10_000 },
      { currency: "EUR", cents: 0 },
    ]);
    expect(week.totals.orders).toBe(3);
  });

  it("the invoice list's totals are per currency, and follow the filters", async () => {
    type Totals = { outstanding: Lines; overdue: Lines; paid: Lines };
    const all = await json<{ totals: Totals; invoices: { number: string; currency: string }[] }>("/api/admin/invoices");
    expect(all.totals).toEqual({
      outstanding: [
        { currency: "USD", cents: 40_000 },
        { currency: "EUR", cents: 50_000 },
      ],
      overdue: [{ currency: "EUR", cents: 50_000 }],
      paid: [
        { currency: "USD", cents: 60_000 },
        { currency: "EUR", cents: 50_000 },
      ],
    });
    expect(all.invoices.map((i) => [i.number, i.currency])).toEqual([
      ["INV-2021-0003", "EUR"],
      ["INV-2021-0002", "EUR"],
      ["INV-2021-0001", "USD"],
    ]);
    const overdue = await json<{ totals: Totals }>("/api/admin/invoices?status=overdue");
    expect(overdue.totals).toEqual({
      outstanding: [{ currency: "EUR", cents: 50_000 }],
      overdue: [{ currency: "EUR", cents: 50_000 }],
      paid: [{ currency: "EUR", cents: 30_000 }],
    });
  });

  it("a client owing in two currencies has two balances", async () => {
    const { clients } = await json<{ clients: unknown[] }>("/api/admin/billing/balances");
    expect(clients).toEqual([
      {
        email: "alice@example.com",
        name: "Alice Archer",
        currency: "EUR",
        invoicedCents: 80_000,
        paidCents: 30_000,
        balanceCents: 50_000,
        overdueCents: 50_000,
      },
      {
        email: "alice@example.com",
        name: "Alice Archer",
        currency: "USD",
        invoicedCents: 100_000,
        paidCents: 60_000,
        balanceCents: 40_000,
        overdueCents: 0,
      },
      {
        email: "bob@example.com",
        name: "Bob Baker",
        currency: "EUR",
        invoicedCents: 20_000,
        paidCents: 20_000,
        balanceCents: 0,
        overdueCents: 0,
      },
    ]);
  });
});

describe("CSV exports write each amount with its currency's digits", () => {
  it("euros to the cent, yen whole", async () => {
    const db = t.database.db;
    const carl = { name: "Carl Client", email: "carl@example.com" };
    const [jpy] = await db
      .insert(orders)
      .values(order("ORD-200004", "music", "JPY", 150_000, carl))
      .returning();
    const [yen] = await db
      .insert(invoices)
      .values(inv("INV-2021-0004", jpy!.id, carl, "JPY", 150_000, "issued", day(10), 1))
      .returning();
    await db.insert(payments).values({
      invoiceId: yen!.id,
      amountCents: 50_000,
      currency: "JPY",
      method: "bank_transfer",
      receivedOn: today,
    });

    const lines = await csv("/api/admin/invoices.csv");
    const row = (number: string) => lines.find((l) => l.startsWith(`${number},`))!;
    // subtotal, tax, total, paid, refunded, balance, currency
    expect(row("INV-2021-0004")).toContain(",150000,0,150000,50000,0,100000,JPY,");
    expect(row("INV-2021-0002")).toContain(",800.00,0.00,800.00,300.00,0.00,500.00,EUR,");
    expect(row("INV-2021-0003")).toContain(",200.00,0.00,200.00,200.00,50.00,0.00,EUR,");
    expect(row("INV-2021-0001")).toContain(",1000.00,0.00,1000.00,600.00,0.00,400.00,USD,");

    const orderLines = await csv("/api/admin/orders.csv");
    const orderRow = (code: string) => orderLines.find((l) => l.startsWith(`${code},`))!;
    expect(orderRow("ORD-200004")).toContain(",150000,JPY,");
    expect(orderRow("ORD-200002")).toContain(",800.00,EUR,");
    expect(orderRow("ORD-200001")).toContain(",1000.00,USD,");

    // The yen now count in the figures as a third line of their own, never added to the others.
    const stats = await json<{ outstanding: Lines; monthlyRevenue: Lines }>("/api/admin/stats?tz=0");
    expect(stats.outstanding).toEqual([
      { currency: "USD", cents: 40_000 },
      { currency: "EUR", cents: 50_000 },
      { currency: "JPY", cents: 100_000 },
    ]);
    expect(stats.monthlyRevenue.find((l) => l.currency === "JPY")).toEqual({ currency: "JPY", cents: 50_000 });
  });
});

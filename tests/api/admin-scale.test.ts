import { desc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "@common/catalog";
import { contactMessages, newsletterSubscribers, orders, user } from "../../server/db/schema";
import { toCsv } from "../../server/services/admin/orders";
import { signedInUser } from "./auth-helpers";
import { createTestApp, type TestApp } from "./test-app";

/**
 * The admin lists and exports over a larger set (2,500 orders): the streamed CSV is byte for byte what the
 * former in-memory export wrote, and the indexed search, filters and page totals agree with a plain reading
 * of every row. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
let t: TestApp;
let admin: { cookie: string };
const N = 2500;
const T0 = Date.UTC(2026, 0, 15, 12, 0, 0);

/** Names a spreadsheet or a LIKE pattern could misread, spread over the set. */
const TRICKY = [
  'Anne "Nan" Smith',
  "Ortiz, Camila",
  "Line\nBreak",
  "Carriage\rReturn",
  '=HYPERLINK("http://x.test","click")',
  "+33 Dupont",
  "-Minus Man",
  "@handle Studio",
  "\tTabbed",
  "100% Growth",
  "a_b Corp",
  "O'Brien & Sons",
  "Zoë Müller",
  "山田 太郎",
  "Back\\slash",
];

function orderRow(i: number) {
  const name = i % 7 === 0 ? TRICKY[(i / 7) % TRICKY.length]! : `Client ${i}`;
  return {
    code: `ORD-${String(i).padStart(6, "0")}`,
    serviceId: ["shilling", "influencer", "press"][i % 3]!,
    tierId: ["starter", "professional", "enterprise"][i % 3]!,
    // Every 11th is a custom quote without an amount.
    amountCents: i % 11 === 0 ? null : 99_900 + i,
    projectName: `Project ${i}`,
    contactName: name,
    contactEmail: i % 13 === 0 ? `=cmd${i}@example.com` : `client${i}@example.com`,
    paymentMethod: i % 5 === 0 ? null : ["card", "paypal", "bank_transfer", "crypto"][i % 4]!,
    status: ORDER_STATUSES[i % 4]!,
    locale: "en",
    // 1,200 orders share one timestamp (ties are ordered by id), across the batch boundaries of the export.
    createdAt: new Date(i > 600 && i <= 1800 ? T0 - 600_000 : T0 - i * 1000),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t, { admin: true });
  const db = t.database.db;
  for (let start = 1; start <= N; start += 500) {
    await db.insert(orders).values(Array.from({ length: 500 }, (_, k) => orderRow(start + k)));
  }
  // Microseconds, which a JavaScript Date cannot hold: the export must show the milliseconds as before.
  await db.execute(sql`update ${orders} set created_at = created_at + interval '123 microseconds' where id % 2 = 0`);
  await db.insert(newsletterSubscribers).values(
    Array.from({ length: 1300 }, (_, i) => ({
      email: i % 9 === 0 ? `+plus${i}@example.com` : `reader${i}@example.com`,
      locale: ["en", "de", "ja"][i % 3]!,
      unsubscribeToken: `token-${i}`,
      unsubscribedAt: i % 10 === 0 ? new Date(T0) : null,
      createdAt: new Date(i < 1100 ? T0 - (2000 - i) * 1000 : T0),
    })),
  );
  await db.insert(contactMessages).values([
    { name: "Percent", email: "p@example.com", service: "general", message: "We grew 100% last year" },
    { name: "Under", email: "u@example.com", service: "general", message: "Ask about a_b testing" },
    { name: "Quote", email: "q@example.com", service: "general", message: "It's O'Brien again" },
    { name: "Plain", email: "x@example.com", service: "general", message: "1000 followers and ab testing" },
  ]);
  await db.insert(user).values([
    { id: "scale-u1", name: "Pat O'Neil", email: "pat_oneil@example.com" },
    { id: "scale-u2", name: "Pat ONeil", email: "patxoneil@example.com" },
  ]);
});
afterAll(() => t.close());

const get = (path: string) => t.request(path, { headers: { cookie: admin.cookie } });

/** The export as the former implementation wrote it: every row read, then formatted in JavaScript. */
async function formerOrdersCsv(where?: ReturnType<typeof sql>) {
  const rows = await t.database.db
    .select()
    .from(orders)
    .where(where ?? sql`true`)
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return toCsv([
    [
      "order_id",
      "customer",
      "email",
      "service",
      "plan",
      "amount",
      "currency",
      "status",
      "payment_method",
      "created_at",
    ],
    ...rows.map((o) => [
      o.code,
      o.contactName,
      o.contactEmail,
      o.serviceId,
      o.tierId,
      o.amountCents === null ? "" : (o.amountCents / 100).toFixed(2),
      o.currency,
      o.status,
      o.paymentMethod ?? "",
      o.createdAt.toISOString(),
    ]),
  ]);
}

/** Reads a response body chunk by chunk, as a browser saving the download would. */
async function readChunks(res: Response) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
  const chunks: string[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(decoder.decode(value, { stream: true }));
  }
  return chunks;
}

describe("GET /api/admin/orders.csv over 2,500 orders", () => {
  it("streams every row, with the same header, columns and escaping as before", async () => {
    const res = await get("/api/admin/orders.csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const chunks = await readChunks(res);
    // Written batch by batch as the rows are read, not as one block at the end.
    expect(chunks.length).toBeGreaterThan(2);
    const body = chunks.join("");
    expect(body.startsWith("\uFEFF")).toBe(true);
    const expected = await formerOrdersCsv();
    expect(body.slice(1)).toBe(expected);
    // The header, then one record per order (a quoted cell may hold a line break).
    expect(expected.split("\r\n")[0]).toBe(
      "order_id,customer,email,service,plan,amount,currency,status,payment_method,created_at",
    );
    expect(body.match(/^ORD-\d{6},/gm)).toHaveLength(N);
  });

  it("keeps formulas out of spreadsheets and quotes what needs quoting", async () => {
    const body = (await readChunks(await get("/api/admin/orders.csv?q=ORD-000"))).join("");
    expect(body).toContain(`,"'=HYPERLINK(""http://x.test"",""click"")",`);
    expect(body).toContain(",'+33 Dupont,");
    expect(body).toContain(",'-Minus Man,");
    expect(body).toContain(",'@handle Studio,");
    expect(body).toContain(",'\tTabbed,");
    expect(body).toContain(`,"Anne ""Nan"" Smith",`);
    expect(body).toContain(`,"Ortiz, Camila",`);
    expect(body).toContain(`,"Line\nBreak",`);
    expect(body).toContain(`,"Carriage\rReturn",`);
    expect(body).toMatch(/,'=cmd\d+@example\.com,/);
    expect(body).toContain(",山田 太郎,");
  });

  it("exports exactly what the filters select", async () => {
    const res = await get("/api/admin/orders.csv?status=cancelled&q=client1");
    const body = (await readChunks(res)).join("").slice(1);
    expect(body).toBe(
      await formerOrdersCsv(
        sql`${orders.status} = 'cancelled' and (${orders.code} ilike '%client1%' or ${orders.contactName} ilike '%client1%' or ${orders.contactEmail} ilike '%client1%')`,
      ),
    );
    const empty = (await readChunks(await get("/api/admin/orders.csv?q=no-such-order"))).join("");
    expect(empty).toBe(
      "\uFEFForder_id,customer,email,service,plan,amount,currency,status,payment_method,created_at\r\n",
    );
  });
});

describe("GET /api/admin/subscribers.csv", () => {
  it("streams every active subscriber, oldest first, as before", async () => {
    const res = await get("/api/admin/subscribers.csv");
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="subscribers-.*\.csv"$/);
    const body = (await readChunks(res)).join("");
    const rows = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(sql`${newsletterSubscribers.unsubscribedAt} is null`)
      .orderBy(newsletterSubscribers.createdAt, newsletterSubscribers.id);
    expect(rows.length).toBeGreaterThan(1000);
    expect(body).toBe(
      "\uFEFF" +
        toCsv([
          ["email", "locale", "subscribed_at"],
          ...rows.map((s) => [s.email, s.locale, s.createdAt.toISOString()]),
        ]),
    );
    expect(body).toContain("\r\n'+plus9@example.com,");
  });
});

type Page = { items: { id: string; customerName: string }[]; total: number; page: number };
const list = async (query: string) => (await (await get(`/api/admin/orders?${query}`)).json()) as Page;

/** What a search must find: the orders whose id, name or e-mail contains the text, in any case. */
function expectedMatches(q: string, status?: string) {
  const needle = q.toLowerCase();
  return Array.from({ length: N }, (_, k) => ({ ...orderRow(k + 1), i: k + 1 })).filter(
    (o) =>
      (!status || o.status === status) &&
      [o.code, o.contactName, o.contactEmail].some((v) => v.toLowerCase().includes(needle)),
  );
}

describe("GET /api/admin/orders with indexes", () => {
  it("counts and pages every status correctly", async () => {
    const all = await list("pageSize=100");
    expect(all.total).toBe(N);
    for (const status of ORDER_STATUSES) {
      const first = await list(`status=${status}&pageSize=100`);
      expect(first.total).toBe(N / 4);
      const last = await list(`status=${status}&pageSize=100&page=7`);
      expect(last.items).toHaveLength(N / 4 - 600);
      expect(last.total).toBe(N / 4);
    }
    const beyond = await list("page=300&pageSize=10");
    expect(beyond).toMatchObject({ items: [], total: N, page: 300 });
  });

  it("pages through the ties in one timestamp without losing or repeating an order", async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 25; page++)
      seen.push(...(await list(`page=${page}&pageSize=100`)).items.map((o) => o.id));
    expect(new Set(seen).size).toBe(N);
  });

  it.each([
    ["100%", undefined],
    ["a_b", undefined],
    ["O'Brien", undefined],
    ["o'brien", "pending"],
    ["Back\\slash", undefined],
    ["Müller", undefined],
    ["山田", undefined],
    ["client12", undefined],
    ["ord-0012", "completed"],
    ["=cmd", undefined],
    ["%", undefined],
    ["_", undefined],
    ["b", "cancelled"],
  ])("searches %j (status %s) with the same result as reading every row", async (q, status) => {
    const expected = expectedMatches(q, status);
    const res = await list(`q=${encodeURIComponent(q)}&pageSize=100${status ? `&status=${status}` : ""}`);
    expect(res.total).toBe(expected.length);
    expect(res.items.map((o) => o.id).sort()).toEqual(
      expected
        // Newest first; even ids are 123 µs later (see beforeAll), ties by id.
        .map((o) => ({ ...o, at: o.createdAt.getTime() + (o.i % 2 === 0 ? 0.123 : 0) }))
        .sort((a, b) => b.at - a.at || b.i - a.i)
        .slice(0, 100)
        .map((o) => o.code)
        .sort(),
    );
  });

  it("finds nothing for a text that is nowhere", async () => {
    expect(await list("q=zzz-no-such-text")).toMatchObject({ items: [], total: 0 });
  });
});

describe("search of users, messages and subscribers", () => {
  it("takes %, _ and quotes as text", async () => {
    const messages = async (q: string) =>
      (
        (await (await get(`/api/admin/messages?q=${encodeURIComponent(q)}`)).json()) as { items: { name: string }[] }
      ).items.map((m) => m.name);
    expect(await messages("100%")).toEqual(["Percent"]);
    expect(await messages("a_b")).toEqual(["Under"]);
    expect(await messages("O'Brien")).toEqual(["Quote"]);
    const users = async (q: string) =>
      (
        (await (await get(`/api/admin/users?q=${encodeURIComponent(q)}`)).json()) as { items: { id: string }[] }
      ).items.map((u) => u.id);
    expect(await users("pat_")).toEqual(["scale-u1"]);
    expect(await users("O'Neil")).toEqual(["scale-u1"]);
    const subs = (await (await get(`/api/admin/subscribers?q=${encodeURIComponent("+plus9@")}`)).json()) as {
      items: { email: string }[];
      total: number;
    };
    expect(subs.items.map((s) => s.email)).toEqual(["+plus9@example.com"]);
    expect(subs.total).toBe(1);
  });
});

/**
 * The 10,000-order case of `npm run bench`: a fresh database (a temporary PGlite folder, or a new database on
 * the PostgreSQL server of BENCH_DATABASE_URL) seeded with 10,000 orders, 2,000 users, 2,000 contact messages
 * and 5,000 subscribers, then the admin lists, filters, searches and CSV exports, called in-process through
 * the real app (`app.request`), so that the figures are server time without the network. Printed, never asserted.
 * Alone: `npx tsx scripts/bench-admin.ts` (BENCH_DATABASE_URL=postgres://… for PostgreSQL).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { createApp } from "../server/app";
import { loadConfig } from "../server/config";
import { openDatabase, type Database } from "../server/db/client";
import { createLogger } from "../server/lib/logger";
import { benchStaffSession } from "./bench-staff";

const ORDERS = Number(process.env.BENCH_ORDERS ?? 10_000);
const RUNS = Number(process.env.BENCH_ADMIN_RUNS ?? 40);

async function freshDatabase(dataDir: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  const baseUrl = process.env.BENCH_DATABASE_URL;
  if (!baseUrl) return { database: await openDatabase({ dataDir, lock: false }), drop: async () => {} };
  const name = `bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir });
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Deterministic, varied rows made in SQL (one statement per table, a second or two for 10,000 orders). */
export async function seedVolume(database: Database) {
  const { db } = database;
  const first = `(array['Sarah','Michael','Emma','David','Lisa','James','Hana','Kenji','Noah','Olivia','Lucas','Mia','Yuki','Wei','Sofia','Mateo','Amélie','Jonas','Chloé','Léa'])`;
  const last = `(array['Johnson','Chen','Rodriguez','Kim','Thompson','Wilson','Tanaka','Sato','Becker','Martin','Müller','García','Dubois','Rossi','Nguyen','Silva','Schmidt','Li','Wang','Ito'])`;
  await db.execute(
    sql.raw(`
    insert into orders (code, service_id, tier_id, amount_cents, project_name, project_description, project_goals, contact_name,
      contact_email, contact_phone, payment_method, status, locale, created_at, updated_at)
    select 'ORD-' || lpad(i::text, 6, '0'),
      (array['shilling','influencer','amazon','music','youtube','political','business','reputation','press','custom'])[1 + i % 10],
      (array['starter','professional','enterprise'])[1 + i % 3],
      (array[99900, 249900, 499900])[1 + i % 3],
      'Project ' || i,
      repeat('Campaign brief number ' || i || ': audience, channels, tone of voice and the launch plan. ', 8),
      '["Reach 100k listeners", "Grow the mailing list", "Press coverage in two outlets"]'::jsonb,
      ${first}[1 + i % 20] || ' ' || ${last}[1 + (i / 20) % 20],
      lower(${first}[1 + i % 20]) || '.' || lower(${last}[1 + (i / 20) % 20]) || i || '@example.com',
      '+1 555 ' || lpad((i % 10000)::text, 4, '0'),
      (array['card','paypal','bank_transfer','crypto'])[1 + i % 4],
      case when i % 10 = 0 then 'pending' when i % 10 < 3 then 'in_progress' when i % 10 = 9 then 'cancelled' else 'completed' end,
      (array['en','es','fr','de','zh','ja'])[1 + i % 6],
      now() - ((${ORDERS} - i) * interval '1 hour') * 730 * 24 / ${ORDERS},
      now() - ((${ORDERS} - i) * interval '1 hour') * 730 * 24 / ${ORDERS}
    from generate_series(1, ${ORDERS}) as i`),
  );
  await db.execute(
    sql.raw(`
    insert into "user" (id, name, email, email_verified, created_at, updated_at)
    select 'bench-user-' || i, ${first}[1 + i % 20] || ' ' || ${last}[1 + (i / 20) % 20],
      'client' || i || '@example.com', i % 3 > 0, now() - i * interval '5 hours', now()
    from generate_series(1, 2000) as i`),
  );
  await db.execute(
    sql.raw(`
    insert into contact_messages (name, email, service, message, locale, handled_at, created_at)
    select ${first}[1 + i % 20] || ' ' || ${last}[1 + (i / 20) % 20], 'writer' || i || '@example.com', 'general',
      repeat('Hello, I would like to know more about campaign ' || i || '. Could you send a quote? ', 5),
      'en', case when i % 4 = 0 then null else now() end, now() - i * interval '3 hours'
    from generate_series(1, 2000) as i`),
  );
  await db.execute(
    sql.raw(`
    insert into newsletter_subscribers (email, locale, unsubscribe_token, unsubscribed_at, created_at)
    select 'reader' || i || '@example.com', (array['en','es','fr','de','zh','ja'])[1 + i % 6], 'tok-' || i,
      case when i % 10 = 0 then now() else null end, now() - i * interval '1 hour'
    from generate_series(1, 5000) as i`),
  );
  // Workspace: one order in seven has an unanswered client message (the "Needs attention" list's second source).
  await db.execute(
    sql.raw(`
    insert into order_messages (order_id, side, body, created_at)
    select id, 'client', 'Any news about ' || code || '? We would like to start soon.', created_at + interval '1 hour'
    from orders where id % 7 = 0`),
  );
  await db.execute(
    sql.raw(`
    insert into order_workspace (order_id, staff_unread, client_waiting_since)
    select id, 1 + id % 3, created_at + interval '1 hour' from orders where id % 7 = 0`),
  );
  await db.execute(sql.raw(`analyze`));
}

const q = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
const fmt = (n: number) => n.toFixed(1).padStart(7);

export async function benchAdmin() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-bench-admin-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    TRUST_PROXY: "true",
    POW_MAX_NUMBER: "1000",
  });
  const { database, drop } = await freshDatabase(dataDir);
  try {
    const t0 = performance.now();
    await seedVolume(database);
    const logger = createLogger("silent");
    const mailer = { mode: "outbox" as const, async send() {} };
    const app = createApp({ config, database, logger, mailer });
    const request = (p: string, init: RequestInit = {}) => Promise.resolve(app.request(p, init));

    // An admin signs up through the API (captcha solved) and signs in: the lists run behind the real guard.
    const cookie = await benchStaffSession(request, database, {
      email: "bench-admin@example.com",
      password: "Bench-Harbor-Lantern-42",
      name: "Bench Admin",
    });
    const headers = { cookie };
    console.log(
      `\n${ORDERS} orders, 2,000 users, 2,000 messages, 5,000 subscribers on ${database.kind}` +
        ` (seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s); ${RUNS} sequential calls each, in-process`,
    );

    const lastPage = Math.ceil(ORDERS / 10);
    const lists: [string, string][] = [
      ["orders, page 1", "/api/admin/orders"],
      ["orders, page 500", "/api/admin/orders?page=500"],
      [`orders, last page (${lastPage})`, `/api/admin/orders?page=${lastPage}`],
      ["orders, status=pending", "/api/admin/orders?status=pending"],
      ["orders, status=in_progress", "/api/admin/orders?status=in_progress"],
      ["orders, status=completed", "/api/admin/orders?status=completed"],
      ["orders, status=cancelled", "/api/admin/orders?status=cancelled"],
      ["orders, cancelled, page 50", "/api/admin/orders?status=cancelled&page=50"],
      ["orders, range=month", "/api/admin/orders?range=month"],
      ["orders, search 'kenji.tanaka'", "/api/admin/orders?q=kenji.tanaka"],
      ["orders, search 'ORD-004321'", "/api/admin/orders?q=ORD-004321"],
      ["orders, search no match", "/api/admin/orders?q=zzzqqqxxx"],
      ["orders, search 'tanaka' (500 hits)", "/api/admin/orders?q=tanaka"],
      ["orders, search 'example' (all hit)", "/api/admin/orders?q=example"],
      ["orders, search 'mü' + pending", "/api/admin/orders?q=m%C3%BC&status=pending"],
      ["users, page 1", "/api/admin/users"],
      ["users, search 'client1999'", "/api/admin/users?q=client1999"],
      ["users, search no match", "/api/admin/users?q=zzzqqqxxx"],
      ["messages, page 1", "/api/admin/messages"],
      ["messages, search 'campaign 1234'", "/api/admin/messages?q=campaign%201234"],
      ["messages, search no match", "/api/admin/messages?q=zzzqqqxxx"],
      ["subscribers, page 1", "/api/admin/subscribers"],
      ["subscribers, search 'reader4321'", "/api/admin/subscribers?q=reader4321"],
      ["subscribers, search no match", "/api/admin/subscribers?q=zzzqqqxxx"],
      ["dashboard stats", "/api/admin/stats"],
      ["needs attention, page 1", "/api/admin/orders?view=attention"],
      ["needs attention, page 100", "/api/admin/orders?view=attention&page=100"],
      ["waiting counts (sidebar)", "/api/admin/waiting"],
      ["invoices, page 1", "/api/admin/invoices"],
      ["invoices, overdue", "/api/admin/invoices?status=overdue"],
      ["balances per client", "/api/admin/billing/balances"],
    ];
    console.log(`${"".padEnd(36)}    min ms  p50 ms  p95 ms`);
    for (const [name, p] of lists) {
      const times: number[] = [];
      for (let i = 0; i < RUNS + 3; i++) {
        const s = performance.now();
        const res = await request(p, { headers });
        if (res.status !== 200) throw new Error(`${p}: ${res.status} ${await res.text()}`);
        await res.arrayBuffer();
        if (i >= 3) times.push(performance.now() - s);
      }
      times.sort((a, b) => a - b);
      console.log(`${name.padEnd(36)} ${fmt(times[0]!)} ${fmt(q(times, 0.5))} ${fmt(q(times, 0.95))}`);
    }

    for (const [name, p] of [
      ["orders.csv, all", "/api/admin/orders.csv"],
      ["subscribers.csv", "/api/admin/subscribers.csv"],
    ] as const) {
      const ttfb: number[] = [];
      const total: number[] = [];
      let bytes = 0;
      let peak = 0;
      for (let i = 0; i < 6; i++) {
        global.gc?.();
        const base = process.memoryUsage();
        let top = base.heapUsed + base.arrayBuffers;
        const sample = setInterval(() => {
          const m = process.memoryUsage();
          top = Math.max(top, m.heapUsed + m.arrayBuffers);
        }, 5);
        const s = performance.now();
        const res = await request(p, { headers });
        const reader = res.body!.getReader();
        let first = 0;
        bytes = 0;
        for (;;) {
          const { done, value } = await reader.read();
          if (!first) first = performance.now() - s;
          if (done) break;
          bytes += value.byteLength;
          const m = process.memoryUsage();
          top = Math.max(top, m.heapUsed + m.arrayBuffers);
        }
        total.push(performance.now() - s);
        ttfb.push(first);
        clearInterval(sample);
        if (i > 0) peak = Math.max(peak, top - base.heapUsed - base.arrayBuffers);
      }
      ttfb.shift();
      total.shift();
      ttfb.sort((a, b) => a - b);
      total.sort((a, b) => a - b);
      console.log(
        `${name.padEnd(36)} first byte min ${ttfb[0]!.toFixed(1)} p50 ${q(ttfb, 0.5).toFixed(1)} ms, total min ${total[0]!.toFixed(1)} p50 ${q(total, 0.5).toFixed(1)} ms` +
          ` p95 ${q(total, 0.95).toFixed(1)} ms, ${(bytes / 1e6).toFixed(2)} MB, JS heap + buffers peak +${(peak / 1e6).toFixed(1)} MB`,
      );
    }
  } finally {
    await database.close();
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchAdmin();

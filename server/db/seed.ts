/**
 * Demo data for a newcomer's laptop: an admin, a client, the six sample orders of spec §3 with their
 * histories, contact messages and newsletter subscribers. Idempotent; refuses to run in production.
 * Usage: npm run seed
 */
import { randomBytes } from "node:crypto";
import { pathToFileURL } from "node:url";
import { and, eq } from "drizzle-orm";
import type { OrderStatus, ServiceId, TierId } from "@common/catalog";
import { findTier } from "@common/catalog";
import { createAuth } from "../auth/auth";
import { loadConfig, type Config } from "../config";
import { createLogger } from "../lib/logger";
import { keepFilesPrivate } from "../lib/private-files";
import { openDatabase, type Database, type Db } from "./client";
import { setupChecklist } from "@common/billing";
import { onlineMethods } from "../services/billing/dto";
import { issueInvoice } from "../services/billing/invoices";
import { getSellerSettings, saveSellerSettings } from "../services/billing/settings";
import {
  contactMessages,
  invoices,
  newsletterSubscribers,
  orderEvents,
  orders,
  payments,
  user,
  userRoles,
} from "./schema";

const DAY = 24 * 60 * 60 * 1000;

export const SEED_ADMIN = { email: "admin@umbra.agency", name: "Avery Admin" };
export const SEED_CLIENT = { email: "sarah.johnson@example.com", name: "Sarah Johnson" };

interface SampleOrder {
  code: string;
  name: string;
  email: string;
  serviceId: ServiceId;
  tierId: TierId;
  payment: "card" | "paypal" | "bank_transfer" | "crypto";
  /** Statuses after "pending", in order, each with days after the order and an optional note. */
  history: [OrderStatus, number, string?][];
  daysAgo: number;
  project: string;
  description: string;
  goals: string[];
  locale: string;
  ownedByClient?: boolean;
}

const SAMPLE_ORDERS: SampleOrder[] = [
  {
    code: "ORD-000001",
    name: SEED_CLIENT.name,
    email: SEED_CLIENT.email,
    serviceId: "influencer",
    tierId: "professional",
    payment: "card",
    history: [
      ["in_progress", 1, "Kick-off call held, creator shortlist approved."],
      ["completed", 12, "Final report sent."],
    ],
    daysAgo: 18,
    project: "Spring fashion launch",
    description: "Influencer campaign for the spring collection across Instagram and TikTok.",
    goals: ["20 creator posts", "150k impressions"],
    locale: "en",
    ownedByClient: true,
  },
  {
    code: "ORD-000002",
    name: "Michael Chen",
    email: "michael.chen@example.com",
    serviceId: "amazon",
    tierId: "starter",
    payment: "paypal",
    history: [["in_progress", 2]],
    daysAgo: 9,
    project: "Kitchen gadgets storefront",
    description: "Ranking and review generation for a new line of kitchen gadgets.",
    goals: ["Top 50 in category", "4.5+ rating"],
    locale: "en",
  },
  {
    code: "ORD-000003",
    name: "Emma Rodriguez",
    email: "emma.rodriguez@example.com",
    serviceId: "music",
    tierId: "professional",
    payment: "card",
    history: [],
    daysAgo: 1,
    project: "Debut single 'Midnight Coast'",
    description: "Playlist placement and social push for a debut single.",
    goals: ["100k streams in 30 days"],
    locale: "es",
  },
  {
    code: "ORD-000004",
    name: "David Kim",
    email: "david.kim@example.com",
    serviceId: "reputation",
    tierId: "enterprise",
    payment: "bank_transfer",
    history: [["in_progress", 3, "Audit finished; suppression plan agreed."]],
    daysAgo: 14,
    project: "Restaurant group reputation repair",
    description: "Reputation management for a group of five restaurants after a bad press cycle.",
    goals: ["Average rating above 4.2", "Negative results off page one"],
    locale: "en",
  },
  {
    code: "ORD-000005",
    name: "Lisa Thompson",
    email: "lisa.thompson@example.com",
    serviceId: "youtube",
    tierId: "starter",
    payment: "paypal",
    history: [
      ["in_progress", 1],
      ["completed", 8],
    ],
    daysAgo: 25,
    project: "Travel vlog channel",
    description: "Subscriber and watch-time growth for a travel channel.",
    goals: ["10k subscribers"],
    locale: "de",
  },
  {
    code: "ORD-000006",
    name: "James Wilson",
    email: "james.wilson@example.com",
    serviceId: "shilling",
    tierId: "professional",
    payment: "crypto",
    history: [["cancelled", 2, "Client postponed the token launch."]],
    daysAgo: 6,
    project: "Token community launch",
    description: "Community building ahead of a token launch.",
    goals: ["5k Telegram members"],
    locale: "en",
  },
];

const MESSAGES = [
  {
    name: "Olivia Martin",
    email: "olivia.martin@example.com",
    service: "reputation",
    message: "Our hotel got a wave of unfair reviews last month. Can you help us recover?",
    daysAgo: 0,
  },
  {
    name: "Kenji Sato",
    email: "kenji.sato@example.com",
    service: "music",
    message: "I'm releasing an EP in March and would like a quote for playlist promotion.",
    daysAgo: 2,
  },
  {
    name: "Noah Becker",
    email: "noah.becker@example.com",
    service: "press",
    message: "Do you place articles in German-language business media?",
    daysAgo: 5,
  },
];

const SUBSCRIBERS = [
  ["maya.patel@example.com", "en", 1],
  ["lucas.moreau@example.com", "fr", 3],
  ["sofia.garcia@example.com", "es", 7],
  ["wei.zhang@example.com", "zh", 12],
  ["hana.tanaka@example.com", "ja", 20],
] as const;

const newPassword = () => `Umbra-${randomBytes(6).toString("base64url")}!7`;

type Auth = ReturnType<typeof createAuth>;

/** Signs a user up through better-auth (its password hashing and account rows) and marks the address verified. */
async function ensureUser(db: Db, auth: Auth, who: { email: string; name: string }) {
  const [existing] = await db.select().from(user).where(eq(user.email, who.email)).limit(1);
  if (existing) return { id: existing.id, password: null };
  const password = newPassword();
  const { user: created } = await auth.api.signUpEmail({ body: { email: who.email, password, name: who.name } });
  await db.update(user).set({ emailVerified: true }).where(eq(user.id, created.id));
  return { id: created.id, password };
}

export async function seed(database: Database, config: Config, now = new Date()) {
  const { db } = database;
  // Seeding sends no mail: the demo accounts are verified directly.
  const auth = createAuth({
    config,
    database,
    logger: createLogger("silent"),
    mailer: { mode: "outbox", send: async () => {} },
  });
  const admin = await ensureUser(db, auth, SEED_ADMIN);
  await db.insert(userRoles).values({ userId: admin.id, role: "admin" }).onConflictDoNothing();
  const client = await ensureUser(db, auth, SEED_CLIENT);
  // The demo invoices need a seller who can invoice: demo details, only where the setup is still incomplete.
  const seller = await getSellerSettings(db);
  if (!setupChecklist(seller, onlineMethods(config)).complete) {
    await saveSellerSettings(db, {
      ...seller,
      legalName: seller.legalName || "Demo Agency Ltd.",
      address: seller.address || "1 Demo Street\nLondon EC1A 1AA\nUnited Kingdom",
      taxIdNone: seller.taxIdNone || !seller.taxId,
      bankTransferEnabled: true,
      bankDetails: seller.bankDetails || "Demo Bank\nIBAN GB00 DEMO 0000 0000 0000 00\nBIC DEMOGB2L",
    });
  }

  let createdOrders = 0;
  for (const s of SAMPLE_ORDERS) {
    const createdAt = new Date(now.getTime() - s.daysAgo * DAY);
    const final = s.history.at(-1)?.[0] ?? "pending";
    const price = findTier(s.serviceId, s.tierId)?.price ?? null;
    const [row] = await db
      .insert(orders)
      .values({
        code: s.code,
        userId: s.ownedByClient ? client.id : null,
        serviceId: s.serviceId,
        tierId: s.tierId,
        amountCents: price === null ? null : price * 100,
        projectName: s.project,
        projectDescription: s.description,
        projectGoals: s.goals,
        contactName: s.name,
        contactEmail: s.email,
        paymentMethod: s.payment,
        status: final,
        locale: s.locale,
        createdAt,
        updatedAt: new Date(createdAt.getTime() + (s.history.at(-1)?.[1] ?? 0) * DAY),
      })
      .onConflictDoNothing({ target: orders.code })
      .returning({ id: orders.id });
    if (!row) continue;
    createdOrders++;
    let from: OrderStatus | null = null;
    const steps: [OrderStatus, number, string?][] = [["pending", 0], ...s.history];
    for (const [to, days, note] of steps) {
      await db.insert(orderEvents).values({
        orderId: row.id,
        actorId: from === null ? null : admin.id,
        fromStatus: from,
        toStatus: to,
        note: note ?? null,
        createdAt: new Date(createdAt.getTime() + days * DAY + (from === null ? 0 : 3600_000)),
      });
      from = to;
    }
    // Work that started was paid: an invoice the day after the order, paid the same day, so that the revenue
    // figures (payments received) have something to show. Pending and cancelled orders have neither.
    if (price !== null && (final === "in_progress" || final === "completed")) {
      const paidAt = new Date(createdAt.getTime() + DAY);
      await db.transaction(async (tx) => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, row.id));
        const invoice = await issueInvoice(tx as unknown as Db, {
          order: order!,
          lines: [
            { description: `${s.project} (${s.serviceId}, ${s.tierId})`, quantity: 1, unitPriceCents: price * 100 },
          ],
          issuedBy: admin.id,
          now: paidAt,
        });
        await tx.insert(payments).values({
          invoiceId: invoice.id,
          amountCents: invoice.totalCents,
          // The spec's sample methods include PayPal, which the product takes as a card payment.
          method: s.payment === "paypal" ? "card" : s.payment,
          reference: `Demo payment ${s.code}`,
          receivedOn: paidAt.toISOString().slice(0, 10),
          recordedBy: admin.id,
        });
        await tx.update(invoices).set({ status: "paid", paidAt }).where(eq(invoices.id, invoice.id));
      });
    }
  }

  for (const m of MESSAGES) {
    const [exists] = await db
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(and(eq(contactMessages.email, m.email), eq(contactMessages.message, m.message)))
      .limit(1);
    if (exists) continue;
    const { daysAgo, ...fields } = m;
    await db.insert(contactMessages).values({ ...fields, createdAt: new Date(now.getTime() - daysAgo * DAY) });
  }

  for (const [email, locale, daysAgo] of SUBSCRIBERS) {
    await db
      .insert(newsletterSubscribers)
      .values({
        email,
        locale,
        unsubscribeToken: randomBytes(24).toString("base64url"),
        createdAt: new Date(now.getTime() - daysAgo * DAY),
      })
      .onConflictDoNothing({ target: newsletterSubscribers.email });
  }

  return { admin, client, createdOrders };
}

async function main() {
  keepFilesPrivate();
  const config = loadConfig();
  if (config.isProduction) {
    console.error("npm run seed refuses to run with NODE_ENV=production: it creates demo accounts.");
    process.exit(1);
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const result = await seed(database, config);
    const line = (label: string, who: { email: string }, pw: string | null) =>
      console.log(`${label}: ${who.email}  password: ${pw ?? "(already existed; unchanged)"}`);
    line("Admin ", SEED_ADMIN, result.admin.password);
    line("Client", SEED_CLIENT, result.client.password);
    console.log(
      "The admin sets up two-factor authentication (an authenticator app) on /profile at first sign-in: the admin area requires it.",
    );
    console.log(`Sample orders created: ${result.createdOrders} (of ${SAMPLE_ORDERS.length}).`);
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((err) => {
    console.error("Seed failed:", err instanceof Error ? err.message : err);
    process.exit(1);
  });
}

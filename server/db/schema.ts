import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { RefundDestination } from "@common/account";
import type { ArticleAuthor, ArticleState, ArticleText } from "@common/articles";
import type { MediaAlt, MediaVariant } from "@common/media";
import type { DeliveredFile, MilestoneTemplateItem } from "@common/milestones";
import type { LocalizedName } from "@common/order-metrics";
import type { ReportData } from "@common/results-report";
import type { Language } from "@common/locales";
import type { AnswerValue, BriefOpens, IntakeQuestion } from "@common/intake";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// ---------------------------------------------------------------- better-auth
export const user = pgTable(
  "user",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    /** The language for e-mails: the site language of the sign-up until chosen on the profile (not changed by sign-in). */
    locale: text("locale").notNull().default("en"),
    /** better-auth's two-factor plugin: true once a TOTP code confirmed the set-up (required of admins). */
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("user_created_at_id_idx").on(t.createdAt.desc().nullsFirst(), t.id),
    index("user_search_trgm_idx")
      .using("gin", t.email.op("gin_trgm_ops"), t.name.op("gin_trgm_ops"))
      .with({ fastupdate: false }),
  ],
);

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/** better-auth's database-backed rate limits, and the product's own (orders, contact, newsletter). */
export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

// ---------------------------------------------------------------- product
export const profiles = pgTable(
  "profiles",
  {
    id: text("id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    username: text("username"),
    fullname: text("fullname"),
    bio: text("bio"),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("profiles_username_lower_idx").on(sql`lower(${t.username})`)],
);

export const userRoles = pgTable(
  "user_roles",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    /** Human id, e.g. ORD-000123. */
    code: text("code").notNull().unique(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    serviceId: text("service_id").notNull(),
    tierId: text("tier_id").notNull(),
    /** Integer minor units of `currency` (cents; yen for JPY), from the region's price list; null for a custom quote. */
    amountCents: integer("amount_cents"),
    currency: text("currency").notNull().default("USD"),
    projectName: text("project_name").notNull(),
    projectDescription: text("project_description").notNull().default(""),
    projectDeadline: date("project_deadline", { mode: "string" }),
    projectGoals: jsonb("project_goals").$type<string[]>().notNull().default([]),
    contactName: text("contact_name").notNull(),
    contactEmail: text("contact_email").notNull(),
    contactPhone: text("contact_phone").notNull().default(""),
    paymentMethod: text("payment_method"),
    status: text("status").notNull().default("pending"),
    locale: text("locale").notNull().default("en"),
    idempotencyKey: text("idempotency_key").unique(),
    /** The share of the work done (0–100), set by staff, with their note and when. */
    progressPercent: integer("progress_percent").notNull().default(0),
    progressNote: text("progress_note").notNull().default(""),
    progressAt: timestamp("progress_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("orders_user_id_idx").on(t.userId),
    // Workspace: claiming guest orders when their contact address is verified (case-insensitive).
    index("orders_guest_email_idx")
      .on(sql`lower(${t.contactEmail})`)
      .where(sql`${t.userId} is null`),
    // The admin list, newest first (read backwards), alone or within one status: its ORDER BY, so LIMIT/OFFSET stop early.
    index("orders_created_at_id_idx").on(t.createdAt, t.id),
    index("orders_status_created_at_id_idx").on(t.status, t.createdAt, t.id),
    // Trigram index (pg_trgm): the admin's substring search (ILIKE '%…%') without reading every row.
    // fastupdate off: PGlite runs no autovacuum, so GIN's pending list would never be merged and every search
    // would read it whole (measured: 28 ms instead of 0.7 ms for a search without match over 10,000 orders).
    index("orders_search_trgm_idx")
      .using("gin", t.code.op("gin_trgm_ops"), t.contactName.op("gin_trgm_ops"), t.contactEmail.op("gin_trgm_ops"))
      .with({ fastupdate: false }),
  ],
);

export const orderEvents = pgTable(
  "order_events",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** null when the event came from the client or the system. */
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [index("order_events_order_id_idx").on(t.orderId)],
);

export const orderNotes = pgTable(
  "order_notes",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("order_notes_order_id_idx").on(t.orderId)],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    service: text("service").notNull(),
    message: text("message").notNull(),
    locale: text("locale").notNull().default("en"),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    handledBy: text("handled_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("contact_messages_created_at_id_idx").on(t.createdAt, t.id),
    index("contact_messages_unhandled_idx")
      .on(t.id)
      .where(sql`${t.handledAt} is null`),
    index("contact_messages_search_trgm_idx")
      .using("gin", t.name.op("gin_trgm_ops"), t.email.op("gin_trgm_ops"), t.message.op("gin_trgm_ops"))
      .with({ fastupdate: false }),
  ],
);

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull().unique(),
    locale: text("locale").notNull().default("en"),
    unsubscribeToken: text("unsubscribe_token").notNull().unique(),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("newsletter_subscribers_created_at_id_idx").on(t.createdAt, t.id),
    // The newsletter's list and CSV: who is still subscribed, oldest first.
    index("newsletter_subscribers_active_idx")
      .on(t.createdAt, t.id)
      .where(sql`${t.unsubscribedAt} is null`),
    index("newsletter_subscribers_search_trgm_idx")
      .using("gin", t.email.op("gin_trgm_ops"))
      .with({ fastupdate: false }),
  ],
);

/** Key/value settings staff edit in the admin area (notification and company addresses). */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});

/**
 * Price lists per currency other than USD (issue 22): one row per priced tier, in the currency's minor unit.
 * USD is always the spec's list (common/regions.ts) and is not stored; a tier without a row is "Custom Quote".
 */
export const priceLists = pgTable(
  "price_lists",
  {
    currency: text("currency").notNull(),
    serviceId: text("service_id").notNull(),
    tierId: text("tier_id").notNull(),
    amountMinor: integer("amount_minor").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.currency, t.serviceId, t.tierId] }),
    check("price_lists_amount_minor_check", sql`${t.amountMinor} >= 0`),
  ],
);

/**
 * The USD list's tiers staff changed (issue 39); a tier without a row has the built-in price of common/catalog.ts.
 * amount_minor null = "Custom Quote"; plus = a "from" price ("$9,999+").
 */
export const usdPrices = pgTable(
  "usd_prices",
  {
    serviceId: text("service_id").notNull(),
    tierId: text("tier_id").notNull(),
    amountMinor: integer("amount_minor"),
    plus: boolean("plus").notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.serviceId, t.tierId] }),
    check("usd_prices_amount_minor_check", sql`${t.amountMinor} >= 0`),
  ],
);

/**
 * The order of the services on the site and which are hidden (issue 39). No rows = the spec's order, every service
 * shown; once staff save a layout every known service has a row. A hidden service's page stays (its orders go on).
 */
export const serviceLayout = pgTable("service_layout", {
  serviceId: text("service_id").primaryKey(),
  position: integer("position").notNull(),
  hidden: boolean("hidden").notNull().default(false),
  updatedAt: updatedAt(),
  updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
});

/**
 * Each service's icon, colour preset and comparison cells where staff changed them (issue 39): null (and no row) is
 * the shipped value; `matrix` holds only the cells that differ from the built-in rules. Apart from service_layout,
 * whose rows are replaced whole when the order is saved.
 */
export const serviceStyle = pgTable("service_style", {
  serviceId: text("service_id").primaryKey(),
  icon: text("icon"),
  gradient: text("gradient"),
  matrix: jsonb("matrix").$type<Record<string, string>>(),
  updatedAt: updatedAt(),
  updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
});

/** A region as staff set it (issue 22): its currency and the services it offers. No row = USD and every service. */
export const regionSettings = pgTable("region_settings", {
  id: text("id").primaryKey(),
  currency: text("currency").notNull(),
  services: jsonb("services").$type<string[]>().notNull(),
  updatedAt: updatedAt(),
});

/**
 * Durable e-mail: every message is a row written in the same transaction as the change that causes it,
 * and sent by the mail worker inside the server (server/mail/queue.ts) with retries and backoff.
 * Bodies are cleared once sent (they can hold sign-in links); recipient and subject stay for staff.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    headers: jsonb("headers").$type<Record<string, string>>(),
    /** Documents attached when the message is sent (rendered then from their immutable rows). */
    attachments: jsonb("attachments").$type<MailAttachmentRef[]>(),
    /** pending → sending → sent, or back to pending with a later next_attempt_at, or failed after the last try. */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** A claim's lease: a worker that died mid-send gives the row back when it runs out. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt)],
);

// --- Proof-of-work (ALTCHA): used solutions ---

/**
 * Each proof-of-work challenge may be redeemed once. Its signature is stored here until the challenge
 * expires, so a replay is refused by every instance sharing the database.
 */
export const powUsed = pgTable(
  "pow_used",
  {
    signature: text("signature").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("pow_used_expires_idx").on(t.expiresAt)],
);

// ---------------------------------------------------------------- workspace (order messages, assignment, read markers)
/**
 * One row per order once anything happens in its workspace (a message, an assignment, a read). Unread counters and
 * the time the client has been waiting are kept here so that the dashboard, the sidebar and "Needs attention" read
 * one small indexed row per order instead of counting messages.
 */
export const orderWorkspace = pgTable(
  "order_workspace",
  {
    orderId: integer("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    assigneeId: text("assignee_id").references(() => user.id, { onDelete: "set null" }),
    dueDate: date("due_date", { mode: "string" }),
    /** Staff messages the client has not read yet; zeroed when the client opens the thread. */
    clientUnread: integer("client_unread").notNull().default(0),
    /** Client messages staff have not read yet; zeroed when staff open the thread. */
    staffUnread: integer("staff_unread").notNull().default(0),
    clientReadAt: timestamp("client_read_at", { withTimezone: true }),
    staffReadAt: timestamp("staff_read_at", { withTimezone: true }),
    /** Set by the client's first message after staff last wrote; cleared when staff answer. */
    clientWaitingSince: timestamp("client_waiting_since", { withTimezone: true }),
    /** When the client last listed the order's files: staff files added since are new to them (the dashboard). */
    clientFilesSeenAt: timestamp("client_files_seen_at", { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("order_workspace_waiting_idx")
      .on(t.clientWaitingSince)
      .where(sql`${t.clientWaitingSince} is not null`),
    index("order_workspace_staff_unread_idx")
      .on(t.orderId)
      .where(sql`${t.staffUnread} > 0`),
    index("order_workspace_assignee_idx").on(t.assigneeId),
  ],
);

/**
 * When a user first opened the client dashboard. The greeting says "Welcome" during the sign-in session of that
 * first visit (this moment is not older than the session) and "Welcome back" in every later session.
 */
export const dashboardVisits = pgTable("dashboard_visits", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
});

export const orderMessages = pgTable(
  "order_messages",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    /** "client" or "staff": who wrote it, kept even if the author's account is deleted. */
    side: text("side").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("order_messages_order_id_idx").on(t.orderId, t.id)],
);

// ---------------------------------------------------------------- two-factor authentication (better-auth plugin)
/** The TOTP secret and backup codes of a user, both encrypted with AUTH_SECRET by better-auth. */
export const twoFactor = pgTable(
  "two_factor",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [index("two_factor_secret_idx").on(t.secret), index("two_factor_user_id_idx").on(t.userId)],
);

// ---------------------------------------------------------------- order files (shared workspace)

/**
 * Files a client or staff attached to an order. The bytes live in the file storage (disk or S3) under
 * storage_key; this row is what the API lists and checks access against (through the order).
 */
export const orderFiles = pgTable(
  "order_files",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    storageKey: text("storage_key").notNull().unique(),
    name: text("name").notNull(),
    size: integer("size").notNull(),
    contentType: text("content_type").notNull(),
    uploaderId: text("uploader_id").references(() => user.id, { onDelete: "set null" }),
    /** "client" (the order's owner) or "staff". */
    uploaderSide: text("uploader_side").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("order_files_order_id_idx").on(t.orderId, t.createdAt)],
);

// ---------------------------------------------------------------- milestones (issue 41)
/** Per service (catalogue slug): the milestones copied to a new order of it (issue 41). */
export const serviceMilestoneTemplates = pgTable("service_milestone_templates", {
  serviceId: text("service_id").primaryKey(),
  items: jsonb("items").$type<MilestoneTemplateItem[]>().notNull().default([]),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
});

/**
 * An order's milestones. `reminders_sent` and `state` move only by conditional UPDATEs (… WHERE state = 'delivered'
 * AND reminders_sent = n RETURNING), so two server instances never remind or auto-approve twice.
 */
export const orderMilestones = pgTable(
  "order_milestones",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    weight: integer("weight").notNull(),
    dueOn: date("due_on", { mode: "string" }),
    state: text("state").notNull().default("planned"),
    revisionCount: integer("revision_count").notNull().default(0),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    remindersSent: integer("reminders_sent").notNull().default(0),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("order_milestones_weight_check", sql`${t.weight} between 0 and 100`),
    index("order_milestones_order_id_idx").on(t.orderId, t.position),
    index("order_milestones_delivered_idx")
      .on(t.deliveredAt)
      .where(sql`${t.state} = 'delivered'`),
  ],
);

/** The history of every milestone decision: who (null: the system), when, and the delivered files' SHA-256. */
export const milestoneEvents = pgTable(
  "milestone_events",
  {
    id: serial("id").primaryKey(),
    milestoneId: integer("milestone_id")
      .notNull()
      .references(() => orderMilestones.id, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    note: text("note").notNull().default(""),
    files: jsonb("files").$type<DeliveredFile[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("milestone_events_order_id_idx").on(t.orderId, t.createdAt)],
);

// ---------------------------------------------------------------- image library (issue 40)
/**
 * The image library (issue 40): one row per image, its original and its responsive variants in the order files'
 * storage (disk or S3). `version` goes up on every replace: public URLs carry it, so they can be cached for ever.
 */
export const media = pgTable("media", {
  id: serial("id").primaryKey(),
  originalKey: text("original_key").notNull().unique(),
  mime: text("mime").notNull(),
  bytes: integer("bytes").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  variants: jsonb("variants").$type<MediaVariant[]>().notNull().default([]),
  alt: jsonb("alt").$type<MediaAlt>().notNull().default({}),
  version: integer("version").notNull().default(1),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
});

/**
 * Where an image is used: one row per using item (`content` + a content item id, later `article`, `case-study`).
 * Written by whatever places the image, so "in use" is a query; the foreign key refuses deleting a used image.
 */
export const mediaUsage = pgTable(
  "media_usage",
  {
    mediaId: integer("media_id")
      .notNull()
      .references(() => media.id, { onDelete: "restrict" }),
    itemKind: text("item_kind").notNull(),
    itemId: text("item_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.mediaId, t.itemKind, t.itemId] }),
    index("media_usage_item_idx").on(t.itemKind, t.itemId),
  ],
);

// ---------------------------------------------------------------- articles (issue 40)
/**
 * The blog's articles written in the admin (issue 40): per-language texts with the body as a ProseMirror document,
 * the HTML rendered from it at publish, and the publication state (draft, scheduled at `publishAt`, published,
 * unpublished with an optional replacement URL). The spec's shipped articles are not rows: they stay as built
 * (src/content/articles.ts) beside these.
 */
export const articles = pgTable(
  "articles",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    category: text("category").notNull(),
    author: jsonb("author").$type<ArticleAuthor>().notNull(),
    coverMediaId: integer("cover_media_id").references(() => media.id, { onDelete: "restrict" }),
    texts: jsonb("texts").$type<Partial<Record<Language, ArticleText>>>().notNull().default({}),
    html: jsonb("html").$type<Partial<Record<Language, string>>>().notNull().default({}),
    readingMinutes: jsonb("reading_minutes").$type<Partial<Record<Language, number>>>().notNull().default({}),
    state: text("state").$type<ArticleState>().notNull().default("draft"),
    publishAt: timestamp("publish_at", { withTimezone: true }),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    replacementUrl: text("replacement_url"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [index("articles_due_idx").on(t.state, t.publishAt)],
);

// ---------------------------------------------------------------- billing (quotes, invoices, payments)
/** One line of a quote or an invoice; money in integer cents. */
export interface BillingLine {
  description: string;
  quantity: number;
  unitPriceCents: number;
}

/** Who sells (from the settings) or who buys (from the client's billing details), frozen on each invoice. */
/** A document attached to an e-mail when it is sent, rendered from its immutable row in the recipient's language. */
export interface MailAttachmentRef {
  /** A results report's `number` is its id. */
  kind: "invoice" | "credit_note" | "results_report";
  number: string;
}

export interface BillingParty {
  name: string;
  email?: string;
  company?: string;
  address?: string;
  taxId?: string;
  bankDetails?: string;
  cryptoAddresses?: string;
}

/** A client's billing details, edited on /profile (one row per user, created on first save). */
export const billingDetails = pgTable("billing_details", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  company: text("company").notNull().default(""),
  address: text("address").notNull().default(""),
  taxId: text("tax_id").notNull().default(""),
  updatedAt: updatedAt(),
});

/**
 * Quotes staff send on an order. Versions count up per order; at most one is open at a time (a revision marks the
 * open one superseded in the same transaction), and the history stays.
 */
export const quotes = pgTable(
  "quotes",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    /** open | accepted | declined | superseded */
    status: text("status").notNull().default("open"),
    currency: text("currency").notNull().default("USD"),
    lines: jsonb("lines").$type<BillingLine[]>().notNull(),
    /** The lines' sum before tax (the order's amount once accepted). */
    totalCents: integer("total_cents").notNull(),
    /**
     * The tax rate (basis points) the quote was sent with, which its invoice carries when accepted: the client
     * accepts the gross total shown. Null for quotes sent before quotes carried it (the settings' rate applies).
     */
    taxRateBp: integer("tax_rate_bp"),
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    note: text("note").notNull().default(""),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: text("decided_by").references(() => user.id, { onDelete: "set null" }),
    decidedIp: text("decided_ip"),
    declineReason: text("decline_reason"),
  },
  (t) => [
    uniqueIndex("quotes_order_version_idx").on(t.orderId, t.version),
    uniqueIndex("quotes_one_open_idx")
      .on(t.orderId)
      .where(sql`${t.status} = 'open'`),
  ],
);

/** The last invoice number of each year: incremented in the issuing transaction, so numbers are gapless. */
export const invoiceCounters = pgTable("invoice_counters", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull(),
});

/**
 * Issued invoices never change (a trigger refuses edits of their content): a mistake is voided with a reason and a
 * new invoice issued. Status moves issued → paid or issued → void only.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: serial("id").primaryKey(),
    /** INV-2026-0001 */
    number: text("number").notNull().unique(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    quoteId: integer("quote_id").references(() => quotes.id, { onDelete: "set null" }),
    /** The invoice this one replaces (after a void). */
    replacesId: integer("replaces_id"),
    /** issued | paid | void */
    status: text("status").notNull().default("issued"),
    currency: text("currency").notNull().default("USD"),
    lines: jsonb("lines").$type<BillingLine[]>().notNull(),
    subtotalCents: integer("subtotal_cents").notNull(),
    /** Tax rate in basis points (1900 = 19 %). */
    taxRateBp: integer("tax_rate_bp").notNull().default(0),
    taxCents: integer("tax_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    seller: jsonb("seller").$type<BillingParty>().notNull(),
    buyer: jsonb("buyer").$type<BillingParty>().notNull(),
    /** The client's language at issue time: the PDF and e-mails use it. */
    locale: text("locale").notNull().default("en"),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    issuedBy: text("issued_by").references(() => user.id, { onDelete: "set null" }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    voidReason: text("void_reason"),
    voidedBy: text("voided_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    index("invoices_order_id_idx").on(t.orderId),
    index("invoices_status_issued_at_idx").on(t.status, t.issuedAt),
    index("invoices_issued_at_idx").on(t.issuedAt, t.id),
  ],
);

/** Money received against an invoice: recorded by staff (bank transfer, crypto) or by a provider's webhook (card). */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("USD"),
    /** bank_transfer | crypto | card */
    method: text("method").notNull(),
    reference: text("reference").notNull().default(""),
    receivedOn: date("received_on", { mode: "string" }).notNull(),
    /** null when a provider's webhook recorded it */
    recordedBy: text("recorded_by").references(() => user.id, { onDelete: "set null" }),
    /** e.g. "stripe" */
    provider: text("provider"),
    /** The provider's id of the payment (a Checkout Session), unique so a payment is never recorded twice. */
    providerRef: text("provider_ref").unique(),
    /** The provider's id of the money taken, which a refund names (Stripe: PaymentIntent; PayPal: capture). */
    providerPaymentId: text("provider_payment_id"),
    createdAt: createdAt(),
  },
  (t) => [index("payments_invoice_id_idx").on(t.invoiceId), index("payments_received_on_idx").on(t.receivedOn)],
);

/** The last credit note number of each year, as invoice_counters: gapless, numbered in the issuing transaction. */
export const creditNoteCounters = pgTable("credit_note_counters", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull(),
});

/**
 * A credit note reverses (part of) an issued invoice: its own series (CN-2026-0001), immutable and never deleted,
 * as invoices. The credited total of an invoice never exceeds what was paid on it.
 */
export const creditNotes = pgTable(
  "credit_notes",
  {
    id: serial("id").primaryKey(),
    number: text("number").notNull().unique(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    cancellationId: integer("cancellation_id"),
    currency: text("currency").notNull(),
    amountCents: integer("amount_cents").notNull(),
    reason: text("reason").notNull().default(""),
    seller: jsonb("seller").$type<BillingParty>().notNull(),
    buyer: jsonb("buyer").$type<BillingParty>().notNull(),
    locale: text("locale").notNull().default("en"),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    issuedBy: text("issued_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [index("credit_notes_invoice_id_idx").on(t.invoiceId), index("credit_notes_issued_at_idx").on(t.issuedAt)],
);

/**
 * Money going back for a credit note: through the provider that took it (card, wallet; the provider's webhook
 * confirms it) or by hand (bank, crypto; staff record the date and reference once paid).
 */
export const refunds = pgTable(
  "refunds",
  {
    id: serial("id").primaryKey(),
    creditNoteId: integer("credit_note_id")
      .notNull()
      .references(() => creditNotes.id, { onDelete: "restrict" }),
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "restrict" }),
    amountCents: integer("amount_cents").notNull(),
    method: text("method").notNull(),
    provider: text("provider"),
    /** The provider's id of the refund. */
    providerRef: text("provider_ref").unique(),
    /** pending | succeeded | failed */
    status: text("status").notNull().default("pending"),
    reference: text("reference").notNull().default(""),
    refundedOn: date("refunded_on", { mode: "string" }),
    recordedBy: text("recorded_by").references(() => user.id, { onDelete: "set null" }),
    lastError: text("last_error"),
    /** Where a bank or crypto refund is sent, as the client gave it in the portal (null until then). */
    destination: jsonb("destination").$type<RefundDestination>(),
    destinationSetAt: timestamp("destination_set_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("refunds_payment_id_idx").on(t.paymentId), index("refunds_status_idx").on(t.status)],
);

/** A client's request to cancel an order, decided by staff within 3 business days (see common/refund-policy.ts). */
export const cancellationRequests = pgTable(
  "cancellation_requests",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    requestedBy: text("requested_by").references(() => user.id, { onDelete: "set null" }),
    reason: text("reason").notNull().default(""),
    tier: text("tier").notNull(),
    paidCents: integer("paid_cents").notNull(),
    computedCents: integer("computed_cents"),
    /** pending | approved | declined */
    status: text("status").notNull().default("pending"),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    approvedCents: integer("approved_cents"),
    decisionReason: text("decision_reason").notNull().default(""),
    decidedBy: text("decided_by").references(() => user.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("cancellation_requests_order_idx").on(t.orderId),
    uniqueIndex("cancellation_requests_one_pending_idx")
      .on(t.orderId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Overdue reminders sent for an invoice: the n-th (1–3) once, through the mail queue. */
export const invoiceReminders = pgTable(
  "invoice_reminders",
  {
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    n: integer("n").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.n] })],
);

/** Webhook events already applied, by the provider's event id: the same event twice is applied once. */
export const webhookEvents = pgTable("webhook_events", {
  id: text("id").primaryKey(),
  provider: text("provider").notNull(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A payment page the product opened at a provider for an invoice (a Stripe Checkout Session, a PayPal order) and
 * what it asked for there: a provider's payment counts only against one of these, in its currency and amount.
 */
export const providerCheckouts = pgTable(
  "provider_checkouts",
  {
    provider: text("provider").notNull(),
    /** The provider's id of the checkout (Stripe: cs_…; PayPal: the order id). */
    ref: text("ref").notNull(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    currency: text("currency").notNull(),
    amountCents: integer("amount_cents").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.ref] }), index("provider_checkouts_invoice_id_idx").on(t.invoiceId)],
);

/**
 * A signed provider event the product did not apply, kept once for staff: money in another currency or amount than
 * the checkout asked for, a payment or approval of a checkout the product never opened, money for an invoice that
 * cannot take it, or an event it cannot read.
 */
export const paymentIssues = pgTable(
  "payment_issues",
  {
    id: serial("id").primaryKey(),
    /** provider:event id, or provider:sha256:<body's hash> for an event without one: each event is kept once. */
    key: text("key").notNull().unique(),
    provider: text("provider").notNull(),
    /** currency | amount | unknown_checkout | not_payable | malformed (common/payment-issues.ts) */
    kind: text("kind").notNull(),
    eventId: text("event_id"),
    eventType: text("event_type"),
    /** The invoice the checkout was opened for or, for an unknown checkout, the one the event names if it exists. */
    invoiceId: integer("invoice_id").references(() => invoices.id, { onDelete: "set null" }),
    /** The provider's id of the checkout or payment the event is about. */
    providerRef: text("provider_ref"),
    expectedCurrency: text("expected_currency"),
    expectedCents: integer("expected_cents"),
    receivedCurrency: text("received_currency"),
    receivedCents: integer("received_cents"),
    /** What was wrong with a malformed event, and the start of its body. */
    detail: text("detail").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    index("payment_issues_created_at_idx").on(t.createdAt),
    index("payment_issues_invoice_id_idx").on(t.invoiceId),
  ],
);

// ---------------------------------------------------------------- support chat and staff inbox

/**
 * One thread between a visitor and staff: a chat from the widget, a callback request, or a contact message.
 * It belongs to the browser that started it (a signed cookie naming its id) and, once the visitor signs in, to
 * the account. `waitingSince` is set by the visitor's first message after staff last wrote and cleared when staff
 * answer: the inbox sorts by it, longest waiting first.
 */
export const conversations = pgTable(
  "conversations",
  {
    id: text("id").primaryKey(),
    kind: text("kind").notNull(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    visitorName: text("visitor_name"),
    visitorEmail: text("visitor_email"),
    locale: text("locale").notNull().default("en"),
    page: text("page"),
    status: text("status").notNull().default("open"),
    assigneeId: text("assignee_id").references(() => user.id, { onDelete: "set null" }),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    contactMessageId: integer("contact_message_id").references(() => contactMessages.id, { onDelete: "set null" }),
    phone: text("phone"),
    phoneCountry: text("phone_country"),
    preferredTime: text("preferred_time"),
    outcome: text("outcome"),
    staffUnread: integer("staff_unread").notNull().default(0),
    waitingSince: timestamp("waiting_since", { withTimezone: true }),
    /** Renewed by the visitor's open stream: a reply to a visitor seen longer ago than that is e-mailed. */
    visitorSeenAt: timestamp("visitor_seen_at", { withTimezone: true }),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("conversations_inbox_idx").on(t.status, t.waitingSince, t.lastMessageAt),
    index("conversations_user_idx").on(t.userId, t.lastMessageAt),
    index("conversations_closed_anon_idx")
      .on(t.closedAt)
      .where(sql`${t.userId} is null and ${t.status} = 'closed'`),
  ],
);

export const conversationMessages = pgTable(
  "conversation_messages",
  {
    id: serial("id").primaryKey(),
    conversationId: text("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    /** visitor, staff or auto (the product's automatic acknowledgement). */
    sender: text("sender").notNull(),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    /** Set when the message was also sent by e-mail (a staff reply to a visitor who was not connected). */
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("conversation_messages_thread_idx").on(t.conversationId, t.id)],
);

/** Staff who said "online" in the inbox, and when the inbox last confirmed it. */
export const staffPresence = pgTable("staff_presence", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  online: boolean("online").notNull().default(false),
  seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The public site's texts as staff own them (issue 39): one row per item (a block of one namespace's strings, see
 * server/services/content/registry.ts) that staff saved or published; an item without a row is as the template
 * shipped it. `draft` and `published` hold every field of the item in six languages (`{ [fieldKey]: { en, de… } }`;
 * "" is a missing translation). `rev` counts saves and publications: a save names the rev it started from.
 */
export const contentItems = pgTable("content_items", {
  id: text("id").primaryKey(),
  rev: integer("rev").notNull().default(0),
  draft: jsonb("draft").$type<Record<string, Record<string, string>>>(),
  /** The field keys the draft's saves changed since it was last published (for a conflict's message). */
  draftChanged: jsonb("draft_changed").$type<Record<string, number>>(),
  published: jsonb("published").$type<Record<string, Record<string, string>>>(),
  publishedVersion: integer("published_version").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }),
  updatedBy: text("updated_by"),
  /** Staff reviewed the shipped texts and keep them as their own (the launch checklist, issue 39). */
  keptAt: timestamp("kept_at", { withTimezone: true }),
  keptBy: text("kept_by"),
});

/** Every published version of an item, kept: any of them can be restored. */
export const contentVersions = pgTable(
  "content_versions",
  {
    itemId: text("item_id").notNull(),
    version: integer("version").notNull(),
    data: jsonb("data").$type<Record<string, Record<string, string>>>().notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    publishedBy: text("published_by"),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.version] })],
);

/**
 * Intake per service (issue 41): the questionnaire staff keep per service (keyed by its slug), and each order's
 * brief with its own copy of the questions it was given, so a later edit of the questionnaire never changes it.
 */
export const intakeForms = pgTable("intake_forms", {
  serviceId: text("service_id").primaryKey(),
  deliveryDays: integer("delivery_days").notNull(),
  /** placed: the brief opens with the order; paid: once its first invoice is paid. */
  opensOn: text("opens_on").$type<BriefOpens>().notNull().default("placed"),
  questions: jsonb("questions").$type<IntakeQuestion[]>().notNull().default([]),
  updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
  updatedAt: updatedAt(),
});

export const orderBriefs = pgTable(
  "order_briefs",
  {
    orderId: integer("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** draft, submitted (locked) or changes_requested (open again, with staff's note). */
    status: text("status").notNull().default("draft"),
    questions: jsonb("questions").$type<IntakeQuestion[]>().notNull(),
    answers: jsonb("answers").$type<Record<string, AnswerValue>>().notNull().default({}),
    deliveryDays: integer("delivery_days").notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    changeNote: text("change_note"),
    /** When each reminder went (or was passed over): set once, by a conditional update. */
    reminder24At: timestamp("reminder_24_at", { withTimezone: true }),
    reminder72At: timestamp("reminder_72_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("order_briefs_unsubmitted_idx")
      .on(t.createdAt)
      .where(sql`${t.submittedAt} is null`),
  ],
);

export const orderBriefEvents = pgTable(
  "order_brief_events",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** submitted or changes_requested */
    kind: text("kind").notNull(),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [index("order_brief_events_order_id_idx").on(t.orderId)],
);

// ---------------------------------------------------------------- public API (issue 44)
/** Keys of the public API (/api/v1): stored as a SHA-256 of the secret, which is shown once. */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** The secret's first characters, shown to tell keys apart. */
    start: text("start").notNull(),
    /** hex SHA-256 of the whole secret (256 random bits: a slow hash adds nothing). */
    hash: text("hash").notNull().unique(),
    scopes: text("scopes").array().notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedBy: text("revoked_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [index("api_keys_created_at_idx").on(t.createdAt)],
);

/** Every request made with a key: the audit staff read on the key. */
export const apiKeyRequests = pgTable(
  "api_key_requests",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    keyId: uuid("key_id")
      .notNull()
      .references(() => apiKeys.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    method: text("method").notNull(),
    path: text("path").notNull(),
    status: integer("status").notNull(),
    ip: text("ip").notNull(),
  },
  (t) => [index("api_key_requests_key_at_idx").on(t.keyId, t.at)],
);

// ---------------------------------------------------------------- webhooks (issue 44)
/** Where staff send events (Standard Webhooks): the URL, the events it wants and its signing secret. */
export const webhookEndpoints = pgTable("webhook_endpoints", {
  id: uuid("id").primaryKey().defaultRandom(),
  url: text("url").notNull(),
  description: text("description").notNull().default(""),
  events: text("events").array().notNull(),
  /** `whsec_` + base64 of 32 random bytes: the HMAC key (kept, as signing needs it). */
  secret: text("secret").notNull(),
  /** After a rotation, the secret before, signing too until `previous_secret_until`. */
  previousSecret: text("previous_secret"),
  previousSecretUntil: timestamp("previous_secret_until", { withTimezone: true }),
  enabled: boolean("enabled").notNull().default(true),
  disabledReason: text("disabled_reason"),
  createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One message to one endpoint, kept until delivered or given up: the outbox the due-check sends from. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    /** `webhook-id`: the same on every attempt and replay, so receivers can drop repeats. */
    messageId: text("message_id").notNull(),
    eventType: text("event_type").notNull(),
    /** The exact body sent: `{ type, timestamp, data }`. */
    payload: text("payload").notNull(),
    /** pending | delivered | failed */
    state: text("state").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** An instance sending it holds it until then; past it (the instance died), another sends it. */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    lastStatus: integer("last_status"),
    lastError: text("last_error"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("webhook_deliveries_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.state} = 'pending'`),
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt),
  ],
);

// ---------------------------------------------------------------- order metrics (issue 43)
/**
 * What staff measure for an order: a built-in kind (on a platform) or their own, with a name in six languages and a
 * unit; `direction` says whether a lower number is better. `baseline` is the start when set.
 */
export const orderMetrics = pgTable(
  "order_metrics",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    platform: text("platform"),
    name: jsonb("name").$type<LocalizedName>(),
    unit: text("unit").notNull().default(""),
    direction: text("direction").notNull().default("higher"),
    baseline: doublePrecision("baseline"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("order_metrics_direction_check", sql`${t.direction} in ('higher', 'lower')`),
    index("order_metrics_order_id_idx").on(t.orderId, t.id),
  ],
);

/** One measurement of a metric: when it was measured, where it came from, and an optional note or https link. */
export const metricPoints = pgTable(
  "metric_points",
  {
    id: serial("id").primaryKey(),
    metricId: integer("metric_id")
      .notNull()
      .references(() => orderMetrics.id, { onDelete: "cascade" }),
    value: doublePrecision("value").notNull(),
    measuredAt: timestamp("measured_at", { withTimezone: true }).notNull(),
    source: text("source").notNull().default("manual"),
    note: text("note").notNull().default(""),
    evidenceUrl: text("evidence_url").notNull().default(""),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("metric_points_source_check", sql`${t.source} in ('manual', 'csv', 'api')`),
    index("metric_points_metric_id_idx").on(t.metricId, t.measuredAt),
  ],
);

/**
 * The monthly results report (issue 43): one per order and month (the unique index makes two instances make one).
 * A draft until it is sent (staff may add a summary; it goes out by itself on day 2); `data` is frozen when sent and
 * the PDF is rendered from it.
 */
export const resultReports = pgTable(
  "result_reports",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    month: text("month").notNull(),
    status: text("status").notNull().default("draft"),
    summary: text("summary").notNull().default(""),
    data: jsonb("data").$type<ReportData>(),
    locale: text("locale").notNull().default("en"),
    /** Null when it went out by itself. */
    sentBy: text("sent_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    check("result_reports_status_check", sql`${t.status} in ('draft', 'sent')`),
    uniqueIndex("result_reports_order_month_idx").on(t.orderId, t.month),
    index("result_reports_draft_idx")
      .on(t.month)
      .where(sql`${t.status} = 'draft'`),
  ],
);

/**
 * A read-only link to an order's results (issue 43): only the SHA-256 of its 128-bit token is kept; it expires,
 * may need a password (scrypt), is revoked (410 after) and counts its views.
 */
export const resultShares = pgTable(
  "result_shares",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    madeBy: text("made_by").notNull(),
    passwordHash: text("password_hash"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    views: integer("views").notNull().default(0),
    lastViewedAt: timestamp("last_viewed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("result_shares_made_by_check", sql`${t.madeBy} in ('client', 'staff')`),
    index("result_shares_order_id_idx").on(t.orderId),
  ],
);

export * from "./schema-figures";

/**
 * Recurring tiers (issue 42): a service's tier sold every N months, with an optional quota per period and rollover.
 * A tier without a row is one-off.
 */
export const retainerPlans = pgTable(
  "retainer_plans",
  {
    serviceId: text("service_id").notNull(),
    tierId: text("tier_id").notNull(),
    everyMonths: integer("every_months").notNull().default(1),
    quotaAmount: integer("quota_amount"),
    quotaUnit: text("quota_unit").notNull().default(""),
    rollover: boolean("rollover").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    primaryKey({ columns: [t.serviceId, t.tierId] }),
    check("retainer_plans_every_check", sql`${t.everyMonths} between 1 and 12`),
  ],
);

/**
 * An order's retainer (issue 42): the plan's terms and price as ordered (the order's currency), and where its
 * schedule stands. Slot s starts s × every_months months after started_on. `next_slot` is the next period to open,
 * `invoiced_slot` the last period invoiced; the due-check moves each by a conditional UPDATE, so a period is opened
 * and invoiced once across instances. Paused slots are [pause_from, pause_until); cancelling ends after end_slot.
 */
export const retainers = pgTable(
  "retainers",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: "cascade" }),
    serviceId: text("service_id").notNull(),
    tierId: text("tier_id").notNull(),
    everyMonths: integer("every_months").notNull(),
    quotaAmount: integer("quota_amount"),
    quotaUnit: text("quota_unit").notNull().default(""),
    rollover: boolean("rollover").notNull().default(false),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    /**
     * A new price staff gave notice of (issue 42): from the first period starting on `next_amount_from`, at least 30
     * days after `price_noticed_at` and after every period already invoiced; until then `amount_cents` holds.
     */
    nextAmountCents: integer("next_amount_cents"),
    nextAmountFrom: date("next_amount_from", { mode: "string" }),
    priceNoticedAt: timestamp("price_noticed_at", { withTimezone: true }),
    /** pending | active | paused | cancelling | cancelled */
    status: text("status").notNull().default("pending"),
    startedOn: date("started_on", { mode: "string" }),
    nextSlot: integer("next_slot").notNull().default(0),
    invoicedSlot: integer("invoiced_slot").notNull().default(-1),
    pauseFrom: integer("pause_from"),
    pauseUntil: integer("pause_until"),
    endSlot: integer("end_slot"),
    endsOn: date("ends_on", { mode: "string" }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("retainers_status_check", sql`${t.status} in ('pending', 'active', 'paused', 'cancelling', 'cancelled')`),
    index("retainers_running_idx")
      .on(t.id)
      .where(sql`${t.status} in ('active', 'paused', 'cancelling')`),
  ],
);

/**
 * One period of a retainer: its days, what it includes (the quota), what rolled over from the period before, what
 * staff recorded as used, and its invoice. Written when the period is invoiced or opened, whichever comes first;
 * `opened_at` is set when it opens on its day.
 */
/**
 * A prorated difference of a plan change (issue 42) waiting for the next period's invoice (`invoice_id` null until
 * it is on one): an upgrade's amount owed (> 0), or a downgrade's credit (< 0) that could not go back on a paid
 * invoice. Net of tax, in the retainer's currency.
 */
export const retainerAdjustments = pgTable(
  "retainer_adjustments",
  {
    id: serial("id").primaryKey(),
    retainerId: integer("retainer_id")
      .notNull()
      .references(() => retainers.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    description: text("description").notNull(),
    invoiceId: integer("invoice_id").references(() => invoices.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("retainer_adjustments_retainer_idx").on(t.retainerId)],
);

export const retainerPeriods = pgTable(
  "retainer_periods",
  {
    id: serial("id").primaryKey(),
    retainerId: integer("retainer_id")
      .notNull()
      .references(() => retainers.id, { onDelete: "cascade" }),
    slot: integer("slot").notNull(),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    endsOn: date("ends_on", { mode: "string" }).notNull(),
    included: integer("included").notNull().default(0),
    rolledOver: integer("rolled_over").notNull().default(0),
    used: integer("used").notNull().default(0),
    invoiceId: integer("invoice_id").references(() => invoices.id, { onDelete: "set null" }),
    openedAt: timestamp("opened_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("retainer_periods_slot_idx").on(t.retainerId, t.slot)],
);

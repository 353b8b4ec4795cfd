import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SELLER_SETTINGS } from "../../common/billing";
import { SERVICE_IDS } from "../../common/catalog";
import { eq } from "drizzle-orm";
import type { IntakeQuestion } from "../../common/intake";
import { orderBriefs, orders } from "../../server/db/schema";
import { createVerifiedUser, getCaptcha, signIn, solveCaptcha, solvePow } from "./auth-helpers";
import { startPayPalStandIn, type PayPalStandIn } from "./paypal-stand-in";
import { startStripeStandIn, type StripeStandIn } from "./stripe-stand-in";
import { createTestApp, type TestApp } from "./test-app";

/**
 * A bounded, seeded fuzz run over every route and method: the app's own (Hono's route table) and
 * better-auth's endpoints, with bodies, queries, path parameters and headers mutated, as a guest, a client
 * and an admin. No answer may be a 5xx, and the server must still be healthy afterwards.
 */
const METRICS_TOKEN = "fuzz-metrics-token-0123456789";
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 3000);

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = mulberry32(SEED);
const int = (n: number) => Math.floor(rnd() * n);
const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;
const chance = (p: number) => rnd() < p;

const deep = (n: number): unknown => (n === 0 ? "x" : { a: deep(n - 1) });
const EVIL_VALUES: (() => unknown)[] = [
  () => "\u0000",
  () => "a\u0000b",
  () => "\u0007bell\u001b[31m",
  () => "line\nbreak\ttab",
  () => "\u202e\u200b",
  () => "x".repeat(int(3) === 0 ? 70_000 : 5_000),
  () => "🙂".repeat(300),
  () => "' OR 1=1 --",
  () => "../../../etc/passwd",
  () => "//evil.test/",
  () => "/\\evil.test",
  () => "http://evil.test/cb",
  () => "javascript:alert(1)",
  () => "",
  () => " ",
  () => 0,
  () => -1,
  () => 1e308,
  () => Number.MAX_SAFE_INTEGER,
  () => 3.5,
  () => true,
  () => false,
  () => null,
  () => [],
  () => ["a", 1, null],
  () => ({}),
  () => ({ $ne: null }),
  () => deep(40),
  () => "ORD-000001",
  () => "2026-02-30",
  () => "admin@example.com",
];
const evil = () => pick(EVIL_VALUES)();

const PARAM_VALUES = [
  "1",
  "0",
  "-1",
  "99999999999999999999",
  "ORD-000001",
  "ord-1",
  "abc",
  "%00",
  "a%00b",
  "%0a",
  "%5C%5Cevil",
  "..",
  "%2e%2e%2f",
  "x".repeat(300),
  "00000000-0000-0000-0000-000000000000",
  "%F0%9F%99%82",
  "%E0%A4%A",
];
const QUERY_KEYS = [
  "q",
  "page",
  "pageSize",
  "status",
  "range",
  "tz",
  "days",
  "token",
  "callbackURL",
  "redirectTo",
  "id",
  "disableCookieCache",
];
const QUERY_VALUES = [
  "%00",
  "a%00b",
  "1",
  "-5",
  "1e999",
  "all",
  "today",
  "x".repeat(500),
  "",
  "%ZZ",
  "[]",
  "%0d%0a",
  // The invoices list's filters (status, q): valid ones, and a search full of LIKE wildcards.
  "overdue",
  "void",
  "INV-2026-0001",
  "%25_%5C",
];
const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/xml",
  "",
];
/**
 * Multipart uploads (boundary "x") whose body stops inside a file part, no closing boundary: a file being stored
 * (the piped path) and a refused file being skipped (the resumed path). Once these ended the process (issue 37).
 */
const CUT_UPLOADS = [
  '--x\r\nContent-Disposition: form-data; name="files"; filename="../../a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF',
  '--x\r\nContent-Disposition: form-data; name="files"; filename="setup.exe"\r\nContent-Type: application/x-msdownload\r\n\r\nMZ',
];
const RAW_BODIES = [
  "",
  "{",
  "}",
  "null",
  "[]",
  "123",
  '"text"',
  "{'a':1}",
  '{"a":"\\u0000"}',
  "\u0000",
  "[".repeat(5000),
  // Multipart bodies for the file uploads (boundary "x" among CONTENT_TYPES): whole, cut short, bad names.
  '--x\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n--x--\r\n',
  ...CUT_UPLOADS,
  '--x\r\nContent-Disposition: form-data; name="files"; filename="\u0000.exe"\r\nContent-Type: text/html\r\n\r\nx\r\n--x--\r\n',
  "--x--\r\n",
];

/** A seller whose setup checklist is complete, so that invoicing routes are fuzzed past BILLING_SETUP_INCOMPLETE. */
const COMPLETE_SELLER_SETTINGS = {
  ...DEFAULT_SELLER_SETTINGS,
  legalName: "Fuzz Agency Ltd.",
  address: "1 Fuzz Road",
  taxId: "GB1",
  bankTransferEnabled: true,
  bankDetails: "IBAN GB00 FUZZ",
};
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
/** Plausible bodies per path (the fuzzer mutates them); others get an object of random fields. */
/** A valid article body for the article routes' templates. */
const FUZZ_ARTICLE = () => ({
  slug: pick(["fuzz-article", `fuzz-${int(1_000_000)}`]),
  category: "Strategy",
  author: { name: "Fuzz Writer", role: "Editor", avatarMediaId: null },
  coverMediaId: null,
  texts: {
    en: {
      title: "Fuzzed",
      excerpt: "An excerpt.",
      body: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Hello" }] }] },
    },
  },
});

// A public address (an IP, no DNS here) or refused ones; an event the fuzz seldom causes, so little is sent out.
const FUZZ_WEBHOOK = () => ({
  url: pick(["https://93.184.215.14/hook", "https://127.0.0.1/x", "http://93.184.215.14/", "ftp://x", ""]),
  description: pick(["", "CRM"]),
  events: pick([["credit_note.issued"], [], ["nope"]]),
  enabled: pick([true, false]),
});
const TEMPLATES: Record<string, () => Record<string, unknown>> = {
  "/api/orders": () => ({
    serviceId: "shilling",
    servicePlan: "starter",
    projectName: "Fuzz",
    projectDescription: "desc",
    projectDeadline: tomorrow(),
    projectGoals: ["a"],
    contactName: "Fuzz Er",
    contactEmail: "fuzz@example.com",
    contactPhone: "+1 555 0100",
  }),
  "/api/contact": () => ({ name: "Fuzz", email: "fuzz@example.com", service: "music", message: "hi" }),
  "/api/newsletter": () => ({ email: "fuzz@example.com" }),
  "/api/profile": () => ({ email: "fuzz@example.com", fullname: "Fuzz Er", username: "fuzzer", bio: "" }),
  "/api/admin/settings": () => ({
    staffEmail: "a@example.com",
    salesEmail: "b@example.com",
    supportEmail: "c@example.com",
  }),
  "/api/admin/orders/:id": () => ({ status: "in_progress", note: "n" }),
  "/api/admin/orders/:id/notes": () => ({ body: "note" }),
  "/api/admin/orders/:id/messages": () => ({ body: "hello https://example.com" }),
  "/api/admin/orders/:id/assignment": () => ({ assigneeId: null, dueDate: "2030-01-01" }),
  "/api/orders/:id/messages": () => ({ body: "hello" }),
  // Intake per service (issue 41): a questionnaire, a draft's answers, a change request.
  "/api/admin/intake/:service": () => ({
    deliveryDays: 7,
    questions: [
      {
        id: "goal",
        kind: "short_text",
        required: true,
        label: { en: "Goal", es: "Meta", fr: "But", de: "Ziel", zh: "目标", ja: "目標" },
        help: { en: "", es: "", fr: "", de: "", zh: "", ja: "" },
        options: [],
        showIf: null,
      },
    ],
  }),
  "/api/orders/:code/brief": () => ({ answers: { goal: "More views", files: ["1"] } }),
  "/api/admin/orders/:code/brief/changes": () => ({ note: "More detail, please" }),
  "/api/admin/users/:id/admin": () => ({ admin: false }),
  "/api/admin/messages/:id": () => ({ handled: true }),
  "/api/auth/sign-up/email": () => ({ email: "fuzz@example.com", password: "Qu1et-Meadow-Falls!", name: "Fuzz" }),
  "/api/auth/sign-in/email": () => ({ email: "fuzz@example.com", password: "Qu1et-Meadow-Falls!", rememberMe: true }),
  "/api/auth/request-password-reset": () => ({ email: "fuzz@example.com", redirectTo: "/reset-password" }),
  "/api/auth/reset-password": () => ({ newPassword: "Qu1et-Meadow-Falls!", token: "abc" }),
  "/api/auth/send-verification-email": () => ({ email: "fuzz@example.com", callbackURL: "/dashboard" }),
  "/api/auth/change-email": () => ({ newEmail: "new@example.com", callbackURL: "/profile" }),
  "/api/auth/change-password": () => ({
    currentPassword: "x",
    newPassword: "Qu1et-Meadow-Falls!",
    revokeOtherSessions: true,
  }),
  "/api/auth/update-user": () => ({ name: "Fuzz", image: null }),
  "/api/auth/verify-password": () => ({ password: "x" }),
  "/api/auth/sign-in/social": () => ({ provider: "github", callbackURL: "/" }),
  "/api/auth/unlink-account": () => ({ providerId: "credential" }),
  "/api/auth/revoke-session": () => ({ token: "abc" }),
  "/api/auth/two-factor/enable": () => ({ password: "x", issuer: "Umbra" }),
  "/api/auth/two-factor/disable": () => ({ password: "x" }),
  "/api/auth/two-factor/verify-totp": () => ({ code: "123456", trustDevice: true }),
  "/api/auth/two-factor/verify-backup-code": () => ({ code: "abcde-fghij", disableSession: false }),
  "/api/me": () => ({ password: "x" }),
  "/api/admin/orders/:code/quotes": () => ({
    lines: [{ description: "Edit", quantity: 2, unitPriceCents: 15_000 }],
    validUntil: tomorrow(),
    note: "n",
  }),
  "/api/admin/orders/:code/invoices": () => ({
    lines: [{ description: "Edit", quantity: 1, unitPriceCents: 15_000 }],
    dueDate: tomorrow(),
  }),
  "/api/admin/invoices/:number/void": () => ({ reason: "Wrong amount" }),
  "/api/admin/billing/settings": () => ({ ...COMPLETE_SELLER_SETTINGS }),
  "/api/orders/:code/cancellation": () => ({ reason: "Plans changed" }),
  "/api/admin/orders/:code/progress": () => ({ percent: 40, note: "Drafts delivered" }),
  "/api/admin/orders/:code/cancellation/decision": () => ({
    decision: "approve_other",
    amountCents: 100,
    reason: "Goodwill",
  }),
  "/api/admin/refunds/:id/record": () => ({ refundedOn: tomorrow(), reference: "SEPA back 1" }),
  "/api/orders/:code/quotes/:version/decision": () => ({ decision: "accept", reason: "ok" }),
  "/api/profile/billing": () => ({ company: "Fuzz Ltd", address: "1 Road", taxId: "X1" }),
  "/api/admin/invoices/:number/payments": () => ({
    method: "bank_transfer",
    receivedOn: tomorrow(),
    reference: "SEPA 1",
    amountCents: 100,
  }),
  "/api/chat/messages": () => ({
    body: "I need a quote, call me",
    page: "/services/amazon",
    email: "fuzz@example.com",
  }),
  "/api/chat/email": () => ({ email: "fuzz@example.com" }),
  "/api/chat/resume": () => ({ token: "a.b.c" }),
  "/api/chat/callbacks": () => ({
    country: "US",
    phone: "+1 201 555 0123",
    preferredTime: "asap",
    name: "Fuzz",
    note: "n",
    page: "/",
  }),
  "/api/admin/inbox/:id/messages": () => ({ body: "We are here" }),
  "/api/admin/inbox/:id": () => ({ status: "closed", outcome: "reached", assigneeId: null, orderCode: "ORD-900001" }),
  "/api/admin/inbox/:id/order": () => ({
    serviceId: "amazon",
    servicePlan: "starter",
    projectName: "Lead",
    projectDescription: "d",
    projectDeadline: null,
    projectGoals: [],
    contactName: "Fuzz",
    contactEmail: "fuzz@example.com",
    contactPhone: "",
  }),
  "/api/admin/inbox/presence": () => ({ online: true }),
  "/api/admin/inbox/hours": () => ({ timeZone: "Europe/Berlin", days: [1, 2, 3], start: "09:00", end: "17:00" }),
  "/api/invoices/:number/checkout": () => ({ method: pick(["card", "wallet"]) }),
  "/api/admin/catalog/prices/:currency": () => ({
    prices: [
      { serviceId: "youtube", tierId: "starter", amountMinor: 150_000 },
      { serviceId: "youtube", tierId: "professional", amountMinor: null },
    ],
  }),
  "/api/admin/regions/:id": () => ({ currency: pick(["EUR", "JPY", "USD"]), services: ["youtube", "music"] }),
  // Every service once, in a rotated order; one of four hidden at random.
  "/api/admin/catalog/services": () => {
    const hidden = pick(["music", "press", "youtube", "amazon"]);
    const k = int(SERVICE_IDS.length);
    return {
      services: [...SERVICE_IDS.slice(k), ...SERVICE_IDS.slice(0, k)].map((id) => ({ id, hidden: id === hidden })),
    };
  },
  "/api/admin/media/:id/alt": () => ({ en: "A fuzzed image", de: "Ein Bild", ja: "" }),
  // One service's icon, colour and a cell, from the known sets.
  "/api/admin/catalog/services/styles": () => ({
    services: [
      {
        id: pick(SERVICE_IDS),
        icon: pick(["rocket", "star", "megaphone"]),
        gradient: pick(["lime", "gold", "violet"]),
        matrix: { [pick(["trending", "reviews", "analytics"])]: pick(["included", "excluded", "unknown"]) },
      },
    ],
  }),
  // An article in two languages (issue 40): a fresh slug each time, or one that may be taken.
  "/api/admin/api-keys": () => ({
    name: pick(["Zapier", "", "x".repeat(81)]),
    scopes: pick([["orders:read"], [], ["orders:read", "clients:read", "invoices:read"], ["nope"]]),
    expiresInDays: pick([null, 30, 0, 731]),
  }),
  "/api/admin/webhooks": () => FUZZ_WEBHOOK(),
  "/api/admin/webhooks/:id": () => FUZZ_WEBHOOK(),
  "/api/admin/articles": () => FUZZ_ARTICLE(),
  "/api/admin/articles/:id": () => FUZZ_ARTICLE(),
  "/api/admin/articles/:id/schedule": () => ({ publishAt: pick(["2031-05-01T09:30", "2020-01-01T00:00"]) }),
  "/api/admin/articles/:id/unpublish": () => ({ replacementUrl: pick([null, "/blog", "https://example.com/x"]) }),
  "/api/admin/figures/:id": () =>
    pick([{ mode: "typed", value: 12, source: "fuzz" }, { mode: "computed" }, { mode: "hidden" }]),
  // Milestones (issue 41): weights that sum to 100, a delivery, changes asked, a template, the setting.
  "/api/admin/orders/:code/milestones": () => ({
    milestones: [
      { title: "Draft", description: "d", weight: 40, dueOn: tomorrow() },
      { title: "Final", weight: 60, dueOn: null },
    ],
  }),
  "/api/admin/orders/:code/milestones/:id/deliver": () => ({ message: "Here it is", fileIds: [1] }),
  "/api/orders/:code/milestones/:id/changes": () => ({ reason: "Brighter, please" }),
  "/api/admin/catalog/services/:id/milestones": () => ({
    items: [{ title: "Kick-off", description: "", weight: 100, dueDays: 3 }],
  }),
  "/api/admin/milestones/settings": () => ({ autoApproveDays: 7 }),
  // Retainers (issue 42): the recurring tiers and settings, a pause, a cancellation, the usage.
  "/api/admin/catalog/retainers": () => ({
    plans: [
      {
        serviceId: "youtube",
        tierId: "professional",
        everyMonths: 1,
        quotaAmount: 8,
        quotaUnit: "posts",
        rollover: true,
      },
    ],
    settings: { invoiceDaysAhead: 7, maxPausePeriods: 3 },
  }),
  "/api/orders/:code/retainer/pause": () => ({ periods: pick([1, 2, 3]) }),
  "/api/admin/orders/:code/retainer/pause": () => ({ periods: pick([1, 2, 3]) }),
  "/api/orders/:code/retainer/cancel": () => ({ when: pick(["period_end", "now"]) }),
  "/api/admin/orders/:code/retainer/cancel": () => ({ when: pick(["period_end", "now"]) }),
  "/api/admin/orders/:code/retainer/usage": () => ({ used: pick([0, 3, 8]) }),
  "/api/orders/:code/retainer/plan": () => ({ tierId: pick(["starter", "professional", "enterprise"]) }),
  "/api/admin/orders/:code/retainer/plan": () => ({ tierId: pick(["starter", "professional", "enterprise"]) }),
  // Order metrics (issue 43): a metric (built-in on a platform, or custom), a data point, a CSV.
  "/api/admin/orders/:code/metrics": () =>
    pick([
      { kind: "followers", platform: "instagram", baseline: 100 },
      { kind: "custom", name: { en: "Fuzz", es: "", fr: "", de: "", zh: "", ja: "" }, unit: "%", direction: "lower" },
    ]),
  "/api/admin/orders/:code/metrics/:id": () => ({ kind: "views", platform: null, baseline: null }),
  "/api/admin/orders/:code/metrics/:id/points": () => ({
    value: 12.5,
    measuredAt: "2026-10-01",
    note: "fuzz",
    evidenceUrl: "https://example.com/x",
  }),
  "/api/admin/orders/:code/metrics/import/preview": () => ({ csv: "date,metric,value\n2026-10-01,views,1\n" }),
  "/api/admin/orders/:code/metrics/import": () => ({ csv: "date,metric,value\n2026-10-01,views,1\n" }),
  "/api/webhooks/:provider": () => ({
    id: "evt_fuzz",
    type: "checkout.session.completed",
    data: { object: { id: "cs_fuzz", payment_status: "paid", amount_total: 100, metadata: { invoiceNumber: "x" } } },
  }),
};

/** Routes behind a proof-of-work, and of those the ones behind the captcha too: often sent a real solution. */
const POW_ROUTES = new Set([
  "POST /api/orders",
  "POST /api/contact",
  "POST /api/newsletter",
  "POST /api/auth/sign-in/email",
  "POST /api/auth/sign-up/email",
  "POST /api/auth/request-password-reset",
  "POST /api/chat/messages",
  "POST /api/chat/callbacks",
]);
/** Routes of a signed-in client, among them the dashboard (the fuzzer's client has an open quote and an invoice). */
const SIGNED_IN_ROUTES = ["GET /api/dashboard", "GET /api/orders", "GET /api/orders/:code/billing"];
const CAPTCHA_ROUTES = new Set(["POST /api/auth/sign-in/email", "POST /api/auth/sign-up/email"]);
/** The answers of the guards in front of a route's own validation: a request answered so never reached it. */
const GUARD_CODES = /^(POW_|CAPTCHA_|UNAUTHORIZED$|FORBIDDEN$|TWO_FACTOR_REQUIRED$|RATE_LIMITED$)/;

/** Endpoints that end the caller's session: fuzzed as a guest so the run keeps its signed-in users. */
const ENDS_SESSION = /\/(sign-out|revoke-sessions?|revoke-other-sessions|delete-user|change-password|unlink-account)\b/;

interface Route {
  method: string;
  path: string;
}

let t: TestApp;
let standIn: StripeStandIn;
let paypal: PayPalStandIn;
let routes: Route[];
const cookies: Record<"guest" | "client" | "admin", string> = { guest: "", client: "", admin: "" };

beforeAll(async () => {
  // Card payments on, against the local Stripe stand-in: checkout and the webhook are fuzzed past "not configured".
  // The same for the online wallet against the PayPal stand-in: checkout, the return (a capture) and the webhook.
  standIn = await startStripeStandIn({ secretKey: "sk_test_fuzz_0123456789" });
  paypal = await startPayPalStandIn({
    clientId: "fuzz-client-id",
    clientSecret: "fuzz-secret-0123",
    webhookId: "WH-FUZZ",
  });
  t = await createTestApp({
    env: {
      STAFF_EMAIL: "staff@example.com",
      STRIPE_SECRET_KEY: "sk_test_fuzz_0123456789",
      STRIPE_WEBHOOK_SECRET: "whsec_fuzz_0123456789",
      STRIPE_API_URL: standIn.url,
      PAYPAL_CLIENT_ID: "fuzz-client-id",
      PAYPAL_CLIENT_SECRET: "fuzz-secret-0123",
      PAYPAL_WEBHOOK_ID: "WH-FUZZ",
      PAYPAL_API_URL: paypal.url,
      METRICS_TOKEN,
    },
  });
  const client = await createVerifiedUser(t);
  const admin = await createVerifiedUser(t, { admin: true });
  cookies.client = await signIn(t, client.email, client.password);
  cookies.admin = await signIn(t, admin.email, admin.password, admin.totpSecret);
  PARAM_VALUES.push(client.id, admin.id);
  // Billing: an order of the client with an open quote and an issued invoice, so that the fuzzed billing routes
  // reach past "not found" (a code far above the ones the order form hands out).
  await t.database.db.insert(orders).values({
    code: "ORD-900001",
    userId: client.id,
    serviceId: "youtube",
    tierId: "professional",
    projectName: "Fuzz",
    contactName: "Fuzz Er",
    contactEmail: client.email,
  });
  const billingHeaders = { cookie: cookies.admin, "content-type": "application/json" };
  for (const [path, body] of [
    ["/api/admin/billing/settings", COMPLETE_SELLER_SETTINGS],
    ["/api/admin/orders/ORD-900001/quotes", TEMPLATES["/api/admin/orders/:code/quotes"]!()],
    ["/api/admin/orders/ORD-900001/invoices", TEMPLATES["/api/admin/orders/:code/invoices"]!()],
  ] as const) {
    const method = path.endsWith("/settings") ? "PUT" : "POST";
    const res = await t.request(path, { method, headers: billingHeaders, body: JSON.stringify(body) });
    expect(res.status).toBe(method === "PUT" ? 200 : 201);
  }
  PARAM_VALUES.push("ORD-900001", `INV-${new Date().getUTCFullYear()}-0001`, "stripe", "paypal");
  // Regions (issue 22): Europe sells in EUR with a partial EUR list, Asia offers one service; the price-list and
  // region routes get real codes and ids, and some orders carry a region cookie.
  for (const [path, method, body] of [
    ["/api/admin/catalog/prices/EUR", "PUT", TEMPLATES["/api/admin/catalog/prices/:currency"]!()],
    ["/api/admin/regions/eu", "PUT", { currency: "EUR", services: ["youtube", "shilling"] }],
    ["/api/admin/regions/as", "PUT", { currency: "USD", services: ["music"] }],
  ] as const) {
    const res = await t.request(path, { method, headers: billingHeaders, body: JSON.stringify(body) });
    expect(res.status).toBe(200);
  }
  PARAM_VALUES.push("EUR", "USD", "JPY", "eu", "as");
  // Intake (issue 41): the client's order has a brief, so the brief routes reach past "not found".
  const [fuzzOrder] = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.code, "ORD-900001"));
  const intake = TEMPLATES["/api/admin/intake/:service"]!() as { deliveryDays: number; questions: IntakeQuestion[] };
  await t.database.db.insert(orderBriefs).values({ orderId: fuzzOrder!.id, ...intake });
  PARAM_VALUES.push("youtube", "music");
  // A chat conversation of the client's, so that the inbox routes reach past "not found".
  const chat = await t.request("/api/chat/messages", {
    method: "POST",
    headers: { cookie: cookies.client, "x-forwarded-for": "10.9.9.9", "x-pow": await solvePow(t) },
    json: { body: "fuzz lead" },
  });
  expect(chat.status).toBe(201);
  PARAM_VALUES.push((await chat.json()).conversation.id);
  // An image of the library, so that its routes reach past "not found" (its id, version 1, a variant's file name).
  const form = new FormData();
  const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#36a" } })
    .jpeg()
    .toBuffer();
  form.append("file", new File([photo as BlobPart], "fuzz.jpg", { type: "image/jpeg" }));
  const image = await t.request("/api/admin/media", {
    method: "POST",
    headers: { cookie: cookies.admin, "x-forwarded-for": "10.9.9.8" },
    body: form,
  });
  expect(image.status).toBe(201);
  PARAM_VALUES.push(String((await image.json()).media.id), "390.webp", "390.avif");
  // An API key, so that its routes reach past "not found".
  const key = await t.request("/api/admin/api-keys", {
    method: "POST",
    headers: billingHeaders,
    body: JSON.stringify({ name: "Fuzz", scopes: ["orders:read"], expiresInDays: null }),
  });
  expect(key.status).toBe(201);
  PARAM_VALUES.push((await key.json()).key.id);
  const endpoint = await t.request("/api/admin/webhooks", {
    method: "POST",
    headers: billingHeaders,
    body: JSON.stringify({ url: "https://93.184.215.14/hook", events: ["credit_note.issued"] }),
  });
  expect(endpoint.status).toBe(201);
  PARAM_VALUES.push((await endpoint.json()).endpoint.id);

  const own = t.app.routes
    .filter((r) => (r.path.startsWith("/api/") || r.path === "/metrics") && !r.path.endsWith("*") && r.method !== "ALL")
    .map((r) => ({ method: r.method, path: r.path }));
  const betterAuth = Object.values(t.app.auth.api as Record<string, { path?: string; options?: { method?: unknown } }>)
    .filter((e) => typeof e.path === "string")
    .flatMap((e) => {
      const m = e.options?.method;
      const methods = Array.isArray(m) ? m : typeof m === "string" && m !== "*" ? [m] : ["GET", "POST"];
      return methods.map((method: string) => ({ method, path: `/api/auth${e.path}` }));
    });
  const seen = new Set<string>();
  routes = [...own, ...betterAuth].filter((r) => {
    const k = `${r.method} ${r.path}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await standIn?.close();
  await paypal?.close();
});

function mutateObject(base: Record<string, unknown>): Record<string, unknown> {
  const o: Record<string, unknown> = { ...base };
  const keys = Object.keys(o);
  const n = 1 + int(3);
  for (let i = 0; i < n; i++) {
    const r = int(10);
    if (r < 6 && keys.length) o[pick(keys)] = evil();
    else if (r < 8 && keys.length) delete o[pick(keys)];
    else o[pick(["extra", "__proto__", "constructor", "callbackURL", "redirectTo", "name", "email"])] = evil();
  }
  return o;
}

type Role = "guest" | "client" | "admin";

async function buildRequest(
  route: Route,
  asAdmin = false,
): Promise<{ url: string; init: RequestInit; role: Role; solved: boolean }> {
  let path = route.path.replace(/:[a-zA-Z]+/g, () => pick(PARAM_VALUES));
  const query = new URLSearchParams();
  if (chance(0.5)) for (let i = int(3); i >= 0; i--) query.set(pick(QUERY_KEYS), pick(QUERY_VALUES));
  let qs = query.toString().replace(/%25/g, "%"); // keep raw escapes (%00, %ZZ) as sent
  if (chance(0.05)) path += pick(["/", "//", "/%00", "/..%2f"]);
  if (qs) qs = `?${qs}`;

  const drawn = pick(["guest", "client", "admin"] as const);
  const role: Role = ENDS_SESSION.test(route.path) ? "guest" : asAdmin ? "admin" : drawn;
  const ip = `10.${int(256)}.${int(256)}.${1 + int(254)}`;
  const headers: Record<string, string> = { "x-forwarded-for": ip };
  if (cookies[role]) headers.cookie = cookies[role];
  if (route.path === "/api/orders" && chance(0.5)) {
    const region = `umbra_region=${pick(["eu", "as", "na", "xx", "", "%00"])}`;
    headers.cookie = headers.cookie ? `${headers.cookie}; ${region}` : region;
  }
  if (chance(0.3)) headers["accept-language"] = pick(["de", "ja-JP,ja;q=0.9", "xx", "*", "\u00ff", "zh-Hant-TW"]);
  if (chance(0.2)) headers["idempotency-key"] = pick(["k", "k".repeat(300), "é", "a b"]);
  if (chance(0.2)) headers["x-captcha-token"] = pick(["", "abc", "a.b.c", "x".repeat(2000)]);
  if (chance(0.2)) headers["x-captcha-answer"] = pick(["", "1", "-1", "NaN", "1e999", "x"]);
  if (chance(0.2)) {
    // Garbled proof-of-work solutions: not base64, base64 of not-JSON, JSON of the wrong shape, huge numbers.
    const b64 = (v: string) => Buffer.from(v).toString("base64");
    headers["x-pow"] = pick([
      "",
      "!!!",
      b64("{"),
      b64("null"),
      b64("[]"),
      b64('{"algorithm":"SHA-256","challenge":1,"number":"1","salt":null,"signature":{}}'),
      b64('{"algorithm":"SHA-256","challenge":"a","number":1e308,"salt":"s?expires=99999999999&","signature":"b"}'),
      b64('{"algorithm":"MD5","challenge":"a","number":1,"salt":"s?expires=99999999999&","signature":"b"}'),
      "x".repeat(5000),
    ]);
  }
  // Most requests to a form's route carry a real proof-of-work (and captcha) solution, so that the fuzzed body
  // reaches the route's own validation and what follows it, not only the first check.
  const key = `${route.method} ${route.path}`;
  const solved = POW_ROUTES.has(key) && chance(0.7);
  if (solved) {
    headers["x-pow"] = await solvePow(t);
    if (CAPTCHA_ROUTES.has(key)) {
      const c = await getCaptcha(t, ip);
      headers["x-captcha-token"] = c.token;
      headers["x-captcha-answer"] = String(solveCaptcha(c));
    }
  }
  if (chance(0.1)) headers["stripe-signature"] = pick(["", "t=1,v1=abc", "t=x", "v1=" + "a".repeat(5000)]);
  if (chance(0.1)) {
    // PayPal's transmission headers, present and garbled: the webhook asks the stand-in, which says FAILURE.
    for (const h of ["auth-algo", "cert-url", "transmission-id", "transmission-sig", "transmission-time"]) {
      headers[`paypal-${h}`] = pick(["SHA256withRSA", "x", "a".repeat(5000), "00000000-0000-0000-0000-000000000000"]);
    }
  }
  // The operations routes: the metrics token right, wrong or garbled, and request ids of every kind (drawn only
  // here, so the other routes' requests stay what this seed always made).
  if (route.path === "/metrics" || route.path === "/api/ready") {
    if (route.path === "/metrics" && chance(0.7)) {
      headers.authorization = pick([
        `Bearer ${METRICS_TOKEN}`,
        `bearer  ${METRICS_TOKEN} `,
        "Bearer",
        "Bearer x",
        `Basic ${METRICS_TOKEN}`,
        `Bearer ${"a".repeat(5000)}`,
      ]);
    }
    if (chance(0.5)) headers["x-request-id"] = pick(["lb-0123456789", "a b", "x".repeat(500), "é", "%00", ""]);
  }
  if (chance(0.1)) headers.origin = pick(["http://localhost:3000", "https://evil.test", "null"]);
  if (chance(0.05)) headers["sec-fetch-site"] = pick(["same-origin", "cross-site", "none", "bogus"]);

  const init: RequestInit = { method: route.method, headers };
  if (route.method !== "GET" && route.method !== "HEAD") {
    const r = int(10);
    let body: string | undefined;
    if (r < 6) {
      const template = TEMPLATES[route.path]?.() ?? { a: evil(), b: evil() };
      body = JSON.stringify(chance(0.15) ? template : mutateObject(template));
    } else if (r < 8) body = pick(RAW_BODIES);
    else if (r < 9) body = JSON.stringify(evil());
    const type = chance(0.75) ? "application/json" : pick(CONTENT_TYPES);
    if (type) headers["content-type"] = type;
    init.body = body;
  }
  return { url: `http://localhost:3000${path}${qs}`, init, role, solved };
}

/** Per route: requests, those answered past the guards (proof-of-work, captcha, sign-in, role, two-factor, limits). */
interface RouteCount {
  sent: number;
  past: number;
  /** Sent with a real proof-of-work solution, and of those answered past the proof-of-work check. */
  solved: number;
  pastPow: number;
  /** Sent with the two-factor admin's session, and of those answered past the admin guard. */
  asAdmin: number;
  pastAdmin: number;
}

describe("fuzz", () => {
  it(`${REQUESTS} mutated requests over every route answer without a 5xx`, async () => {
    expect(routes.length).toBeGreaterThan(40);
    const counts = new Map<number, number>();
    const perRoute = new Map<string, RouteCount>();
    const failures: string[] = [];
    const started = performance.now();
    for (let i = 0; i < REQUESTS; i++) {
      // Every route at least once per round, then at random.
      const route = i < routes.length * 2 ? routes[i % routes.length]! : pick(routes);
      // An admin route's first request is the admin's, whatever the seed draws: each one is reached past its guard.
      const { url, init, role, solved } = await buildRequest(
        route,
        i < routes.length && route.path.startsWith("/api/admin/"),
      );
      const res = await t.app.request(url, init);
      counts.set(res.status, (counts.get(res.status) ?? 0) + 1);
      // An event stream stays open: its first bytes are enough, then the fuzzer hangs up.
      const text = (res.headers.get("content-type") ?? "").includes("text/event-stream")
        ? (await res.body?.cancel(), "")
        : await res.text();
      if (res.status >= 500) {
        failures.push(
          `${init.method} ${url.slice(0, 200)} ${String(init.body).slice(0, 200)} → ${res.status} ${text.slice(0, 200)}`,
        );
      }
      let code = "";
      if (res.status >= 400) {
        try {
          code = String((JSON.parse(text) as { error?: { code?: string } }).error?.code ?? "");
        } catch {
          code = "";
        }
      }
      const k = `${route.method} ${route.path}`;
      const c = perRoute.get(k) ?? { sent: 0, past: 0, solved: 0, pastPow: 0, asAdmin: 0, pastAdmin: 0 };
      c.sent++;
      if (!GUARD_CODES.test(code)) c.past++;
      if (solved) {
        c.solved++;
        if (!code.startsWith("POW_")) c.pastPow++;
      }
      if (role === "admin" && route.path.startsWith("/api/admin/")) {
        c.asAdmin++;
        if (!["UNAUTHORIZED", "FORBIDDEN", "TWO_FACTOR_REQUIRED"].includes(code)) c.pastAdmin++;
      }
      perRoute.set(k, c);
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const table = [...counts.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([s, n]) => `${s}: ${n}`)
      .join(", ");
    console.info(`fuzz seed ${SEED}: ${REQUESTS} requests over ${routes.length} routes in ${seconds} s; ${table}`);
    const rows = [...perRoute.entries()].sort((a, b) => a[0].localeCompare(b[0]));
    const sum = (f: (c: RouteCount) => number) => rows.reduce((n, [, c]) => n + f(c), 0);
    console.info(
      [
        `fuzz per route: sent / past every guard; with a solved proof-of-work: sent / past it; as the two-factor admin: sent / past the admin guard`,
        ...rows.map(
          ([k, c]) =>
            `  ${k.padEnd(58)} ${String(c.sent).padStart(4)} / ${String(c.past).padEnd(4)}` +
            (c.solved ? `  pow ${c.solved} / ${c.pastPow}` : "") +
            (c.asAdmin ? `  admin ${c.asAdmin} / ${c.pastAdmin}` : ""),
        ),
        `  all routes: ${sum((c) => c.sent)} sent, ${sum((c) => c.past)} past every guard; ` +
          `proof-of-work solved ${sum((c) => c.solved)}, past it ${sum((c) => c.pastPow)}; ` +
          `as admin ${sum((c) => c.asAdmin)}, past the admin guard ${sum((c) => c.pastAdmin)}`,
      ].join("\n"),
    );
    expect(failures).toEqual([]);
    // The run fuzzed what lies behind the guards: every form's route past its proof-of-work, every admin route
    // past the two-factor admin guard (its session held to the end), and most routes' own validation.
    for (const key of POW_ROUTES) expect(perRoute.get(key)?.pastPow ?? 0, key).toBeGreaterThan(0);
    for (const [k, c] of rows) if (k.includes(" /api/admin/")) expect(c.pastAdmin, k).toBeGreaterThan(0);
    // Client routes that read the signed-in client's data: fuzzed signed in, past the sign-in guard.
    for (const key of SIGNED_IN_ROUTES) expect(perRoute.get(key)?.past ?? 0, key).toBeGreaterThan(0);
    const adminCheck = await t.request("/api/admin/stats", { headers: { cookie: cookies.admin } });
    expect(adminCheck.status).toBe(200);

    const health = await t.request("/api/health");
    expect(health.status).toBe(200);
    expect((await health.json()).status).toBe("ok");
    expect((await t.request("/api/ready")).status).toBe(200);
    // The operations routes were walked, and the metrics past their token.
    for (const k of ["GET /api/ready", "GET /metrics"]) expect(perRoute.get(k)?.sent ?? 0, k).toBeGreaterThan(0);
    expect(perRoute.get("GET /metrics")?.past ?? 0).toBeGreaterThan(0);
  }, 240_000);

  it("the corpus's cut uploads, sent to an order they may upload to, answer 400 and the server answers on", async () => {
    for (const role of ["client", "admin"] as const) {
      for (const body of CUT_UPLOADS) {
        const res = await t.app.request("http://localhost:3000/api/orders/ORD-900001/files", {
          method: "POST",
          headers: {
            cookie: cookies[role],
            "x-forwarded-for": "10.8.8.8",
            "content-type": "multipart/form-data; boundary=x",
          },
          body,
        });
        expect(res.status, `${role}: ${body.slice(-40)}`).toBe(400);
        expect((await res.json()).error.code).toBe("UPLOAD_INCOMPLETE");
      }
    }
    const list = await t.request("/api/orders/ORD-900001/files", { headers: { cookie: cookies.client } });
    expect(list.status).toBe(200);
  });
});

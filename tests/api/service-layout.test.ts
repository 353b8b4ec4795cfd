import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVICE_IDS } from "@common/catalog";
import { LANGUAGES } from "@common/locales";
import type { PublicCatalog } from "@common/regions";
import { siteFileKey, siteFiles, type ServerEntry } from "../../scripts/render-site";
import { powHeaders, randomIp, signedInUser } from "./auth-helpers";
import { createTestApp, type TestApp } from "./test-app";
import { getJson, orderBody, post } from "./workspace-helpers";

/**
 * Issue 39: staff hide a service and change the services' order. Every public list follows (the catalogue, the
 * re-rendered pages, the sitemap); the hidden service's page says it is no longer offered, new orders for it are
 * refused, and orders placed before go on. Pages are rendered by the real SSR entry into a site folder holding only
 * the template (as tests/api/content.test.ts does): every page read here is one the server rendered.
 */

const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), "service-layout-site-"));
fs.writeFileSync(
  path.join(webRoot, "_template.html"),
  fs.readFileSync(path.join(__dirname, "..", "..", "index.html"), "utf8"),
);
fs.writeFileSync(
  path.join(webRoot, "_prerendered.json"),
  JSON.stringify(
    ["/services", "/pricing", ...SERVICE_IDS.map((id) => `/services/${id}`)].map((p) => ({ path: p, public: true })),
  ),
);
const ssrEntry = () => import("../../src/entry-server") as unknown as Promise<ServerEntry>;

/** Which namespaces each file reads: measured for the pages this file reads, the frame's for the others (not drawn). */
async function writeNamespaceRecord() {
  const entry = await ssrEntry();
  const measured = new Map<string, string[]>();
  for (const p of ["/services", "/pricing", "/services/music", "/services/press", "/order/music"])
    measured.set(p, (await entry.render(p, "en")).reads);
  const record: Record<string, string[]> = {};
  for (const lng of LANGUAGES)
    for (const what of siteFiles(entry))
      record[siteFileKey(lng, what)] = (what.kind === "page" && measured.get(what.path)) || ["common", "widgets"];
  fs.writeFileSync(path.join(webRoot, "_namespaces.json"), JSON.stringify(record));
}

type Session = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let admin: Session;
let client: Session;

beforeAll(async () => {
  await writeNamespaceRecord();
  t = await createTestApp({ deps: { webRoot, ssrEntry } });
  await t.app.liveSite.start();
  admin = await signedInUser(t, { name: "Ada Admin", admin: true });
  client = await signedInUser(t, { name: "Chris Client" });
}, 120_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const putLayout = (services: unknown, cookie = admin.cookie) =>
  post(t, "/api/admin/catalog/services", cookie, { services }, "PUT");
const html = async (p: string) => (await t.request(p, { headers: { "accept-language": "de" } })).text();
/** What a visitor reads of a page: its strings' data block (every service's title) left out. */
const visible = (page: string) => page.replace(/<script[^>]*>[\s\S]*?<\/script>/g, " ");
const catalog = async () => (await (await t.request("/api/catalog")).json()) as PublicCatalog;

async function order(serviceId: string) {
  return t.request("/api/orders", {
    method: "POST",
    headers: { "x-forwarded-for": randomIp(), ...(await powHeaders(t)), cookie: client.cookie },
    json: { ...orderBody(client.user.email), serviceId },
  });
}

/** Press first, music hidden, the rest in the spec's order. */
const LAYOUT = [
  { id: "press", hidden: false },
  ...SERVICE_IDS.filter((id) => id !== "press").map((id) => ({ id, hidden: id === "music" })),
];

describe("the services on the site", () => {
  let before: string;

  it("a fresh install lists the spec's order, every service shown", async () => {
    const got = await getJson(t, "/api/admin/catalog/services", admin.cookie);
    expect(got.status).toBe(200);
    expect(got.body.services).toEqual(SERVICE_IDS.map((id) => ({ id, hidden: false })));
    expect((await catalog()).regions[0]!.services).toEqual([...SERVICE_IDS]);
    // (A fresh install's pages are the build's: nothing is rendered here until something changes.)

    // An order for music placed while it is offered.
    const res = await order("music");
    expect(res.status).toBe(201);
    before = ((await res.json()) as { order: { code: string } }).order.code;
  });

  it("hide one and move one: the catalogue and the re-rendered German pages follow", async () => {
    const put = await putLayout(LAYOUT);
    expect(put.status, await put.clone().text()).toBe(200);
    expect((await put.json()).services).toEqual(LAYOUT);
    expect((await getJson(t, "/api/admin/catalog/services", admin.cookie)).body.services).toEqual(LAYOUT);

    const listed = LAYOUT.filter((s) => !s.hidden).map((s) => s.id);
    for (const region of (await catalog()).regions) expect(region.services).toEqual(listed);

    const services = await html("/de/services");
    expect(services).not.toContain('href="/de/services/music"');
    expect(visible(services)).not.toContain("Musikpromotion");
    expect(services.indexOf('href="/de/services/press"')).toBeLessThan(
      services.indexOf('href="/de/services/shilling"'),
    );
    const pricing = await html("/de/pricing");
    expect(pricing).not.toContain('href="#music"');
    expect(visible(pricing)).not.toContain("Musikpromotion");
    expect(pricing.indexOf('href="#press"')).toBeGreaterThan(-1);
    expect(pricing.indexOf('href="#press"')).toBeLessThan(pricing.indexOf('href="#shilling"'));

    const sitemap = await (await t.request("/sitemap.xml")).text();
    expect(sitemap).not.toContain("/services/music<");
    expect(sitemap).toContain("/de/services/press<");
  });

  it("the hidden service's page says it is no longer offered, with no way to order it", async () => {
    const page = await html("/de/services/music");
    expect(page).toContain("Musikpromotion wird nicht mehr angeboten");
    expect(page).not.toContain("/de/order/music");
    expect(await html("/de/order/music")).toContain("Musikpromotion wird nicht mehr angeboten");
    // Another service's page still offers its plans.
    expect(await html("/de/services/press")).toContain("/de/order/press");
  });

  it("a new order for it is refused; the order placed before still opens for its client and for staff", async () => {
    const refused = await order("music");
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: {
        code: "VALIDATION_FAILED",
        message: expect.any(String),
        fields: { serviceId: "errors.serviceWithdrawn" },
      },
    });
    expect((await order("press")).status).toBe(201);
    // Staff placing one from the inbox are refused too.
    const chat = await t.request("/api/chat/messages", {
      method: "POST",
      headers: { cookie: client.cookie, "x-forwarded-for": randomIp(), ...(await powHeaders(t)) },
      json: { body: "Still doing music?" },
    });
    expect(chat.status).toBe(201);
    const conversation = ((await chat.json()) as { conversation: { id: string } }).conversation.id;
    const fromInbox = await post(t, `/api/admin/inbox/${conversation}/order`, admin.cookie, {
      ...orderBody(client.user.email),
      serviceId: "music",
    });
    expect(fromInbox.status).toBe(400);
    expect((await fromInbox.json()).error.fields).toEqual({ serviceId: "errors.serviceWithdrawn" });

    const mine = await getJson(t, `/api/orders/${before}`, client.cookie);
    expect(mine.status).toBe(200);
    expect(mine.body.order).toMatchObject({ code: before, serviceId: "music" });
    expect((await getJson(t, "/api/orders", client.cookie)).body.orders.map((o: { code: string }) => o.code)).toContain(
      before,
    );
    const sheet = await getJson(t, `/api/admin/orders/${before}`, admin.cookie);
    expect(sheet.status).toBe(200);
    const moved = await post(t, `/api/admin/orders/${before}`, admin.cookie, { status: "in_progress" }, "PATCH");
    expect(moved.status, await moved.clone().text()).toBe(200);
  });

  it("shown again: listed again and orderable", async () => {
    const shown = LAYOUT.map((s) => ({ ...s, hidden: false }));
    expect((await putLayout(shown)).status).toBe(200);
    expect((await catalog()).regions[0]!.services).toContain("music");
    expect(await html("/de/services")).toContain('href="/de/services/music"');
    expect((await order("music")).status).toBe(201);
  });
});

describe("which pages depend on the layout", () => {
  it("a page that lists no service but the footer's reads only that part of the site data", async () => {
    const entry = await ssrEntry();
    const blog = (await entry.render("/blog", "en")).reads;
    expect(blog).toContain("@site.services");
    // Not the whole site data: a price or payment-method change does not draw it again.
    expect(blog).not.toContain("@site");
    // /services draws the prices too (each part read by itself: a page reads no "whole" site data any more).
    const services = (await entry.render("/services", "en")).reads;
    expect(services).toEqual(expect.arrayContaining(["@site.services", "@site.usdPrices"]));
    expect(services).not.toContain("@site");
  });
});

describe("bad input to the layout", () => {
  it("400 with the field for an unknown, repeated or missing service, a bad flag, or every service hidden", async () => {
    const all = SERVICE_IDS.map((id) => ({ id, hidden: false }));
    for (const [services, fields] of [
      [
        [...all.slice(1), { id: "nope", hidden: false }],
        { "services.9.id": "errors.service", services: "serviceLayout.errors.layout" },
      ],
      [[...all.slice(1), all[1]], { services: "serviceLayout.errors.layout" }],
      [all.slice(1), { services: "serviceLayout.errors.layout" }],
      [[...all, { id: "shilling", hidden: false }], { services: "serviceLayout.errors.layout" }],
      [
        all.map((s, i) => (i === 0 ? { ...s, hidden: "yes" } : s)),
        { "services.0.hidden": "serviceLayout.errors.hidden" },
      ],
      [all.map((s) => ({ ...s, hidden: true })), { services: "serviceLayout.errors.allHidden" }],
      ["all", { services: "serviceLayout.errors.layout" }],
    ] as const) {
      const res = await putLayout(services);
      expect(res.status, JSON.stringify(services)).toBe(400);
      expect(await res.json()).toEqual({
        error: { code: "VALIDATION_FAILED", message: expect.any(String), fields },
      });
    }
    // Nothing refused was stored.
    expect(
      (await getJson(t, "/api/admin/catalog/services", admin.cookie)).body.services.every(
        (s: { hidden: boolean }) => !s.hidden,
      ),
    ).toBe(true);
  });

  it("is for staff only", async () => {
    const all = SERVICE_IDS.map((id) => ({ id, hidden: id === "press" }));
    expect((await t.request("/api/admin/catalog/services")).status).toBe(401);
    expect((await getJson(t, "/api/admin/catalog/services", client.cookie)).status).toBe(403);
    expect((await t.request("/api/admin/catalog/services", { method: "PUT", json: { services: all } })).status).toBe(
      401,
    );
    expect((await putLayout(all, client.cookie)).status).toBe(403);
    expect((await catalog()).regions[0]!.services).toContain("press");
  });
});

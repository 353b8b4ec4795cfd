import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seed } from "../../server/db/seed";
import { enrollTwoFactor, powHeaders, randomIp, signedInUser, type TestUser } from "./auth-helpers";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
let admin: { cookie: string; user: { id: string; email: string } };
let client: { cookie: string; user: TestUser };
let conversationId = "";
let articleId = "";
let apiKeyId = "";
let webhookId = "";

beforeAll(async () => {
  t = await createTestApp();
  await seed(t.database, t.config);
  admin = await signedInUser(t, { admin: true, name: "Ada Admin" });
  client = await signedInUser(t, { name: "Carl Client" });
  const chat = await t.request("/api/chat/messages", {
    method: "POST",
    headers: { cookie: client.cookie, "x-forwarded-for": randomIp(), ...(await powHeaders(t)) },
    json: { body: "A question for the inbox" },
  });
  conversationId = (await chat.json()).conversation.id;
  const paragraph = { type: "paragraph", content: [{ type: "text", text: "A first stored article." }] };
  const article = await t.request("/api/admin/articles", {
    method: "POST",
    headers: { cookie: admin.cookie },
    json: {
      slug: "a-stored-article",
      category: "Strategy",
      author: { name: "Ada Admin", role: "Editor", avatarMediaId: null },
      coverMediaId: null,
      texts: {
        en: { title: "A stored article", excerpt: "Its excerpt.", body: { type: "doc", content: [paragraph] } },
      },
    },
  });
  expect(article.status).toBe(201);
  articleId = String((await article.json()).article.id);
  const key = await t.request("/api/admin/api-keys", {
    method: "POST",
    headers: { cookie: admin.cookie },
    json: { name: "Walk", scopes: ["orders:read"], expiresInDays: null },
  });
  expect(key.status).toBe(201);
  apiKeyId = (await key.json()).key.id;
  const endpoint = await t.request("/api/admin/webhooks", {
    method: "POST",
    headers: { cookie: admin.cookie },
    json: { url: "https://93.184.215.14/hook", events: ["credit_note.issued"] },
  });
  expect(endpoint.status).toBe(201);
  webhookId = (await endpoint.json()).endpoint.id;
});
afterAll(() => t.close());

const as = (who: { cookie: string } | null, path: string, init: RequestInit & { json?: unknown } = {}) =>
  t.request(path, { ...init, headers: { ...(who ? { cookie: who.cookie } : {}), ...(init.headers ?? {}) } });

/** Every route the app has under /api/admin, read from the router itself (no list to forget to update). */
function adminRoutes() {
  const seen = new Set<string>();
  return t.app.routes
    .filter((r) => r.path.startsWith("/api/admin/") && r.method !== "ALL")
    .map((r) => ({
      method: r.method,
      path: r.path
        .replace(
          ":id",
          r.path.includes("/orders/")
            ? "ORD-000001"
            : r.path.includes("/inbox/")
              ? conversationId
              : r.path.includes("/content/")
                ? "faq:items"
                : r.path.includes("/articles/")
                  ? articleId
                  : r.path.includes("/api-keys/")
                    ? apiKeyId
                    : r.path.includes("/webhooks/")
                      ? webhookId
                      : r.path.includes("/catalog/services/")
                        ? "shilling"
                        : "1",
        )
        .replace(":delivery", "1")
        .replace(":service", "shilling")
        .replace(":code", "ORD-000001")
        .replace(":number", "INV-2026-0001"),
    }))
    .filter((r) => {
      const key = `${r.method} ${r.path}`;
      return !seen.has(key) && seen.add(key);
    });
}

describe("every /api/admin route", () => {
  it("is found in the router (sanity check of the walk)", () => {
    const routes = adminRoutes().map((r) => `${r.method} ${r.path}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        "GET /api/admin/stats",
        "GET /api/admin/orders",
        "GET /api/admin/orders.csv",
        "GET /api/admin/orders/ORD-000001",
        "PATCH /api/admin/orders/ORD-000001",
        "GET /api/admin/users",
        "GET /api/admin/messages",
        "GET /api/admin/subscribers",
      ]),
    );
    expect(routes.length).toBeGreaterThanOrEqual(17);
  });

  it("answers 401 to anonymous callers and 403 to signed-in non-admins, route by route", async () => {
    for (const r of adminRoutes()) {
      const body = r.method === "GET" ? {} : { json: {} };
      const anon = await as(null, r.path, { method: r.method, ...body });
      expect(anon.status, `anonymous ${r.method} ${r.path}`).toBe(401);
      const user = await as(client, r.path, { method: r.method, ...body });
      expect(user.status, `non-admin ${r.method} ${r.path}`).toBe(403);
      expect(await user.json()).toEqual({ error: { code: "FORBIDDEN", message: expect.any(String) } });
    }
  });

  it("answers an admin", async () => {
    // An invoice's PDF needs an invoice: tests/api/payments.test.ts and invoice-pdf.test.ts fetch it as staff. A content
    // preview needs a site to render: tests/api/content.test.ts fetches it with one. An image needs an upload:
    // tests/api/media.test.ts reads each image's routes as staff. A results report's PDF needs a report:
    // tests/api/order-reports.test.ts previews a draft's as staff.
    const needsMore = (path: string) =>
      path.includes("/invoices/INV-") ||
      path.endsWith("/preview") ||
      /\/media\/\d/.test(path) ||
      /\/reports\/[^/]+\/pdf$/.test(path);
    for (const r of adminRoutes().filter((x) => x.method === "GET" && !needsMore(x.path))) {
      const res = await as(admin, r.path);
      expect(res.status, `admin ${r.method} ${r.path}`).toBe(200);
    }
  });
});

describe("GET /api/admin/orders", () => {
  it("filters, searches and pages on the server", async () => {
    const res = await as(admin, "/api/admin/orders?status=in_progress&pageSize=1&page=2");
    const body = (await res.json()) as { items: { id: string }[]; total: number; page: number };
    expect(body.total).toBe(2);
    expect(body.page).toBe(2);
    expect(body.items.map((o) => o.id)).toEqual(["ORD-000004"]);
    const search = await (await as(admin, "/api/admin/orders?q=emma.rodriguez")).json();
    expect((search as { items: { id: string }[] }).items.map((o) => o.id)).toEqual(["ORD-000003"]);
    const week = await (await as(admin, "/api/admin/orders?range=week")).json();
    expect((week as { total: number }).total).toBe(2);
  });

  it("rejects unknown filter values", async () => {
    const res = await as(admin, "/api/admin/orders?status=shipped");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { fields: object } }).error.fields).toHaveProperty("status");
  });

  it("exports the same selection as CSV", async () => {
    const res = await as(admin, "/api/admin/orders.csv?status=cancelled");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="orders-.*\.csv"/);
    const lines = (await res.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      /^ORD-000006,James Wilson,james\.wilson@example\.com,shilling,professional,2499\.00,USD,cancelled,crypto,/,
    );
  });
});

describe("PATCH /api/admin/orders/:id", () => {
  it("changes the status, keeps the history with who and the note, and e-mails the client in their language", async () => {
    const before = t.mail.length;
    const res = await as(admin, "/api/admin/orders/ORD-000003", {
      method: "PATCH",
      json: { status: "in_progress", note: "Campaign brief approved" },
    });
    expect(res.status).toBe(200);
    const order = (await res.json()) as {
      status: string;
      events: { fromStatus: string | null; toStatus: string; note: string | null; actorEmail: string | null }[];
    };
    expect(order.status).toBe("in_progress");
    expect(order.events.at(-1)).toMatchObject({
      fromStatus: "pending",
      toStatus: "in_progress",
      note: "Campaign brief approved",
      actorEmail: admin.user.email,
    });
    const mail = t.mail.slice(before);
    expect(mail).toHaveLength(1);
    // ORD-000003 was placed in Spanish.
    expect(mail[0]!.to).toBe("emma.rodriguez@example.com");
    expect(mail[0]!.subject).toBe("Tu pedido ORD-000003 ahora está: En curso");
    expect(mail[0]!.text).toContain("Campaign brief approved");
    expect(mail[0]!.html).toContain('<html lang="es">');

    const again = await as(admin, "/api/admin/orders/ORD-000003");
    expect(((await again.json()) as { status: string }).status).toBe("in_progress");
  });

  it("refuses the current status, an unknown status and an unknown order", async () => {
    expect(
      (await as(admin, "/api/admin/orders/ORD-000003", { method: "PATCH", json: { status: "in_progress" } })).status,
    ).toBe(409);
    expect(
      (await as(admin, "/api/admin/orders/ORD-000003", { method: "PATCH", json: { status: "lost" } })).status,
    ).toBe(400);
    expect(
      (await as(admin, "/api/admin/orders/ORD-404", { method: "PATCH", json: { status: "completed" } })).status,
    ).toBe(404);
  });

  it("keeps staff notes for admins only", async () => {
    const res = await as(admin, "/api/admin/orders/ORD-000002/notes", {
      method: "POST",
      json: { body: "Client prefers calls" },
    });
    expect(res.status).toBe(201);
    const order = (await (await as(admin, "/api/admin/orders/ORD-000002")).json()) as { notes: { body: string }[] };
    expect(order.notes.map((n) => n.body)).toEqual(["Client prefers calls"]);
    expect(
      (await as(admin, "/api/admin/orders/ORD-000002/notes", { method: "POST", json: { body: " " } })).status,
    ).toBe(400);
  });
});

describe("users and roles", () => {
  it("lists users with roles and last sign-in, and searches", async () => {
    const res = await as(admin, `/api/admin/users?q=${encodeURIComponent(admin.user.email)}`);
    const body = (await res.json()) as {
      items: { email: string; roles: string[]; lastSignInAt: string | null; emailVerified: boolean }[];
    };
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({ email: admin.user.email, roles: ["admin"], emailVerified: true });
    expect(body.items[0]!.lastSignInAt).not.toBeNull();
  });

  it("grants and revokes admin, and never removes the last admin", async () => {
    const grant = await as(admin, `/api/admin/users/${client.user.id}/admin`, { method: "PUT", json: { admin: true } });
    expect(grant.status).toBe(200);
    // The client is now an admin: the guard asks the database on every request, and wants 2FA first.
    const without = await as(client, "/api/admin/stats");
    expect(without.status).toBe(403);
    expect(((await without.json()) as { error: { code: string } }).error.code).toBe("TWO_FACTOR_REQUIRED");
    client.cookie = (await enrollTwoFactor(t, client.user, client.cookie)).cookie;
    expect((await as(client, "/api/admin/stats")).status).toBe(200);
    expect(
      (await as(admin, `/api/admin/users/${client.user.id}/admin`, { method: "PUT", json: { admin: false } })).status,
    ).toBe(200);
    expect((await as(client, "/api/admin/stats")).status).toBe(403);

    // Leave only one admin, then try to remove them.
    const list = (await (await as(admin, "/api/admin/users?pageSize=100")).json()) as {
      items: { id: string; roles: string[] }[];
    };
    for (const u of list.items.filter((x) => x.roles.includes("admin") && x.id !== admin.user.id)) {
      expect(
        (await as(admin, `/api/admin/users/${u.id}/admin`, { method: "PUT", json: { admin: false } })).status,
      ).toBe(200);
    }
    const last = await as(admin, `/api/admin/users/${admin.user.id}/admin`, { method: "PUT", json: { admin: false } });
    expect(last.status).toBe(409);
    expect(((await last.json()) as { error: { code: string } }).error.code).toBe("LAST_ADMIN");
    expect((await as(admin, "/api/admin/stats")).status).toBe(200);
  });
});

describe("messages, subscribers, settings, insights", () => {
  it("lists messages newest first and marks them handled", async () => {
    const list = (await (await as(admin, "/api/admin/messages")).json()) as {
      items: { id: number; name: string; handledAt: string | null }[];
      unhandled: number;
    };
    expect(list.items.map((m) => m.name)).toEqual(["Olivia Martin", "Kenji Sato", "Noah Becker"]);
    expect(list.unhandled).toBe(3);
    const res = await as(admin, `/api/admin/messages/${list.items[0]!.id}`, {
      method: "PATCH",
      json: { handled: true },
    });
    expect(res.status).toBe(200);
    const after = (await (await as(admin, "/api/admin/messages")).json()) as { unhandled: number };
    expect(after.unhandled).toBe(2);
    expect((await as(admin, "/api/admin/messages/999999", { method: "PATCH", json: { handled: true } })).status).toBe(
      404,
    );
  });

  it("lists subscribers and exports them as CSV", async () => {
    const list = (await (await as(admin, "/api/admin/subscribers")).json()) as { total: number; active: number };
    expect(list).toMatchObject({ total: 5, active: 5 });
    const csv = await (await as(admin, "/api/admin/subscribers.csv")).text();
    expect(
      csv
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n"),
    ).toHaveLength(6);
    expect(csv).toContain("hana.tanaka@example.com,ja,");
  });

  it("reads and stores the settings, validating the addresses", async () => {
    const bad = await as(admin, "/api/admin/settings", {
      method: "PUT",
      json: { staffEmail: "nope", salesEmail: "s@x.test", supportEmail: "h@x.test" },
    });
    expect(bad.status).toBe(400);
    const ok = await as(admin, "/api/admin/settings", {
      method: "PUT",
      json: { staffEmail: "ops@x.test", salesEmail: "s@x.test", supportEmail: "h@x.test" },
    });
    expect(ok.status).toBe(200);
    // (A client sending only the three addresses keeps the others: the name, the legal address and the profiles as shipped.)
    expect(await (await as(admin, "/api/admin/settings")).json()).toEqual({
      brandName: "Umbra",
      staffEmail: "ops@x.test",
      salesEmail: "s@x.test",
      supportEmail: "h@x.test",
      legalEmail: "legal@umbra.agency",
      socialX: "https://x.com/umbra_agency",
      socialInstagram: "https://instagram.com/umbra.agency",
    });
  });

  it("reports stats, analytics and performance from real data", async () => {
    const stats = (await (await as(admin, "/api/admin/stats?tz=0")).json()) as {
      totalOrders: number;
      activeUsers: number;
    };
    expect(stats.totalOrders).toBe(6);
    expect(stats.activeUsers).toBeGreaterThanOrEqual(2);
    expect((await as(admin, "/api/admin/analytics?days=8")).status).toBe(400);
    const a = (await (await as(admin, "/api/admin/analytics?days=90")).json()) as { series: unknown[] };
    expect(a.series).toHaveLength(90);
    const perf = (await (await as(admin, "/api/admin/performance")).json()) as {
      routes: { route: string; requests: number }[];
      databaseBytes: number;
    };
    expect(perf.routes.find((r) => r.route === "GET /api/admin/stats")?.requests).toBeGreaterThan(0);
    expect(perf.databaseBytes).toBeGreaterThan(0);
  });
});

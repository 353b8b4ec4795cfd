import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app";

/**
 * /api/openapi.json against the app's own route table: every /api route (method and path) is in the document
 * with a summary (a route without its `doc(...)` fails here), better-auth's endpoints are listed, and the
 * document is OpenAPI 3.1 shaped with every $ref resolving.
 */
type Operation = {
  summary?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  responses?: Record<string, unknown>;
};
type Doc = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, unknown>>;
};

let t: TestApp;
let doc: Doc;
let res: Response;

const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
const op = (method: string, path: string) => doc.paths[path]?.[method];

beforeAll(async () => {
  t = await createTestApp();
  res = await t.request("/api/openapi.json");
  doc = (await res.clone().json()) as Doc;
});
afterAll(async () => {
  await t.close();
});

describe("GET /api/openapi.json", () => {
  it("is public, cacheable JSON, the same document each time", async () => {
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("cache-control")).toMatch(/public/);
    const again = await t.request("/api/openapi.json");
    expect(await again.text()).toBe(await res.text());
  });

  it("is an OpenAPI 3.1 document whose every $ref resolves", () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toBeTruthy();
    const unresolved: string[] = [];
    const resolve = (ref: string) =>
      ref
        .slice(2)
        .split("/")
        .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"))
        .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
    let refs = 0;
    const walk = (node: unknown) => {
      if (Array.isArray(node)) return node.forEach(walk);
      if (!node || typeof node !== "object") return;
      for (const [key, value] of Object.entries(node)) {
        if (key === "$ref" && typeof value === "string") {
          refs++;
          if (!value.startsWith("#/") || resolve(value) === undefined) unresolved.push(value);
        } else walk(value);
      }
    };
    walk(doc);
    expect(refs).toBeGreaterThan(100);
    expect(unresolved).toEqual([]);
    const ids = Object.values(doc.paths).flatMap((item) =>
      Object.values(item).map((o) => (o as { operationId?: string }).operationId),
    );
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size, "operationIds are unique").toBe(ids.length);
  });

  it("lists every /api route of the app, each with a summary, a success answer and the error shape", () => {
    const routes = t.app.routes.filter(
      (r) => r.path.startsWith("/api/") && r.method !== "ALL" && !r.path.includes("*"),
    );
    const keys = [...new Set(routes.map((r) => `${r.method} ${toOpenApiPath(r.path)}`))];
    expect(keys.length).toBeGreaterThan(90);
    const missing = keys.filter((k) => {
      const [method, path] = k.split(" ") as [string, string];
      return !op(method.toLowerCase(), path);
    });
    expect(missing, "routes missing from /api/openapi.json").toEqual([]);
    const undescribed = keys.filter((k) => {
      const [method, path] = k.split(" ") as [string, string];
      return !op(method.toLowerCase(), path)?.summary;
    });
    expect(undescribed, "routes without doc(...) (their summary and success answer)").toEqual([]);
    for (const k of keys) {
      const [method, path] = k.split(" ") as [string, string];
      const responses = op(method.toLowerCase(), path)!.responses ?? {};
      expect(
        Object.keys(responses).some((s) => /^[23]\d\d$/.test(s)),
        `${k}: a success status`,
      ).toBe(true);
      expect(responses["4XX"], `${k}: the error shape`).toEqual({ $ref: "#/components/responses/Error" });
    }
  });

  it("lists better-auth's endpoints under /api/auth, with the app's own body schemas", () => {
    const endpoints = Object.values(t.app.auth.api as Record<string, { path?: string; options?: { method?: unknown } }>)
      .filter((e) => typeof e.path === "string")
      .map((e) => toOpenApiPath(`/api/auth${e.path}`));
    expect(endpoints.length).toBeGreaterThan(20);
    expect(endpoints.filter((p) => !doc.paths[p])).toEqual([]);
    const signUp = op("post", "/api/auth/sign-up/email")!;
    expect(Object.keys(signUp.requestBody!.content["application/json"]!.schema!.properties!).sort()).toEqual([
      "email",
      "name",
      "password",
    ]);
  });

  it("describes bodies and queries from the validators' schemas, and the session where one is needed", () => {
    const order = op("post", "/api/orders")!;
    expect(Object.keys(order.requestBody!.content["application/json"]!.schema!.properties!)).toContain("contactEmail");
    expect(order.responses).toHaveProperty("201");
    expect(order.responses).toHaveProperty("400");
    expect(order.parameters?.map((p) => `${p.in} ${p.name}`)).toContain("header x-pow");
    // A guest may order: no credentials, said explicitly.
    expect(order.security).toEqual([]);

    expect(op("get", "/api/orders")!.security).toEqual([{ session: [] }]);
    expect(op("get", "/api/orders")!.responses).toHaveProperty("401");
    const profileBilling = op("put", "/api/profile/billing")!;
    expect(profileBilling.security).toEqual([{ session: [] }]);

    const adminOrders = op("get", "/api/admin/orders")!;
    expect(adminOrders.tags).toEqual(["admin"]);
    expect(adminOrders.security).toEqual([{ session: [] }]);
    expect(adminOrders.responses).toHaveProperty("403");
    const query = adminOrders.parameters!.filter((p) => p.in === "query").map((p) => p.name);
    expect(query).toEqual(expect.arrayContaining(["status", "page", "view"]));
    const path = op("get", "/api/orders/{code}/files/{fileId}")!.parameters!.map((p) => `${p.in} ${p.name}`);
    expect(path).toEqual(expect.arrayContaining(["path code", "path fileId"]));

    expect(doc.components.schemas).toHaveProperty("ApiError");
    expect(doc.components.securitySchemes).toHaveProperty("session");
  });
});

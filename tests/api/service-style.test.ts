import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVICE_IDS } from "@common/catalog";
import { COMPARISON_MATRIX } from "@common/comparison";
import { LANGUAGES } from "@common/locales";
import { DEFAULT_SERVICE_STYLES } from "@common/service-style";
import { serviceIconData } from "../../server/services/service-icon-data";
import { siteFileKey, siteFiles, type ServerEntry } from "../../scripts/render-site";
import { signedInUser } from "./auth-helpers";
import { createTestApp, type TestApp } from "./test-app";
import { getJson, post } from "./workspace-helpers";

/**
 * Issue 39: staff give a service another icon and colour, and change cells of the comparison matrix. The pages are
 * rendered by the real SSR entry into a site folder holding only the template (as tests/api/service-layout.test.ts
 * does): every page read here is one the server drew with the stored values.
 */

const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), "service-style-site-"));
fs.writeFileSync(
  path.join(webRoot, "_template.html"),
  fs.readFileSync(path.join(__dirname, "..", "..", "index.html"), "utf8"),
);
fs.writeFileSync(
  path.join(webRoot, "_prerendered.json"),
  JSON.stringify(["/services", ...SERVICE_IDS.map((id) => `/services/${id}`)].map((p) => ({ path: p, public: true }))),
);
const ssrEntry = () => import("../../src/entry-server") as unknown as Promise<ServerEntry>;

/** Which namespaces each file reads: measured for the pages this file reads, the frame's for the others (not drawn). */
async function writeNamespaceRecord() {
  const entry = await ssrEntry();
  const measured = new Map<string, string[]>();
  for (const p of ["/services", "/services/shilling", "/services/press"])
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

const URL = "/api/admin/catalog/services/styles";
const putStyles = (services: unknown, cookie = admin.cookie) => post(t, URL, cookie, { services }, "PUT");
const html = async (p: string) => (await t.request(p, { headers: { "accept-language": "de" } })).text();
const shipped = () =>
  SERVICE_IDS.map((id) => ({ id, ...DEFAULT_SERVICE_STYLES[id], matrix: { ...COMPARISON_MATRIX[id] } }));

/** The two status cells after a feature's row heading in the comparison (left: shilling, right: business). */
function cells(page: string, feature: string): string {
  const row = page.slice(page.indexOf(feature));
  return row.slice(0, row.indexOf("</tr>"));
}

describe("each service's icon, colour and comparison cells", () => {
  it("a fresh install shows the shipped ones", async () => {
    const got = await getJson(t, URL, admin.cookie);
    expect(got.status).toBe(200);
    expect(got.body.services).toEqual(shipped());
  });

  it("a new icon and colour for one service and two changed cells reach the re-rendered German pages", async () => {
    const services = shipped().map((s) =>
      s.id === "shilling"
        ? { ...s, icon: "rocket", gradient: "lime", matrix: { ...s.matrix, trending: "excluded" } }
        : s.id === "business"
          ? { ...s, matrix: { ...s.matrix, reviews: "unknown" } }
          : s,
    );
    const put = await putStyles(services);
    expect(put.status, await put.clone().text()).toBe(200);
    expect((await put.json()).services).toEqual(services);
    expect((await getJson(t, URL, admin.cookie)).body.services).toEqual(services);

    const rocket = serviceIconData("rocket");
    const page = await html("/de/services/shilling");
    expect(page).toContain("lucide-rocket");
    for (const [, attrs] of rocket.node) if (typeof attrs.d === "string") expect(page).toContain(`d="${attrs.d}"`);
    expect(page).toContain("from-lime-500 to-green-600");
    expect(page).not.toContain("lucide-megaphone");
    // Another service keeps its own (its page lists shilling among the related ones, with the new icon).
    const press = await html("/de/services/press");
    expect(press).toContain("lucide-newspaper");
    expect(press).toContain("from-slate-500 to-zinc-600");

    const list = await html("/de/services");
    expect(list).toContain("lucide-rocket");
    expect(list).toContain("from-lime-500 to-green-600");
    // The comparison (Strategisches Shilling vs Business-Wachstum): the changed cells, the others as shipped.
    expect(cells(list, "Optimierung für Trend-Algorithmen")).toMatch(/Nicht enthalten[\s\S]*Nicht enthalten/);
    expect(cells(list, "Generierung authentischer Bewertungen")).toMatch(/Nicht enthalten[\s\S]*Auf Anfrage/);
    expect(cells(list, "Steigerung der Interaktionsraten")).toMatch(/Inklusive[\s\S]*Inklusive/);
  });

  it("set back to as shipped: nothing stored, the pages carry no styles", async () => {
    expect((await putStyles(shipped())).status).toBe(200);
    const page = await html("/de/services/shilling");
    expect(page).toContain("lucide-megaphone");
    expect(page).not.toContain("lucide-rocket");
    expect(page).not.toContain("serviceStyles");
    expect(await html("/de/services")).not.toMatch(/"comparison":\{"(shilling|business)"/);
    // A service left out goes back to as shipped too.
    expect((await putStyles([{ id: "press", icon: "star", gradient: "gold" }])).status).toBe(200);
    expect((await putStyles([])).status).toBe(200);
    expect((await getJson(t, URL, admin.cookie)).body.services).toEqual(shipped());
  });
});

describe("bad styles", () => {
  it("400 with the field for an unknown service, icon, colour, feature or status, or a service twice", async () => {
    const one = { id: "shilling", icon: "rocket", gradient: "lime", matrix: { trending: "excluded" } };
    for (const [services, fields] of [
      [[{ ...one, id: "nope" }], { "services.0.id": "errors.service" }],
      [[{ ...one, icon: "skull" }], { "services.0.icon": "serviceStyle.errors.icon" }],
      [[{ ...one, icon: undefined }], { "services.0.icon": "serviceStyle.errors.icon" }],
      [[{ ...one, gradient: "from-red-500 to-rose-600" }], { "services.0.gradient": "serviceStyle.errors.gradient" }],
      [[{ ...one, matrix: { price: "included" } }], { "services.0.matrix": "serviceStyle.errors.feature" }],
      [[{ ...one, matrix: { trending: "maybe" } }], { "services.0.matrix.trending": "serviceStyle.errors.status" }],
      [[{ ...one, matrix: "all" }], { "services.0.matrix": "serviceStyle.errors.feature" }],
      [[one, one], { services: "serviceStyle.errors.styles" }],
      ["all", { services: "serviceStyle.errors.styles" }],
    ] as const) {
      const res = await putStyles(services);
      expect(res.status, JSON.stringify(services)).toBe(400);
      expect(await res.json()).toEqual({ error: { code: "VALIDATION_FAILED", message: expect.any(String), fields } });
    }
    expect((await getJson(t, URL, admin.cookie)).body.services).toEqual(shipped());
  });

  it("is for staff only", async () => {
    const services = [{ id: "shilling", icon: "rocket", gradient: "lime" }];
    expect((await t.request(URL)).status).toBe(401);
    expect((await getJson(t, URL, client.cookie)).status).toBe(403);
    expect((await t.request(URL, { method: "PUT", json: { services } })).status).toBe(401);
    expect((await putStyles(services, client.cookie)).status).toBe(403);
    expect((await getJson(t, URL, admin.cookie)).body.services).toEqual(shipped());
  });
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FigureState } from "@common/figures";
import { LANGUAGES } from "@common/locales";
import { siteFileKey, siteFiles, type ServerEntry } from "../../scripts/render-site";
import { conversationMessages, conversations } from "../../server/db/schema";
import { loadSiteFigures } from "../../server/services/site/figures";
import { createTestApp, type TestApp } from "./test-app";
import { signedInUser } from "./auth-helpers";
import { placeOrder, post } from "./workspace-helpers";

/**
 * The site's figures (issue 39): staff type each with its source, compute it from the product's data where the product
 * holds it, or hide it; the home and About pages the server serves are re-rendered with them. Pages are rendered by the
 * real SSR entry into a site folder holding only the page template, as in content.test.ts.
 */

const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), "figures-site-"));
fs.writeFileSync(
  path.join(webRoot, "_template.html"),
  fs.readFileSync(path.join(__dirname, "..", "..", "index.html"), "utf8"),
);
const ssrEntry = () => import("../../src/entry-server") as unknown as Promise<ServerEntry>;

/** The build's record of what each file reads: measured for the home and About pages, the frame's for the rest. */
async function writeNamespaceRecord() {
  const entry = await ssrEntry();
  const measured = new Map<string, string[]>();
  for (const p of ["/", "/about"]) measured.set(p, (await entry.render(p, "en")).reads);
  const record: Record<string, string[]> = {};
  for (const lng of LANGUAGES)
    for (const what of siteFiles(entry))
      record[siteFileKey(lng, what)] = (what.kind === "page" && measured.get(what.path)) || ["common", "widgets"];
  fs.writeFileSync(path.join(webRoot, "_namespaces.json"), JSON.stringify(record));
}

let t: TestApp;
let admin: string;
beforeAll(async () => {
  await writeNamespaceRecord();
  t = await createTestApp({ deps: { webRoot, ssrEntry } });
  await t.app.liveSite.start();
  admin = (await signedInUser(t, { admin: true })).cookie;
}, 120_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const list = async () =>
  ((await (await t.request("/api/admin/figures", { headers: { cookie: admin } })).json()) as { figures: FigureState[] })
    .figures;
const figure = async (id: string) => (await list()).find((f) => f.id === id)!;
const put = (id: string, json: unknown, cookie = admin) => post(t, `/api/admin/figures/${id}`, cookie, json, "PUT");

/** The figures a page draws: its definition lists' values, in order (the data block after them is left out). */
async function shown(appPath: string) {
  const res = await t.request(appPath, { headers: { "accept-language": "en" } });
  expect(res.status).toBe(200);
  const html = (await res.text()).split('id="i18n-data"')[0]!;
  return [...html.matchAll(/<dd[^>]*>([^<]*)<\/dd>/g)].map((m) =>
    m[1]!.replace(/&lt;/g, "<").replace(/[\u00a0\u202f]/g, " "),
  );
}

type Checklist = { entries: { id: string; status: string }[]; open: number };
const checklist = async () =>
  (await (await t.request("/api/admin/content/launch", { headers: { cookie: admin } })).json()) as Checklist;

describe("the site's figures", () => {
  it("a fresh install shows the template's numbers, and offers computing only where the product counts", async () => {
    const figures = await list();
    expect(figures.map((f) => [f.id, f.mode, f.shown])).toEqual([
      ["campaigns", "shipped", 1847],
      ["successRate", "shipped", 99.7],
      ["targets", "shipped", 127_000_000],
      ["responseHours", "shipped", 12],
      ["countries", "shipped", 47],
    ]);
    expect(figures.find((f) => f.id === "campaigns")).toMatchObject({
      computed: null,
      modes: expect.arrayContaining(["computed"]),
    });
    for (const id of ["successRate", "targets", "countries"]) {
      const f = figures.find((x) => x.id === id)!;
      expect(f.modes).toEqual(["shipped", "typed", "hidden"]);
      expect(f).not.toHaveProperty("computed");
    }
    // Nothing in the pages' data: a fresh install renders the build's pages.
    expect(await loadSiteFigures(t.database.db)).toBeUndefined();
    expect((await checklist()).entries.filter((e) => e.id.startsWith("figure:")).map((e) => e.status)).toEqual(
      Array(6).fill("shipped"),
    );
  });

  it("is for staff only", async () => {
    expect((await t.request("/api/admin/figures")).status).toBe(401);
    const client = (await signedInUser(t)).cookie;
    expect((await t.request("/api/admin/figures", { headers: { cookie: client } })).status).toBe(403);
    expect((await put("countries", { mode: "hidden" }, client)).status).toBe(403);
    expect((await figure("countries")).mode).toBe("shipped");
  });

  it("refuses bad input, naming the field", async () => {
    const fields = async (id: string, body: unknown) => {
      const res = await put(id, body);
      expect(res.status).toBe(400);
      const { error } = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
      expect(error.code).toBe("VALIDATION_FAILED");
      return error.fields;
    };
    expect(await fields("countries", { mode: "typed", value: 52 })).toHaveProperty("source");
    expect(await fields("countries", { mode: "typed", value: 52, source: "   " })).toHaveProperty("source");
    expect(await fields("countries", { mode: "typed", value: 52, source: "x".repeat(301) })).toHaveProperty("source");
    expect(await fields("countries", { mode: "typed", value: 52, source: "two\nlines" })).toHaveProperty("source");
    expect(await fields("countries", { mode: "typed", value: 251, source: "list" })).toHaveProperty("value");
    expect(await fields("countries", { mode: "typed", value: 4.5, source: "list" })).toHaveProperty("value");
    expect(await fields("successRate", { mode: "typed", value: 100.5, source: "list" })).toHaveProperty("value");
    expect(await fields("campaigns", { mode: "typed", value: "12", source: "list" })).toHaveProperty("value");
    // No product data counts the countries: computing them is refused.
    expect(await fields("countries", { mode: "computed" })).toHaveProperty("mode");
    expect(await fields("countries", { mode: "made-up" })).toHaveProperty("mode");
    expect((await put("nothing", { mode: "hidden" })).status).toBe(404);
    expect((await figure("countries")).mode).toBe("shipped");
  });

  it("a typed figure is on the re-rendered About page in German, and its source is kept", async () => {
    const res = await put("countries", { mode: "typed", value: 52, source: "Our client list, March 2026" });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as { pages: number }).pages).toBeGreaterThanOrEqual(12);
    expect(await shown("/de/about")).toEqual(["1.847+", "52", "< 12 Std."]);
    expect(await figure("countries")).toMatchObject({
      mode: "typed",
      value: 52,
      source: "Our client list, March 2026",
      shown: 52,
      updatedBy: expect.stringMatching(/@/),
    });
  });

  it("a hidden figure is gone from the page; its typed value and source stay for later", async () => {
    expect((await put("successRate", { mode: "hidden" })).status).toBe(200);
    expect(await shown("/de")).toEqual(["1.847+", "127 Mio.+", "<12 Std."]);
    expect(await shown("/ja")).not.toContainEqual(expect.stringContaining("99.7"));
    expect((await put("countries", { mode: "hidden" })).status).toBe(200);
    expect(await shown("/de/about")).toEqual(["1.847+", "< 12 Std."]);
    expect(await figure("countries")).toMatchObject({ mode: "hidden", value: 52, shown: null });
  });

  it("computed campaigns count the completed orders, and follow an order completed", async () => {
    expect((await put("campaigns", { mode: "computed" })).status).toBe(200);
    // Nothing completed yet: nothing to show.
    expect(await shown("/de/about")).toEqual(["< 12 Std."]);
    const order = await placeOrder(t, "figures-client@example.com");
    expect(await shown("/de/about")).toEqual(["< 12 Std."]);
    const done = await post(t, `/api/admin/orders/${order.code}`, admin, { status: "completed" }, "PATCH");
    expect(done.status, await done.clone().text()).toBe(200);
    expect(await shown("/de/about")).toEqual(["1+", "< 12 Std."]);
    expect(await shown("/de")).toEqual(["1+", "127 Mio.+", "<12 Std."]);
    expect(await figure("campaigns")).toMatchObject({ mode: "computed", computed: 1, shown: 1 });
    // Reopened: not delivered any more.
    await post(t, `/api/admin/orders/${order.code}`, admin, { status: "in_progress" }, "PATCH");
    expect(await shown("/de/about")).toEqual(["< 12 Std."]);
  });

  it("computed response time is the inbox's median first staff reply, in whole hours under it", async () => {
    const { db } = t.database;
    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000);
    // Replies after 1 h, 2.5 h and 6 h (the automatic acknowledgement does not count); one never answered.
    const threads: [string, number, number | null][] = [
      ["fig-a", 30, 1],
      ["fig-b", 30, 2.5],
      ["fig-c", 30, 6],
      ["fig-d", 30, null],
    ];
    for (const [id, asked, after] of threads) {
      await db.insert(conversations).values({ id, kind: "chat", createdAt: at(asked) });
      await db
        .insert(conversationMessages)
        .values([
          { conversationId: id, sender: "visitor", body: "Hello?", createdAt: at(asked) },
          { conversationId: id, sender: "auto", body: "We got it.", createdAt: at(asked - 0.01) },
          ...(after === null
            ? []
            : [{ conversationId: id, sender: "staff", body: "Hi!", createdAt: at(asked - after) }]),
        ]);
    }
    expect((await figure("responseHours")).computed).toBe(3);
    expect((await put("responseHours", { mode: "computed" })).status).toBe(200);
    expect(await shown("/de/about")).toEqual(["< 3 Std."]);
  });

  it("the launch checklist empties of figures as each is typed, computed or hidden", async () => {
    const before = await checklist();
    const open = (c: Checklist) => c.entries.filter((e) => e.status === "shipped").map((e) => e.id);
    expect(open(before).filter((id) => id.startsWith("figure:"))).toEqual([
      "figure:targets",
      "figure:caseStudyClients",
    ]);
    expect(before.entries.find((e) => e.id === "figure:successRate")?.status).toBe("hidden");
    expect(before.entries.find((e) => e.id === "figure:campaigns")?.status).toBe("computed");

    expect(
      (await put("targets", { mode: "typed", value: 2_500_000, source: "Ad platform reports, 2025" })).status,
    ).toBe(200);
    expect(await shown("/de")).toEqual(["2,5 Mio.+", "<3 Std."]);
    const keep = await post(t, `/api/admin/content/${encodeURIComponent("figure:caseStudyClients")}/keep`, admin, {});
    expect(keep.status).toBe(200);
    const after = await checklist();
    expect(after.entries.find((e) => e.id === "figure:targets")?.status).toBe("edited");
    expect(open(after).filter((id) => id.startsWith("figure:"))).toEqual([]);
    expect(after.open).toBe(before.open - 2);

    // Back to the template's number: on the list again, and the page shows it.
    expect((await put("targets", { mode: "shipped" })).status).toBe(200);
    expect(open(await checklist())).toContain("figure:targets");
    expect(await shown("/de")).toEqual(["127 Mio.+", "<3 Std."]);
  });
});

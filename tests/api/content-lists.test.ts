import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentDetail, ContentSummary } from "@common/content";
import { LANGUAGES } from "@common/locales";
import { siteFileKey, siteFiles, type ServerEntry } from "../../scripts/render-site";
import { createTestApp, type TestApp } from "./test-app";
import { signedInUser } from "./auth-helpers";

/**
 * The content store's lists (issue 39): staff remove the template's testimonials they never earned, add their own,
 * reorder them; the published order is what the re-rendered pages show; versions bring removed entries back.
 * Pages are rendered by the real SSR entry (src/entry-server.tsx) as in content.test.ts.
 */

const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), "content-lists-"));
fs.writeFileSync(
  path.join(webRoot, "_template.html"),
  fs.readFileSync(path.join(__dirname, "..", "..", "index.html"), "utf8"),
);
const ssrEntry = () => import("../../src/entry-server") as unknown as Promise<ServerEntry>;

const ITEM = "testimonials:items";
const ID = encodeURIComponent(ITEM);
const SHIPPED_AUTHORS = ["Sarah Johnson", "David Kim", "Amara Okonkwo", "Lucas Moreau", "Yuki Tanaka", "Rachel Green"];
const MINE = {
  quote: { en: "They rebuilt our launch in a week.", de: "Sie haben unseren Launch in einer Woche neu aufgebaut." },
  author: { en: "Jana Brandt" },
  role: { en: "Founder, bakery chain", de: "Gründerin, Bäckereikette" },
};

let t: TestApp;
let admin: string;
let staffB: string;

/** The namespaces each page reads (see content.test.ts): measured for the pages this file checks. */
async function writeNamespaceRecord() {
  const entry = await ssrEntry();
  const measured = new Map<string, string[]>();
  for (const p of ["/testimonials", "/faq", "/about", "/"]) measured.set(p, (await entry.render(p, "en")).reads);
  const record: Record<string, string[]> = {};
  for (const lng of LANGUAGES)
    for (const what of siteFiles(entry))
      record[siteFileKey(lng, what)] = (what.kind === "page" && measured.get(what.path)) || ["common", "widgets"];
  fs.writeFileSync(path.join(webRoot, "_namespaces.json"), JSON.stringify(record));
}

beforeAll(async () => {
  await writeNamespaceRecord();
  t = await createTestApp({ deps: { webRoot, ssrEntry } });
  await t.app.liveSite.start();
  admin = (await signedInUser(t, { admin: true })).cookie;
  staffB = (await signedInUser(t, { admin: true })).cookie;
}, 120_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const api = (cookie: string, p: string, init: RequestInit & { json?: unknown } = {}) =>
  t.request(`/api/admin/content${p}`, { ...init, headers: { cookie, ...(init.headers ?? {}) } });
const detail = async (id = ID) => (await (await api(admin, `/${id}`)).json()) as ContentDetail;
const save = (cookie: string, body: unknown, id = ID) => api(cookie, `/${id}`, { method: "PUT", json: body });
async function publish(rev: number, id = ID) {
  const res = await api(admin, `/${id}/publish`, { method: "POST", json: { rev } });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as { item: ContentDetail; pages: number };
}
const html = async (p: string) => (await t.request(p, { headers: { "accept-language": "en" } })).text();
/** What a page draws: without its scripts (the strings it embeds hold the whole namespace's words). */
const drawn = (page: string) => page.replace(/<script\b[\s\S]*?<\/script>/g, "");
/** The authors a page shows, in the page's order (each once, as its figure's caption). */
function authorsIn(page: string, names: string[]): string[] {
  const at = names.map((n) => [n, page.indexOf(`${n}</p>`)] as const).filter(([, i]) => i >= 0);
  return at.sort((a, b) => a[1] - b[1]).map(([n]) => n);
}
const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; fields?: Record<string, string> } }).error;

describe("lists in the content store", () => {
  it("describes an item's list: its shipped entries, the shape of a new one", async () => {
    const d = await detail();
    expect(d.lists).toEqual([
      {
        path: "items",
        entries: ["sarah", "david", "amara", "lucas", "yuki", "rachel"],
        live: ["sarah", "david", "amara", "lucas", "yuki", "rachel"],
        shipped: ["sarah", "david", "amara", "lucas", "yuki", "rachel"],
        removed: [],
        shape: ["quote", "author", "role"],
        add: true,
        reorder: true,
      },
    ]);
    // The catalogue's services stay field-only; the timeline can lose milestones, not gain them.
    expect((await detail(encodeURIComponent("catalog:services.shilling"))).lists).toEqual([]);
    expect((await detail(encodeURIComponent("about:story"))).lists[0]).toMatchObject({
      path: "story.timeline",
      add: false,
      reorder: false,
    });
  });

  it("a plain text edit first (version 1), all six shown", async () => {
    const d = await detail();
    const saved = await save(admin, {
      rev: d.rev,
      values: { "items.sarah.role": { de: "Lifestyle-Influencerin (v1)" } },
    });
    expect(saved.status).toBe(200);
    await publish(((await saved.json()) as ContentDetail).rev);
    expect(authorsIn(await html("/de/testimonials"), SHIPPED_AUTHORS)).toEqual(SHIPPED_AUTHORS);
  });

  it("removes two testimonials, adds one in English and German, reorders; the German page shows exactly those", async () => {
    const d = await detail();
    const order = ["rachel", "sarah", "new1", "david", "lucas"];
    const saved = await save(admin, {
      rev: d.rev,
      lists: { items: order },
      values: { "items.new1.quote": MINE.quote, "items.new1.author": MINE.author, "items.new1.role": MINE.role },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const draft = (await saved.json()) as ContentDetail;
    expect(draft.state).toBe("draft");
    expect(draft.lists[0]).toMatchObject({ entries: order, live: SHIPPED_AUTHORS.map(() => expect.any(String)) });
    expect(draft.fields.map((f) => f.key)).toEqual(
      order.flatMap((e) => ["quote", "author", "role"].map((f) => `items.${e}.${f}`)),
    );
    // The two removed shipped entries come with their shipped texts, for "Put back".
    expect(draft.lists[0]!.removed.map((f) => f.key)).toEqual(
      ["amara", "yuki"].flatMap((e) => ["quote", "author", "role"].map((f) => `items.${e}.${f}`)),
    );
    expect(draft.lists[0]!.removed.find((f) => f.key === "items.amara.author")!.values.en).toBe("Amara Okonkwo");
    expect(draft.fields.find((f) => f.key === "items.new1.quote")).toMatchObject({
      changed: true,
      multiline: true,
      values: { en: MINE.quote.en, de: MINE.quote.de, fr: "" },
      live: { en: "" },
    });
    // The new entry's untranslated fields are missing (3 in French; the author's German too).
    const summary = ((await (await api(admin, "")).json()) as { items: ContentSummary[] }).items.find(
      (i) => i.id === ITEM,
    )!;
    expect(summary).toMatchObject({ fields: 15, missing: { en: 0, de: 1, fr: 3 } });

    // The preview shows the draft; the live page does not yet.
    const preview = await (await api(admin, `/${ID}/preview?lng=de&path=/testimonials`)).text();
    expect(authorsIn(preview, [...SHIPPED_AUTHORS, "Jana Brandt"])).toEqual([
      "Rachel Green",
      "Sarah Johnson",
      "Jana Brandt",
      "David Kim",
      "Lucas Moreau",
    ]);
    expect(authorsIn(await html("/de/testimonials"), SHIPPED_AUTHORS)).toEqual(SHIPPED_AUTHORS);

    const { item, pages } = await publish(draft.rev);
    expect(item.lists[0]!.live).toEqual(order);
    expect(pages).toBeGreaterThanOrEqual(6);
    const de = await html("/de/testimonials");
    expect(authorsIn(de, [...SHIPPED_AUTHORS, "Jana Brandt"])).toEqual([
      "Rachel Green",
      "Sarah Johnson",
      "Jana Brandt",
      "David Kim",
      "Lucas Moreau",
    ]);
    expect(de).toContain(MINE.quote.de);
    expect(de).toContain(MINE.role.de);
    expect(de).not.toContain("Amara Okonkwo");
    expect(de).not.toContain("Yuki Tanaka");
    // Five cards; the added one claims no rating: the four kept ones' stars only.
    expect(de.match(/<figure/g)).toHaveLength(5);
    expect(de.match(/aria-label="Mit \d von 5 bewertet"/g)).toHaveLength(4);
    // French has no translation of the new entry: its English texts are shown and listed as fallbacks.
    expect(await html("/fr/testimonials")).toContain(MINE.quote.en);
    const { fallbacks } = (await (await api(admin, "")).json()) as { fallbacks: { id: string; key: string }[] };
    expect(fallbacks).toContainEqual({ id: ITEM, key: "items.new1.quote", lng: "fr" });
    // The strings a browser loads carry the list in its order.
    const strings = (await (await t.request("/api/content/de/testimonials")).json()) as { items: object };
    expect(Object.keys(strings.items)).toEqual(order);
  });

  it("refuses a stale save of a list, naming the list another save changed", async () => {
    const start = await detail();
    const first = await save(staffB, { rev: start.rev, lists: { items: ["sarah", "new1"] } });
    expect(first.status).toBe(200);
    const second = await save(admin, { rev: start.rev, values: { "items.sarah.quote": { en: "Mine" } } });
    expect(second.status).toBe(409);
    const error = await errorOf(second);
    expect(error.code).toBe("CONTENT_CONFLICT");
    expect(error.fields).toEqual({ "lists.items": "changed" });
    const now = await detail();
    expect(now.lists[0]!.entries).toEqual(["sarah", "new1"]);
    const discarded = await api(admin, `/${ID}/discard`, { method: "POST", json: { rev: now.rev } });
    expect(((await discarded.json()) as ContentDetail).lists[0]!.entries).toEqual([
      "rachel",
      "sarah",
      "new1",
      "david",
      "lucas",
    ]);
  });

  it("names each bad list and keeps the stored one", async () => {
    const { rev } = await detail();
    const bad = async (body: object, id = ID) => {
      const res = await save(admin, { rev: (await detail(id)).rev, ...body }, id);
      expect(res.status).toBe(400);
      return errorOf(res);
    };
    expect((await bad({ lists: { nope: ["0"], items: ["sarah", "sarah"] } })).fields).toEqual({
      "lists.nope": expect.any(String),
      "lists.items": expect.any(String),
    });
    expect((await bad({ lists: { items: ["sarah", "bogus"] } })).fields).toEqual({ "lists.items": expect.any(String) });
    expect((await bad({ lists: { items: ["sarah", "../x"] } })).code).toBe("VALIDATION_FAILED");
    expect((await bad({ lists: { items: Array.from({ length: 51 }, (_, i) => `new${i + 1}`) } })).code).toBe(
      "VALIDATION_FAILED",
    );
    // A new entry needs its English texts.
    expect(
      (await bad({ lists: { items: ["sarah", "new2"] }, values: { "items.new2.quote": { en: "Hi" } } })).fields,
    ).toEqual({ "values.items.new2.author.en": expect.any(String), "values.items.new2.role.en": expect.any(String) });
    // A field of an entry not in the list is no field of the item.
    expect((await bad({ values: { "items.new7.quote": { en: "Hi" } } })).fields).toEqual({
      "values.items.new7.quote": expect.any(String),
    });
    // The timeline loses milestones but gains none, and keeps the years' order.
    const story = encodeURIComponent("about:story");
    expect((await bad({ lists: { "story.timeline": ["2019", "new1"] } }, story)).fields).toEqual({
      "lists.story.timeline": expect.any(String),
    });
    expect((await bad({ lists: { "story.timeline": ["2020", "2019"] } }, story)).fields).toEqual({
      "lists.story.timeline": expect.any(String),
    });
    const after = await detail();
    expect(after.rev).toBe(rev);
    expect(after.state).toBe("published");
  });

  it("empties the list: the page leaves out the testimonials' section; restoring a version brings them back", async () => {
    const start = await detail();
    const saved = await save(admin, { rev: start.rev, lists: { items: [] } });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as ContentDetail).fields).toEqual([]);
    await publish(start.rev + 1);
    const empty = await html("/de/testimonials");
    expect(authorsIn(empty, [...SHIPPED_AUTHORS, "Jana Brandt"])).toEqual([]);
    expect(empty).not.toContain('aria-label="Kundenstimmen"');
    expect(empty.match(/<figure/g)).toBeNull();
    // The page's other blocks stay.
    expect(empty).toContain("<h1");

    // Version 1 had the six shipped, version 2 the agency's own.
    const versions = (await detail()).versions.map((v) => v.version);
    expect(versions).toEqual([3, 2, 1]);
    const one = await api(admin, `/${ID}/restore`, { method: "POST", json: { version: 1 } });
    const restored = (await one.json()) as ContentDetail;
    expect(restored.lists[0]!.entries).toEqual(["sarah", "david", "amara", "lucas", "yuki", "rachel"]);
    expect(restored.fields.find((f) => f.key === "items.sarah.role")!.values.de).toBe("Lifestyle-Influencerin (v1)");
    await publish(restored.rev);
    expect(authorsIn(await html("/de/testimonials"), SHIPPED_AUTHORS)).toEqual(SHIPPED_AUTHORS);

    const two = (await (
      await api(admin, `/${ID}/restore`, { method: "POST", json: { version: 2 } })
    ).json()) as ContentDetail;
    expect(two.lists[0]!.entries).toEqual(["rachel", "sarah", "new1", "david", "lucas"]);
    expect(two.fields.find((f) => f.key === "items.new1.author")!.values.en).toBe("Jana Brandt");
  });

  it("counts an item on the launch checklist as edited once its list changed", async () => {
    const launch = (await (await api(admin, "/launch")).json()) as { entries: { id: string; status: string }[] };
    expect(launch.entries.find((e) => e.id === ITEM)!.status).toBe("edited");
    const faq = encodeURIComponent("faq:items");
    expect(launch.entries.find((e) => e.id === "faq:items")!.status).toBe("shipped");
    const saved = await save(admin, { rev: 0, lists: { items: ["speed", "whatWeDo"] } }, faq);
    expect(saved.status).toBe(200);
    const after = (await (await api(admin, "/launch")).json()) as { entries: { id: string; status: string }[] };
    expect(after.entries.find((e) => e.id === "faq:items")!.status).toBe("edited");
    await publish(1, faq);
    const page = await html("/faq");
    expect(page.indexOf("How quickly will I see results?")).toBeLessThan(page.indexOf("What does your company do?"));
    expect(page).not.toContain("Do you guarantee results?");
  });

  it("renders the home and About pages with a list grown, one shortened and two emptied", async () => {
    const clients = encodeURIComponent("social-proof:clientTypes");
    const added = await save(
      admin,
      {
        rev: 0,
        lists: { clientTypes: ["new1", "crypto", "influencers"] },
        values: {
          "clientTypes.new1.name": { en: "Podcasters", de: "Podcaster" },
          "clientTypes.new1.initial": { en: "P" },
        },
      },
      clients,
    );
    expect(added.status, await added.clone().text()).toBe(200);
    await publish(1, clients);
    const quotes = encodeURIComponent("social-proof:quotes");
    expect((await save(admin, { rev: 0, lists: { quotes: [] } }, quotes)).status).toBe(200);
    await publish(1, quotes);
    const home = drawn(await html("/de"));
    expect(home).toContain("Podcaster");
    expect(home.indexOf("Podcaster")).toBeLessThan(home.indexOf("/images/client-types/crypto.svg"));
    expect(home).toContain("/images/client-types/crypto.svg");
    expect(home).not.toContain("/images/client-types/musicians.svg");
    // No heading over an emptied row of quotes.
    const quotesTitle = (await import("../../src/i18n/locales/de/home.json")).default.trust.quotesTitle;
    expect(home).not.toContain(quotesTitle);

    const approach = encodeURIComponent("about:approach");
    expect((await save(admin, { rev: 0, lists: { "approach.steps": [] } }, approach)).status).toBe(200);
    await publish(1, approach);
    const story = encodeURIComponent("about:story");
    expect((await save(admin, { rev: 0, lists: { "story.timeline": ["2023", "2024", "2025"] } }, story)).status).toBe(
      200,
    );
    await publish(1, story);
    const about = drawn(await html("/de/about"));
    const de = (await import("../../src/i18n/locales/de/about.json")).default;
    expect(about).toContain(de.tabs.story);
    expect(about).not.toContain(de.tabs.approach);
    // The Story tab draws its milestones when opened: the strings it reads hold the three kept.
    const strings = (await (await t.request("/api/content/de/about")).json()) as typeof de;
    expect(Object.keys(strings.story.timeline)).toEqual(["2023", "2024", "2025"]);
    expect(strings.approach.steps).toEqual([]);
  });
});

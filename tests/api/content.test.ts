import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentDetail, ContentSummary } from "@common/content";
import { LANGUAGES } from "@common/locales";
import { siteFileKey, siteFiles, type ServerEntry } from "../../scripts/render-site";
import { createApp } from "../../server/app";
import { createLogger } from "../../server/lib/logger";
import { createTestApp, requestThrough, type TestApp } from "./test-app";
import { signedInUser } from "./auth-helpers";
import { completeBillingSetup } from "./billing-helpers";

/**
 * The content store (issue 39): staff save drafts of the site's texts in six languages, publish them, and every
 * instance serves the re-rendered pages; versions are kept and restored; a stale save is refused with what changed.
 * Pages are rendered by the real SSR entry (src/entry-server.tsx, as the build's bundle is) into a site folder that
 * holds only the page template: every page served here is one the server rendered.
 */

const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), "content-site-"));
fs.writeFileSync(
  path.join(webRoot, "_template.html"),
  fs.readFileSync(path.join(__dirname, "..", "..", "index.html"), "utf8"),
);
const ssrEntry = () => import("../../src/entry-server") as unknown as Promise<ServerEntry>;
const siteDeps = { webRoot, ssrEntry };

const ITEM = "faq:items";
const FIELD = "items.speed.question";
const SHIPPED_EN = "How quickly will I see results?";

let t: TestApp;
let admin: string;
let staffB: string;

/**
 * The build's record of the namespaces each file reads (scripts/prerender.ts writes it): measured for the pages this
 * file edits, and the frame's for every other file, which then stays unrendered (rendering all 420 under Vite's
 * transform takes half a minute and proves nothing more).
 */
async function writeNamespaceRecord() {
  const entry = await ssrEntry();
  const measured = new Map<string, string[]>();
  for (const p of ["/faq", "/services/shilling", "/pricing", "/terms"])
    measured.set(p, (await entry.render(p, "en")).reads);
  const record: Record<string, string[]> = {};
  for (const lng of LANGUAGES)
    for (const what of siteFiles(entry))
      record[siteFileKey(lng, what)] = (what.kind === "page" && measured.get(what.path)) || ["common", "widgets"];
  fs.writeFileSync(path.join(webRoot, "_namespaces.json"), JSON.stringify(record));
}

beforeAll(async () => {
  await writeNamespaceRecord();
  t = await createTestApp({ deps: siteDeps });
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
const item = async (id = ITEM) => (await (await api(admin, `/${encodeURIComponent(id)}`)).json()) as ContentDetail;
const field = (d: ContentDetail, key = FIELD) => d.fields.find((f) => f.key === key)!;
const page = async (app: TestApp["request"], p: string) => {
  const res = await app(p, { headers: { "accept-language": "en" } });
  return { status: res.status, html: await res.text() };
};

async function until(check: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`never: ${what}`);
}

describe("the content store", () => {
  it("lists the template's texts as shipped, complete in six languages", async () => {
    const res = await api(admin, "");
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as { items: ContentSummary[] };
    const faq = items.find((i) => i.id === ITEM)!;
    expect(faq).toMatchObject({ group: "faq", state: "shipped", rev: 0, updatedBy: null });
    expect(Object.values(faq.missing)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(items.map((i) => i.id)).toContain("catalog:services.shilling");
    // The payment methods are the install's facts, never typed text.
    expect(items.map((i) => i.id)).not.toContain("faq:paymentMethods");
    expect(field(await item()).values.en).toBe(SHIPPED_EN);
  });

  it("is for staff only", async () => {
    expect((await t.request("/api/admin/content")).status).toBe(401);
    const client = (await signedInUser(t)).cookie;
    expect((await api(client, "")).status).toBe(403);
    expect((await api(admin, `/${encodeURIComponent("faq:nothing")}`)).status).toBe(404);
  });

  it("keeps a draft unseen until it is published; then the German page and the strings API show it", async () => {
    const before = await item();
    const saved = await api(admin, `/${encodeURIComponent(ITEM)}`, {
      method: "PUT",
      json: { rev: before.rev, values: { [FIELD]: { de: "Wie schnell sehe ich Ergebnisse? (Agentur)" } } },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const draft = (await saved.json()) as ContentDetail;
    expect(draft.state).toBe("draft");
    expect(field(draft)).toMatchObject({ changed: true, values: { de: "Wie schnell sehe ich Ergebnisse? (Agentur)" } });
    expect(field(draft).live.de).not.toContain("(Agentur)");

    // Not live yet: the strings a browser loads, and the preview shows it.
    const live = (await (await t.request("/api/content/de/faq")).json()) as {
      items: Record<string, { question: string }>;
    };
    expect(live.items.speed!.question).not.toContain("(Agentur)");
    const preview = await api(admin, `/${encodeURIComponent(ITEM)}/preview?lng=de&path=/faq`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    expect(await preview.text()).toContain("Wie schnell sehe ich Ergebnisse? (Agentur)");

    const published = await api(admin, `/${encodeURIComponent(ITEM)}/publish`, {
      method: "POST",
      json: { rev: draft.rev },
    });
    expect(published.status).toBe(200);
    const { item: after, pages } = (await published.json()) as { item: ContentDetail; pages: number };
    expect(after.state).toBe("published");
    expect(after.versions.map((v) => v.version)).toEqual([1]);
    // /de/faq at least; the other languages' texts did not change, so their pages are not drawn again.
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThan(6);

    const de = await page(t.request, "/de/faq");
    expect(de.status).toBe(200);
    expect(de.html).toContain("Wie schnell sehe ich Ergebnisse? (Agentur)");
    expect(de.html).toContain('<html lang="de"');
    // The other languages keep their own text (their pages are the build's: this test's site has none of them).
    const en = (await (await t.request("/api/content/en/faq")).json()) as {
      items: Record<string, { question: string }>;
    };
    expect(en.items.speed!.question).toBe(SHIPPED_EN);
    const strings = (await (await t.request("/api/content/de/faq")).json()) as {
      items: Record<string, { question: string }>;
    };
    expect(strings.items.speed!.question).toBe("Wie schnell sehe ich Ergebnisse? (Agentur)");
  });

  it("refuses a save started from an older version, naming the fields the other save changed", async () => {
    const start = await item();
    const first = await api(staffB, `/${encodeURIComponent(ITEM)}`, {
      method: "PUT",
      json: { rev: start.rev, values: { "items.security.question": { en: "Do you offer refunds? (B)" } } },
    });
    expect(first.status).toBe(200);
    const second = await api(admin, `/${encodeURIComponent(ITEM)}`, {
      method: "PUT",
      json: { rev: start.rev, values: { [FIELD]: { en: "Mine" } } },
    });
    expect(second.status).toBe(409);
    const body = (await second.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe("CONTENT_CONFLICT");
    expect(body.error.fields).toEqual({ "items.security.question": "changed" });
    // Nothing of the refused save was stored.
    expect(field(await item()).values.en).toBe(SHIPPED_EN);
    const discarded = await api(admin, `/${encodeURIComponent(ITEM)}/discard`, {
      method: "POST",
      json: { rev: (await item()).rev },
    });
    expect(((await discarded.json()) as ContentDetail).state).toBe("published");
  });

  it("takes one of two first saves of an item made at once and refuses the other as stale", async () => {
    const id = encodeURIComponent("about:mission");
    const save = (cookie: string, text: string) =>
      api(cookie, `/${id}`, { method: "PUT", json: { rev: 0, values: { "mission.heading": { en: text } } } });
    const answers = await Promise.all([save(admin, "Ours (A)"), save(staffB, "Ours (B)")]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const kept = field(await item("about:mission"), "mission.heading").values.en;
    expect(["Ours (A)", "Ours (B)"]).toContain(kept);
  });

  it("names each bad text and keeps the stored draft", async () => {
    const start = await item();
    const res = await api(admin, `/${encodeURIComponent(ITEM)}`, {
      method: "PUT",
      json: {
        rev: start.rev,
        values: {
          [FIELD]: { en: "  ", fr: "<script>alert(1)</script>" },
          "nope.0": { en: "x" },
        },
      },
    });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(error.code).toBe("VALIDATION_FAILED");
    expect(Object.keys(error.fields).sort()).toEqual(["values.items.speed.question.fr"]);
    const again = await api(admin, `/${encodeURIComponent(ITEM)}`, {
      method: "PUT",
      json: { rev: start.rev, values: { [FIELD]: { en: "  " }, "nope.0": { en: "x" } } },
    });
    const fields = ((await again.json()) as { error: { fields: Record<string, string> } }).error.fields;
    expect(Object.keys(fields).sort()).toEqual(["values.items.speed.question.en", "values.nope.0"]);
    // A placeholder of the English text ("{{price}}+") must stay in every translation.
    const bad = await api(admin, `/${encodeURIComponent("catalog:price")}`, {
      method: "PUT",
      json: { rev: 0, values: { "price.plus": { ja: "価格+" } } },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { error: { fields: object } }).error.fields)).toEqual([
      "values.price.plus.ja",
    ]);
    expect((await item()).rev).toBe(start.rev);
  });

  it("shows English for a missing translation, lists it as a fallback, and restores an earlier version", async () => {
    let d = await item();
    d = (await (
      await api(admin, `/${encodeURIComponent(ITEM)}`, {
        method: "PUT",
        json: { rev: d.rev, values: { [FIELD]: { en: "How fast are results? (v2)", de: "" } } },
      })
    ).json()) as ContentDetail;
    expect(d.missing.de).toBe(1);
    await api(admin, `/${encodeURIComponent(ITEM)}/publish`, { method: "POST", json: { rev: d.rev } });
    const de = await page(t.request, "/de/faq");
    expect(de.html).toContain("How fast are results? (v2)");
    const { fallbacks } = (await (await api(admin, "")).json()) as {
      fallbacks: { id: string; key: string; lng: string }[];
    };
    expect(fallbacks).toContainEqual({ id: ITEM, key: FIELD, lng: "de" });

    const restored = await api(admin, `/${encodeURIComponent(ITEM)}/restore`, { method: "POST", json: { version: 1 } });
    const r = (await restored.json()) as ContentDetail;
    expect(r.state).toBe("draft");
    expect(field(r).values.de).toBe("Wie schnell sehe ich Ergebnisse? (Agentur)");
    await api(admin, `/${encodeURIComponent(ITEM)}/publish`, { method: "POST", json: { rev: r.rev } });
    expect((await page(t.request, "/de/faq")).html).toContain("Wie schnell sehe ich Ergebnisse? (Agentur)");
    expect((await item()).versions.map((v) => v.version)).toEqual([3, 2, 1]);
    expect((await item()).versions[0]!.publishedBy).toMatch(/@example\.com$/);
  });
});

describe("the launch checklist", () => {
  it("lists the template's claims until staff edit or keep each one", async () => {
    type Checklist = { entries: { id: string; kind: string; status: string; keptBy: string | null }[]; open: number };
    const before = (await (await api(admin, "/launch")).json()) as Checklist;
    const status = (c: Checklist, id: string) => c.entries.find((e) => e.id === id)?.status;
    expect(status(before, "home:trust")).toBe("shipped");
    expect(status(before, "testimonials:items")).toBe("shipped");
    expect(status(before, "figure:campaigns")).toBe("shipped");
    // The FAQ was edited above.
    expect(status(before, ITEM)).toBe("edited");
    expect(before.open).toBe(before.entries.filter((e) => e.status === "shipped").length);

    const kept = (await (
      await api(admin, `/${encodeURIComponent("home:trust")}/keep`, { method: "POST" })
    ).json()) as Checklist;
    expect(kept.entries.find((e) => e.id === "home:trust")).toMatchObject({
      status: "kept",
      keptBy: expect.stringMatching(/@/),
    });
    await api(admin, `/${encodeURIComponent("figure:campaigns")}/keep`, { method: "POST" });
    const after = (await (await api(admin, "/launch")).json()) as Checklist;
    expect(after.open).toBe(before.open - 2);
    // Keeping is not editing: the item is still as shipped in the store.
    expect((await item("home:trust")).state).toBe("shipped");
    expect((await api(admin, `/${encodeURIComponent("pricing:meta")}/keep`, { method: "POST" })).status).toBe(404);
  });
});

describe("the install's facts", () => {
  it("the Terms served name the payment method once staff offer it, without a rebuild", async () => {
    // What the page draws (its data block carries every string of its namespaces, both sentences included).
    const terms = async () => (await page(t.request, "/terms")).html.split('id="i18n-data"')[0]!;
    // Nothing configured: the build's sentence, true for a fresh install.
    expect((await page(t.request, "/terms")).status).toBe(503);
    const saved = await completeBillingSetup(t, admin);
    expect(saved).toBeTruthy();
    const html = await terms();
    expect(html).toContain("We accept bank transfer.");
    expect(html).not.toContain("You receive the payment details with your invoice.");
    // Pages that do not read the facts were not rendered again.
    expect((await page(t.request, "/about")).status).toBe(503);
  });
});

describe("the agency's addresses and profiles", () => {
  it("Settings change the FAQ's support address and the footer's profiles on the served pages, and leave the checklist", async () => {
    const settings = (cookie: string, json: unknown) =>
      t.request("/api/admin/settings", { method: "PUT", json, headers: { cookie } });
    const current = (await (await t.request("/api/admin/settings", { headers: { cookie: admin } })).json()) as Record<
      string,
      string
    >;
    expect(current).toMatchObject({ supportEmail: "support@umbra.agency", socialX: "https://x.com/umbra_agency" });
    const bad = await settings(admin, {
      ...current,
      socialX: "http://x.com/us",
      socialInstagram: "javascript:alert(1)",
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { error: { fields: object } }).error.fields).sort()).toEqual([
      "socialInstagram",
      "socialX",
    ]);

    const saved = await settings(admin, { ...current, supportEmail: "help@agency.test", socialX: "" });
    expect(saved.status).toBe(200);
    const faq = (await page(t.request, "/de/faq")).html;
    expect(faq).toContain('href="mailto:help@agency.test"');
    expect(faq).not.toContain('support@umbra.agency"');
    // The footer links the profile staff kept and none they emptied.
    expect(faq).toContain('href="https://instagram.com/umbra.agency"');
    expect(faq).not.toContain('href="https://x.com/umbra_agency"');

    type Checklist = { entries: { id: string; status: string }[] };
    const launch = (await (await api(admin, "/launch")).json()) as Checklist;
    const status = (id: string) => launch.entries.find((e) => e.id === id)?.status;
    expect(status("company:addresses")).toBe("edited");
    expect(status("company:social")).toBe("edited");
  });
});

describe("the agency's name", () => {
  it("staff's name in Settings is the header's, every title's and the footer's on the served pages, and leaves the checklist", async () => {
    const settings = (json: unknown) =>
      t.request("/api/admin/settings", { method: "PUT", json, headers: { cookie: admin } });
    const current = (await (await t.request("/api/admin/settings", { headers: { cookie: admin } })).json()) as Record<
      string,
      string
    >;
    expect(current.brandName).toBe("Umbra");
    type Checklist = { entries: { id: string; status: string }[] };
    const brandStatus = async () =>
      ((await (await api(admin, "/launch")).json()) as Checklist).entries.find((e) => e.id === "company:brand")?.status;
    expect(await brandStatus()).toBe("shipped");

    for (const brandName of ["{{year}}", "<b>Us</b>", "", "x".repeat(61)]) {
      const bad = await settings({ ...current, brandName });
      expect(bad.status).toBe(400);
      expect(Object.keys(((await bad.json()) as { error: { fields: object } }).error.fields)).toEqual(["brandName"]);
    }
    expect((await settings({ ...current, brandName: " Nordlicht & Co " })).status).toBe(200);
    const html = (await page(t.request, "/de/faq")).html.split('id="i18n-data"')[0]!;
    expect(html).toMatch(/<title>[^<]+ \| Nordlicht &amp; Co<\/title>/);
    expect(html).toContain('<span class="text-gradient">Nordlicht &amp; Co</span>');
    expect(html).toContain("Nordlicht &amp; Co. Alle Rechte vorbehalten.");
    expect(html).not.toContain("Umbra");
    expect(await brandStatus()).toBe("edited");
    expect((await settings({ ...current, brandName: "Umbra" })).status).toBe(200);
  });
});

describe("a policy's date", () => {
  it("is the day staff last published the policy, in the seller's time zone; the others keep the shipped date", async () => {
    const day = (lng: string, at: Date) =>
      new Intl.DateTimeFormat(lng, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(at);
    const id = encodeURIComponent("legal:terms");
    const saved = (await (
      await api(admin, `/${id}`, { method: "PUT", json: { rev: 0, values: { "terms.intro": { en: "Our terms." } } } })
    ).json()) as ContentDetail;
    // The preview already reads as it will once published.
    const before = new Date();
    const preview = await (await api(admin, `/${id}/preview?lng=de&path=/terms`)).text();
    expect(preview).toContain(`Zuletzt aktualisiert: ${day("de", before)}`);
    expect((await api(admin, `/${id}/publish`, { method: "POST", json: { rev: saved.rev } })).status).toBe(200);
    const after = new Date();
    const de = (await page(t.request, "/de/terms")).html;
    // (Either day, should the test run across midnight.)
    expect([day("de", before), day("de", after)].some((d) => de.includes(`Zuletzt aktualisiert: ${d}`))).toBe(true);
    const en = (await page(t.request, "/terms")).html;
    expect([day("en", before), day("en", after)].some((d) => en.includes(`Last updated: ${d}`))).toBe(true);
    // A browser moving to the page later reads the same date from the strings API.
    const strings = (await (await t.request("/api/content/ja/legal")).json()) as { terms: { updatedOn: string } };
    expect([before, after].map((d) => d.toISOString().slice(0, 10))).toContain(strings.terms.updatedOn);
    expect((await (await t.request("/api/content/ja/legal")).json()) as object).not.toHaveProperty("privacy.updatedOn");
  });
});

describe("a second instance", () => {
  it("serves what the first published, re-rendered on its own", async () => {
    // On PostgreSQL a second app on the same database (NOTIFY crosses processes alike); on PGlite, which is one
    // process by design, a second app on the same database handle.
    const b: Pick<TestApp, "app" | "request" | "close"> = t.databaseUrl
      ? await createTestApp({ deps: siteDeps, databaseUrl: t.databaseUrl })
      : (() => {
          const app = createApp({
            config: t.config,
            database: t.database,
            logger: createLogger("silent"),
            mailer: { mode: "outbox", send: async () => {} },
            ...siteDeps,
          });
          return {
            app,
            request: requestThrough(app, (p, init) => app.request(p, init)),
            close: () => app.closeStreams(),
          };
        })();
    await b.app.liveSite.start();
    try {
      // B started after the publications above: it renders them before serving.
      expect((await page(b.request, "/de/faq")).html).toContain("Wie schnell sehe ich Ergebnisse? (Agentur)");
      const d = await item("catalog:services.shilling");
      const title = d.fields.find((f) => f.key === "services.shilling.title")!;
      const saved = (await (
        await api(admin, `/${encodeURIComponent(d.id)}`, {
          method: "PUT",
          json: { rev: d.rev, values: { [title.key]: { de: "Sichtbarkeit, die zählt" } } },
        })
      ).json()) as ContentDetail;
      await api(admin, `/${encodeURIComponent(d.id)}/publish`, { method: "POST", json: { rev: saved.rev } });
      // A's own pages at once; B's after the notification.
      expect((await page(t.request, "/de/services/shilling")).html).toContain("Sichtbarkeit, die zählt");
      await until(
        async () => (await page(b.request, "/de/services/shilling")).html.includes("Sichtbarkeit, die zählt"),
        "B serves the new service title",
      );
      expect((await page(b.request, "/de/pricing")).html).toContain("Sichtbarkeit, die zählt");
    } finally {
      await b.close();
    }
  }, 60_000);
});

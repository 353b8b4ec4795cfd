import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentDetail } from "@common/content";
import { LANGUAGES } from "@common/locales";
import { siteFileKey, siteFiles, type ServerEntry } from "../../scripts/render-site";
import { createTestApp, type TestApp } from "./test-app";
import { signedInUser } from "./auth-helpers";

/**
 * Rich texts (issue 39, "no script in any text"): a legal section takes the Markdown subset, the served page draws it
 * as elements (a list, an https link with rel, a site link in the reader's language), and a save with HTML, an
 * image or a script link is refused naming the field and language. Pages are rendered by the real SSR entry.
 */

const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), "content-rich-"));
fs.writeFileSync(
  path.join(webRoot, "_template.html"),
  fs.readFileSync(path.join(__dirname, "..", "..", "index.html"), "utf8"),
);
const ssrEntry = () => import("../../src/entry-server") as unknown as Promise<ServerEntry>;

const ID = encodeURIComponent("legal:terms");
const FIELD = "terms.sections.0.paragraphs.1";
const MARKDOWN = [
  "Jedes Angebot nennt:",
  "",
  "- den **Umfang** der Kampagne",
  "- die [Preise](https://example.com/preise)",
  "",
  "Fragen? [Schreiben Sie uns](/contact).",
].join("\n");

let t: TestApp;
let admin: string;

beforeAll(async () => {
  // The namespaces each page reads, measured for /terms; every other file stays unrendered here.
  const entry = await ssrEntry();
  const terms = (await entry.render("/terms", "en")).reads;
  const record: Record<string, string[]> = {};
  for (const lng of LANGUAGES)
    for (const what of siteFiles(entry))
      record[siteFileKey(lng, what)] = what.kind === "page" && what.path === "/terms" ? terms : ["common", "widgets"];
  fs.writeFileSync(path.join(webRoot, "_namespaces.json"), JSON.stringify(record));
  t = await createTestApp({ deps: { webRoot, ssrEntry } });
  await t.app.liveSite.start();
  admin = (await signedInUser(t, { admin: true })).cookie;
}, 120_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const api = (p: string, init: RequestInit & { json?: unknown } = {}) =>
  t.request(`/api/admin/content${p}`, { ...init, headers: { cookie: admin } });
const current = async () => (await (await api(`/${ID}`)).json()) as ContentDetail;
const save = async (values: Record<string, Record<string, string>>) =>
  api(`/${ID}`, { method: "PUT", json: { rev: (await current()).rev, values } });
/** What the page draws (its data block after it carries the raw strings). */
const drawn = async (p: string) =>
  (await (await t.request(p, { headers: { "accept-language": "en" } })).text()).split('id="i18n-data"')[0]!;

describe("a rich legal section", () => {
  it("is marked rich for the editor; a heading is not", async () => {
    const d = await current();
    expect(d.fields.find((f) => f.key === FIELD)).toMatchObject({ rich: true, multiline: true });
    expect(d.fields.find((f) => f.key === "terms.sections.0.heading")).toMatchObject({ rich: false });
  });

  it("refuses HTML, an image or a link that is not https or a site path, naming the field and language", async () => {
    for (const [text, message] of [
      ['<img src="x" onerror="alert(1)">', /HTML tags are not allowed/],
      ["![Logo](https://example.com/logo.png)", /Images are not allowed/],
      ["[x](http://example.com)", /https:\/\/ address or a path/],
      ["[x](javascript:alert(1))", /not allowed/],
    ] as const) {
      const res = await save({ [FIELD]: { de: text } });
      expect(res.status, text).toBe(400);
      const { error } = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
      expect(error.code).toBe("VALIDATION_FAILED");
      expect(Object.keys(error.fields)).toEqual([`values.${FIELD}.de`]);
      expect(error.fields[`values.${FIELD}.de`]).toMatch(message);
    }
    expect((await current()).state).toBe("shipped");
  });

  it("is served as a list and links once published, in German; a plain field keeps its text as text", async () => {
    const saved = await save({ [FIELD]: { de: MARKDOWN }, "terms.sections.0.heading": { de: "Leistungen <b>x</b>" } });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const { rev } = (await saved.json()) as ContentDetail;
    expect((await api(`/${ID}/publish`, { method: "POST", json: { rev } })).status).toBe(200);

    const de = await drawn("/de/terms");
    expect(de).toContain('<p class="mt-3 leading-relaxed text-muted-foreground">Jedes Angebot nennt:</p>');
    expect(de).toMatch(
      /<ul class="mt-3 leading-relaxed text-muted-foreground list-disc[^"]*"><li>den <strong>Umfang<\/strong> der Kampagne<\/li>/,
    );
    expect(de).toContain('<a href="https://example.com/preise" rel="noopener noreferrer"');
    expect(de).toMatch(/<a class="[^"]*" href="\/de\/contact"[^>]*>Schreiben Sie uns<\/a>/);
    expect(de).toContain("Leistungen &lt;b&gt;x&lt;/b&gt;");
    expect(de).not.toContain("<b>");
    // The other languages keep the shipped text.
    expect(await drawn("/terms")).toContain("The scope, deliverables, timeline and price of each campaign");
  });
});

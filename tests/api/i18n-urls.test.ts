import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES, localizedPath, type Language } from "@common/locales";
import { ARTICLE_IDS } from "@/content/articles";
import { headTags, page } from "../../scripts/page-html";
import { captchaHeaders, createVerifiedUser, powHeaders, randomIp } from "./auth-helpers";
import { createTestApp, type TestApp } from "./test-app";

/**
 * Language URLs as the server answers them (issue 9), over a web root written with the prerender step's
 * own page writer (scripts/page-html.ts), built with a placeholder origin and served with PUBLIC_URL.
 */

const PUBLIC_URL = "https://umbra.example";
const TITLES: Record<string, Partial<Record<Language, string>>> = {
  "/": { en: "Umbra", de: "Umbra", ja: "Umbra", fr: "Umbra" },
  "/services": { en: "Services", de: "Leistungen", ja: "サービス", fr: "Services" },
};
const TEMPLATE = `<!doctype html>
<html lang="en" class="dark">
  <head>
    <!--app-head-->
  </head>
  <body>
    <div id="root"><!--app-html--></div>
    <script type="module" src="/assets/index.js"></script>
  </body>
</html>`;

let root: string;
let t: TestApp;

async function write(rel: string, text: string) {
  const file = path.join(root, rel);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, text);
}

const fileOf = (lng: Language, p: string) =>
  path.posix.join(lng === "en" ? "" : lng, p === "/" ? "" : p.slice(1), "index.html");

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), "agency-i18n-site-"));
  const fullTitle = (s: string) => (s === "Umbra" ? s : `${s} | Umbra`);
  for (const lng of ["en", "de", "ja", "fr"] as const) {
    for (const [p, titles] of Object.entries(TITLES)) {
      const head = { title: titles[lng]!, description: `${p} in ${lng}` };
      const strings = { lng, resources: { common: { hello: lng } } };
      await write(
        fileOf(lng, p),
        page(TEMPLATE, lng, headTags(head, lng, p, true, fullTitle), `<h1>${head.title}</h1>`, strings),
      );
    }
    const notFound = lng === "ja" ? "ページが見つかりません" : lng === "de" ? "Seite nicht gefunden" : "Page Not Found";
    for (const kind of ["page", "blog", "portfolio", "services"]) {
      const head = { title: `${notFound} (${kind})`, description: notFound };
      await write(
        path.posix.join(lng === "en" ? "" : lng, "_404", `${kind}.html`),
        page(TEMPLATE, lng, headTags(head, lng, null, false, fullTitle), `<h1>${head.title}</h1>`, null),
      );
    }
    await write(path.posix.join(lng === "en" ? "" : lng, "_shell.html"), page(TEMPLATE, lng, "", "", null));
  }
  await write("assets/index.js", "console.log(1)");
  await write(
    "_prerendered.json",
    JSON.stringify([
      { path: "/", public: true },
      { path: "/services", public: true },
      { path: "/dashboard", public: false },
    ]),
  );
  t = await createTestApp({ env: { PUBLIC_URL }, deps: { webRoot: root } });
});

afterAll(async () => {
  await t?.close();
  await fs.rm(root, { recursive: true, force: true });
});

const get = (p: string, headers: Record<string, string> = {}) => t.request(p, { headers });

describe("a page in another language", () => {
  it("/de/services is German, with six hreflang links and x-default, absolute from PUBLIC_URL", async () => {
    const res = await get("/de/services");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="de"');
    expect(html).toContain("<title>Leistungen | Umbra</title>");
    expect(html).not.toContain("public-url.invalid");
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/de/services" />`);
    expect(html).toContain(`<meta property="og:url" content="${PUBLIC_URL}/de/services" />`);
    expect(html).toContain('<meta property="og:locale" content="de_DE" />');
    expect(html.match(/<meta property="og:locale:alternate"/g)).toHaveLength(5);
    const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(alternates).toEqual([
      ...LANGUAGES.map((l) => [l, PUBLIC_URL + localizedPath(l, "/services")]),
      ["x-default", `${PUBLIC_URL}/services`],
    ]);
    expect(html).toContain('<script type="application/json" id="i18n-data">{"lng":"de"');
  });

  it("the German home page answers at /de/ and /de", async () => {
    for (const p of ["/de/", "/de"]) {
      const res = await get(p);
      expect(res.status, p).toBe(200);
      expect(await res.text()).toContain(`<link rel="canonical" href="${PUBLIC_URL}/de/" />`);
    }
  });

  it("an unknown path under a prefix is that language's not-found page with 404", async () => {
    const res = await get("/ja/no-such-page");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<html lang="ja"');
    expect(html).toContain("ページが見つかりません (page)");
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(await (await get("/de/blog/no-such-post")).text()).toContain("Seite nicht gefunden (blog)");
  });

  it("a trailing slash is dropped without leaving the language", async () => {
    const res = await get("/de/services/");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/de/services");
  });
});

describe("choosing the language of an unprefixed page", () => {
  it("Accept-Language preferring German: 302 to the same page in German, query kept", async () => {
    const res = await get("/services?tab=pricing", { "accept-language": "de-DE,de;q=0.9,en;q=0.8" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/de/services?tab=pricing");
    expect(res.headers.get("vary")).toBe("Accept-Language, Cookie");
  });

  it("the most preferred supported language wins (q-values), unsupported ones are skipped", async () => {
    const res = await get("/", { "accept-language": "pt-BR, fr;q=0.5, ja;q=0.8" });
    expect(res.headers.get("location")).toBe("/ja/");
    expect((await get("/", { "accept-language": "en-US,en;q=0.9,de;q=0.8" })).status).toBe(200);
  });

  it("a saved choice (cookie) wins over the browser's language", async () => {
    const res = await get("/services", { cookie: "lang=fr", "accept-language": "de" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/fr/services");
    const english = await get("/services", { cookie: "other=1; lang=en", "accept-language": "de" });
    expect(english.status).toBe(200);
    expect(await english.text()).toContain('<html lang="en"');
  });

  it("no Accept-Language (a crawler): English, no redirect, and the answer says what it varies on", async () => {
    const res = await get("/services");
    expect(res.status).toBe(200);
    // The page is chosen by language and cookie, and sent compressed when the client accepts it.
    expect(res.headers.get("vary")).toBe("Accept-Language, Cookie, Accept-Encoding");
    expect(await res.text()).toContain("<title>Services | Umbra</title>");
  });

  it("a prefixed page is never redirected, whatever the browser prefers", async () => {
    const res = await get("/de/services", { cookie: "lang=ja", "accept-language": "fr" });
    expect(res.status).toBe(200);
  });

  it("only pages: no redirect for the API, assets, or other methods", async () => {
    const de = { "accept-language": "de" };
    expect((await get("/api/health", de)).status).toBe(200);
    const asset = await get("/assets/index.js", de);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("location")).toBeNull();
    expect((await get("/sitemap.xml", de)).status).toBe(200);
    expect((await t.request("/services", { method: "HEAD", headers: de })).status).toBe(302);
    expect((await t.request("/services", { method: "POST", headers: de })).status).toBe(404);
  });

  it("the Location never leaves the site", async () => {
    for (const lang of ["de", ""]) {
      for (const p of ["//evil.example/x", "/%2F%2Fevil.example/", "/%5Cevil.example/", "/\\evil.example"]) {
        const res = await get(p, lang ? { "accept-language": lang } : {});
        const location = res.headers.get("location");
        if (location !== null) expect(location, p).toMatch(/^\/(?![/\\])/);
      }
    }
  });
});

describe("sitemap and robots", () => {
  it("lists every public page in every language with its alternates", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    // The two pages of the site folder, and the blog's articles from the article list (each in its languages).
    expect(xml.match(/<url>/g)).toHaveLength((2 + ARTICLE_IDS.length) * LANGUAGES.length);
    for (const l of LANGUAGES) {
      expect(xml).toContain(`<loc>${PUBLIC_URL}${localizedPath(l, "/services")}</loc>`);
      expect(xml).toContain(
        `<xhtml:link rel="alternate" hreflang="${l}" href="${PUBLIC_URL}${localizedPath(l, "/services")}"/>`,
      );
    }
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/services"/>`);
    expect(xml).not.toContain("dashboard");
  });

  it("lists each article in its languages, each version with every other as an hreflang alternate", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    for (const id of ARTICLE_IDS) {
      const p = `/blog/${id}`;
      const alternates = [
        ...LANGUAGES.map(
          (l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${PUBLIC_URL}${localizedPath(l, p)}"/>`,
        ),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}${p}"/>`,
      ].join("\n    ");
      for (const l of LANGUAGES)
        expect(xml).toContain(`<url>\n    <loc>${PUBLIC_URL}${localizedPath(l, p)}</loc>\n    ${alternates}\n  </url>`);
    }
  });

  it("keeps every language's admin area out of search", async () => {
    const robots = await (await get("/robots.txt")).text();
    for (const l of LANGUAGES) expect(robots).toContain(`Disallow: ${localizedPath(l, "/admin")}`);
  });
});

describe("e-mails link to the recipient's language", () => {
  const order = (email: string) => ({
    serviceId: "shilling",
    servicePlan: "professional",
    projectName: "Album",
    projectDescription: "",
    projectDeadline: null,
    projectGoals: [],
    contactName: "Ada",
    contactEmail: email,
    contactPhone: "",
  });

  it("a guest order placed in French links to French registration with the address filled in", async () => {
    const email = "fr-order@client.test";
    const res = await t.request("/api/orders", {
      method: "POST",
      headers: { "accept-language": "fr", "x-forwarded-for": randomIp(), ...(await powHeaders(t)) },
      json: order(email),
    });
    expect(res.status).toBe(201);
    const mail = t.mail.find((m) => m.to === email)!;
    expect(mail.text).toContain(`${PUBLIC_URL}/fr/register?email=fr-order%40client.test`);
  });

  it("an English guest order links to unprefixed registration", async () => {
    const email = "en-order@client.test";
    await t.request("/api/orders", {
      method: "POST",
      headers: { "x-forwarded-for": randomIp(), ...(await powHeaders(t)) },
      json: order(email),
    });
    const mail = t.mail.find((m) => m.to === email)!;
    expect(mail.text).toContain(`${PUBLIC_URL}/register?email=en-order%40client.test`);
  });

  it("a second sign-up in German tells the owner where to reset, in German", async () => {
    const existing = await createVerifiedUser(t);
    const res = await t.request("/api/auth/sign-up/email", {
      method: "POST",
      headers: { ...(await captchaHeaders(t)), "accept-language": "de" },
      json: { email: existing.email, password: "An0ther-secret!", name: "Xavier Owner", callbackURL: "/de/dashboard" },
    });
    expect(res.status).toBe(200);
    const mail = t.mail.filter((m) => m.to === existing.email).at(-1)!;
    expect(mail.text).toContain(`${PUBLIC_URL}/de/forgot-password`);
  });

  it("a sign-up from a German page gets a confirmation link back to the German dashboard", async () => {
    const email = "de-signup@example.com";
    const res = await t.request("/api/auth/sign-up/email", {
      method: "POST",
      headers: { ...(await captchaHeaders(t)), "accept-language": "de" },
      json: { email, password: "Qu1et-Meadow-Falls!", name: "Jana", callbackURL: "/de/dashboard" },
    });
    expect(res.status).toBe(200);
    const mail = t.mail.find((m) => m.to === email)!;
    const link = mail.text.match(/https?:\/\/\S+verify-email\S+/)![0];
    expect(new URL(link).searchParams.get("callbackURL")).toBe("/de/dashboard");
  });
});

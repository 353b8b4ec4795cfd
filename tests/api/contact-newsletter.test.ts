import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, newsletterSubscribers } from "../../server/db/schema";
import { updateSettings } from "../../server/services/settings";
import { powHeaders } from "./auth-helpers";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
let ipSeq = 0;
const freshIp = () => `10.2.0.${++ipSeq}`;

beforeAll(async () => {
  t = await createTestApp({ env: { STAFF_EMAIL: "staff@agency.test", TRUST_PROXY: "true" } });
});
afterAll(() => t.close());

const post = async (path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.request(path, {
    method: "POST",
    json: body,
    headers: { "x-forwarded-for": freshIp(), ...(await powHeaders(t)), ...headers },
  });

const message = () => ({ name: "Ada", email: "ada@client.test", service: "music", message: "Grow my channel." });

describe("POST /api/contact", () => {
  it("stores the message, notifies staff and acknowledges the sender in their language", async () => {
    t.mail.length = 0;
    const res = await post("/api/contact", message(), { "accept-language": "fr" });
    expect(res.status).toBe(201);
    const rows = await t.database.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...message(), locale: "fr" });
    const ack = t.mail.find((m) => m.to === "ada@client.test")!;
    expect(ack.subject).toBe("Nous avons bien reçu votre message");
    expect(ack.text).toContain("Grow my channel.");
    const staff = t.mail.find((m) => m.to === "staff@agency.test")!;
    expect(staff.text).toContain("ada@client.test");
    expect(staff.text).toContain("Grow my channel.");
    expect(staff.headers?.["Reply-To"]).toBe("ada@client.test");
  });

  it("notifies the staff address stored in the settings", async () => {
    await updateSettings(t.database.db, { staffEmail: "ops@agency.test" });
    t.mail.length = 0;
    await post("/api/contact", message());
    expect(t.mail.map((m) => m.to).sort()).toEqual(["ada@client.test", "ops@agency.test"]);
    await updateSettings(t.database.db, { staffEmail: "staff@agency.test" });
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    ["missing name", { name: "" }, "name", "errors.required"],
    ["blank name", { name: "   " }, "name", "errors.required"],
    ["name too long", { name: "x".repeat(101) }, "name", "errors.tooLong"],
    ["missing e-mail", { email: "" }, "email", "errors.required"],
    ["invalid e-mail", { email: "ada.client.test" }, "email", "errors.email"],
    ["service not offered in the form", { service: "political" }, "service", "errors.service"],
    ["missing service", { service: undefined }, "service", "errors.service"],
    ["missing message", { message: "" }, "message", "errors.required"],
    ["message too long", { message: "x".repeat(5001) }, "message", "errors.tooLong"],
  ];
  for (const [name, patch, field, text] of cases) {
    it(`refuses ${name} with 400 and stores nothing`, async () => {
      const before = (await t.database.db.select().from(contactMessages)).length;
      t.mail.length = 0;
      const res = await post("/api/contact", { ...message(), ...patch });
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields[field]).toBe(text);
      expect((await t.database.db.select().from(contactMessages)).length).toBe(before);
      expect(t.mail).toHaveLength(0);
    });
  }
});

describe("POST /api/newsletter", () => {
  it("subscribes, sends a welcome with a working one-click unsubscribe link and List-Unsubscribe header", async () => {
    t.mail.length = 0;
    const res = await post("/api/newsletter", { email: "  Reader@Client.test " }, { "accept-language": "es" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    const [row] = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "reader@client.test"));
    expect(row).toMatchObject({ locale: "es", unsubscribedAt: null });

    expect(t.mail).toHaveLength(1);
    const mail = t.mail[0]!;
    expect(mail.subject).toBe("Bienvenido al boletín de Umbra");
    const url = mail.text.match(/https?:\/\/\S+unsubscribe\?token=\S+/)![0];
    expect(mail.headers?.["List-Unsubscribe"]).toBe(`<${url}>`);
    expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    const page = await t.request(new URL(url).pathname + new URL(url).search);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="es"');
    expect(html).toContain("Te has dado de baja");
    const [after] = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "reader@client.test"));
    expect(after!.unsubscribedAt).not.toBeNull();
  });

  it("names the agency as staff set it in Settings: the e-mail's subject and header, the unsubscribe page", async () => {
    await updateSettings(t.database.db, { brandName: "Nordlicht & Co" });
    try {
      t.mail.length = 0;
      await post("/api/newsletter", { email: "brand@client.test" }, { "accept-language": "de" });
      expect(t.mail).toHaveLength(1);
      const mail = t.mail[0]!;
      expect(mail.subject).toBe("Willkommen beim Newsletter von Nordlicht & Co");
      expect(mail.html).toContain(">Nordlicht &amp; Co</p>");
      expect(`${mail.subject}${mail.html}${mail.text}`).not.toMatch(/Umbra|\{\{brand\}\}/);
      const url = new URL(mail.text.match(/https?:\/\/\S+unsubscribe\?token=\S+/)![0]);
      const html = await (await t.request(url.pathname + url.search)).text();
      expect(html).toContain("| Nordlicht &amp; Co</title>");
      expect(html).not.toContain("Umbra");
    } finally {
      await updateSettings(t.database.db, { brandName: "Umbra" });
    }
  });

  it("answers the same for an address already subscribed and keeps one row", async () => {
    const first = await post("/api/newsletter", { email: "twice@client.test" });
    t.mail.length = 0;
    const second = await post("/api/newsletter", { email: "TWICE@client.test" });
    expect(second.status).toBe(first.status);
    expect(await second.json()).toEqual(await first.json());
    expect(t.mail).toHaveLength(0);
    const rows = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "twice@client.test"));
    expect(rows).toHaveLength(1);
  });

  it("takes back a subscriber who left, with a new unsubscribe link", async () => {
    t.mail.length = 0;
    await post("/api/newsletter", { email: "back@client.test" });
    const oldUrl = new URL(t.mail[0]!.text.match(/https?:\/\/\S+unsubscribe\?token=\S+/)![0]);
    await t.request(oldUrl.pathname + oldUrl.search);
    t.mail.length = 0;
    await post("/api/newsletter", { email: "back@client.test" });
    expect(t.mail).toHaveLength(1);
    const [row] = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "back@client.test"));
    expect(row!.unsubscribedAt).toBeNull();
  });

  it("unsubscribes by one-click POST too", async () => {
    t.mail.length = 0;
    await post("/api/newsletter", { email: "oneclick@client.test" });
    const url = new URL(t.mail[0]!.text.match(/https?:\/\/\S+unsubscribe\?token=\S+/)![0]);
    const res = await t.request(url.pathname + url.search, { method: "POST" });
    expect(res.status).toBe(200);
  });

  it("answers an unknown or malformed token with a 404 page", async () => {
    const unknown = await t.request("/api/newsletter/unsubscribe?token=" + "a".repeat(32));
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("Link not valid");
    expect((await t.request("/api/newsletter/unsubscribe")).status).toBe(404);
    expect((await t.request("/api/newsletter/unsubscribe?token=<script>")).status).toBe(404);
  });

  for (const email of ["", "plain", "a b@c.de", "a@b", "@x.test", "a@b c.de", `${"a".repeat(250)}@x.test`]) {
    it(`refuses ${JSON.stringify(email).slice(0, 20)} with the spec's message key and stores nothing`, async () => {
      const before = (await t.database.db.select().from(newsletterSubscribers)).length;
      const res = await post("/api/newsletter", { email });
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields.email).toBe("errors.email");
      expect((await t.database.db.select().from(newsletterSubscribers)).length).toBe(before);
    });
  }
});

describe("GET /api/settings/public", () => {
  it("gives the sales and support addresses and the seller's public identity, nothing else", async () => {
    await updateSettings(t.database.db, { salesEmail: "deals@agency.test" });
    const res = await t.request("/api/settings/public");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=60");
    expect(await res.json()).toEqual({
      salesEmail: "deals@agency.test",
      supportEmail: "support@umbra.agency",
      // Nothing entered yet: no name at all, never the template's.
      seller: { legalName: "", address: "", taxId: "" },
    });
  });
});

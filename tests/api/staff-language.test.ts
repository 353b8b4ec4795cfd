import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captchaHeaders, signedInUser } from "./auth-helpers";
import { createTestApp, type TestApp } from "./test-app";
import { placeOrder } from "./workspace-helpers";

const STAFF = "lang-staff@agency.test";
let t: TestApp;
let staff: Awaited<ReturnType<typeof signedInUser>>;
let client: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  t = await createTestApp({ env: { STAFF_EMAIL: STAFF } });
  staff = await signedInUser(t, { email: STAFF, name: "Sam Staff", admin: true });
  client = await signedInUser(t, { name: "Jun Client" });
}, 120_000);
afterAll(() => t?.close());

const profile = async (cookie: string) => (await t.request("/api/profile", { headers: { cookie } })).json();

/** Saves the staff member's profile from a page in `pageLanguage`, with the e-mail language given (if any). */
const saveProfile = (pageLanguage: string, emailLocale?: unknown) =>
  t.request("/api/profile", {
    method: "PUT",
    headers: { cookie: staff.cookie, origin: t.config.publicUrl, "accept-language": pageLanguage },
    json: {
      email: STAFF,
      fullname: "Sam Staff",
      username: "samstaff",
      bio: "",
      ...(emailLocale ? { emailLocale } : {}),
    },
  });

/** A Japanese client's order; returns its code, the staff e-mail and the client's e-mail about it. */
async function japaneseOrder() {
  t.mail.length = 0;
  const { code } = await placeOrder(t, client.user.email, client.cookie, "ja");
  const toStaff = t.mail.filter((m) => m.to === STAFF && m.subject.includes(code));
  const toClient = t.mail.filter((m) => m.to === client.user.email && m.subject.includes(code));
  expect(toStaff).toHaveLength(1);
  expect(toClient).toHaveLength(1);
  return { code, toStaff: toStaff[0]!, toClient: toClient[0]! };
}

describe("the language of staff e-mails", () => {
  it("is the one the staff member chose on the profile, not the client's and not the page's", async () => {
    // Until chosen it is the language the account signed up in (English here).
    expect((await profile(staff.cookie)).emailLocale).toBe("en");

    // Chosen on an English page: German, and the page's language does not overwrite it.
    const toGerman = await saveProfile("en", "de");
    expect(toGerman.status).toBe(200);
    expect((await toGerman.json()).emailLocale).toBe("de");

    const first = await japaneseOrder();
    expect(first.toStaff.subject).toMatch(new RegExp(`^Neue Bestellung ${first.code}: `));
    expect(first.toStaff.html).toContain('<html lang="de">');
    // The client's own e-mail stays in the client's language.
    expect(first.toClient.subject).toBe(`ご依頼 ${first.code} を受け付けました`);
    expect(first.toClient.html).toContain('<html lang="ja">');

    // Saving the profile again from a Spanish page without naming a language keeps German;
    // signing in from a Japanese page does too.
    expect((await saveProfile("es")).status).toBe(200);
    const signIn = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { ...(await captchaHeaders(t)), "accept-language": "ja" },
      json: { email: STAFF, password: staff.user.password },
    });
    expect(signIn.status).toBe(200);
    expect((await profile(staff.cookie)).emailLocale).toBe("de");

    // Switched to French: the next one is in French.
    expect((await saveProfile("de", "fr")).status).toBe(200);
    const second = await japaneseOrder();
    expect(second.toStaff.subject).toMatch(new RegExp(`^Nouvelle commande ${second.code} : `));
    expect(second.toStaff.html).toContain('<html lang="fr">');
    expect(second.toClient.html).toContain('<html lang="ja">');
  });

  it("is Japanese for staff who chose Japanese, while the order and its client are German", async () => {
    expect((await saveProfile("en", "ja")).status).toBe(200);
    t.mail.length = 0;
    const { code } = await placeOrder(t, client.user.email, client.cookie, "de");
    const toStaff = t.mail.filter((m) => m.to === STAFF && m.subject.includes(code));
    const toClient = t.mail.filter((m) => m.to === client.user.email && m.subject.includes(code));
    expect(toStaff).toHaveLength(1);
    expect(toStaff[0]!.subject).toMatch(new RegExp(`^新規注文 ${code}：`));
    expect(toStaff[0]!.html).toContain('<html lang="ja">');
    expect(toStaff[0]!.text).toContain(`新規注文リクエスト ${code}`);
    // The client's e-mail about the same order is German.
    expect(toClient).toHaveLength(1);
    expect(toClient[0]!.html).toContain('<html lang="de">');
  });

  it("is one of the six languages, checked on the server", async () => {
    for (const bad of ["xx", "de-DE", 7]) {
      const res = await saveProfile("en", bad);
      expect(res.status, String(bad)).toBe(400);
      const body = await res.json();
      expect(body.error.code).toBe("VALIDATION_FAILED");
      expect(body.error.fields.emailLocale).toBeTruthy();
    }
  });
});

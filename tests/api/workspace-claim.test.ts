import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, user } from "../../server/db/schema";
import { captchaHeaders, cookieFrom, powHeaders, randomIp, signedInUser, uniqueEmail } from "./auth-helpers";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { STAFF_EMAIL: "staff@agency.test" } });
});
afterAll(() => t.close());

const orderBody = (contactEmail: string) => ({
  serviceId: "music",
  servicePlan: "starter",
  projectName: "Single launch",
  projectDescription: "",
  projectDeadline: null,
  projectGoals: [],
  contactName: "Gina Guest",
  contactEmail,
  contactPhone: "",
});

async function placeOrder(contactEmail: string, headers: Record<string, string> = {}) {
  const res = await t.request("/api/orders", {
    method: "POST",
    headers: { "x-forwarded-for": randomIp(), ...(await powHeaders(t)), ...headers },
    json: orderBody(contactEmail),
  });
  expect(res.status).toBe(201);
  return (await res.json()).order as { id: number; code: string };
}

const ownerOf = async (id: number) =>
  (await t.database.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, id)))[0]!.userId;

const linkIn = (text: string) => {
  const u = new URL(text.match(/https?:\/\/\S*verify-email\S*/)![0]);
  return u.pathname + u.search;
};
const lastMailTo = (email: string) => [...t.mail].reverse().find((m) => m.to === email)!;

async function myOrderCodes(cookie: string) {
  const res = await t.request("/api/orders", { headers: { cookie } });
  return ((await res.json()).orders as { code: string }[]).map((o) => o.code);
}

describe("claiming guest orders", () => {
  it("a guest's confirmation links to registration with the address, in the order's language", async () => {
    const email = uniqueEmail("guest");
    await placeOrder(email, { "accept-language": "de" });
    const mail = lastMailTo(email);
    expect(mail.text).toContain(`/de/register?email=${encodeURIComponent(email)}`);
    expect(mail.text).toContain("Konto erstellen");
    const staff = lastMailTo("staff@agency.test");
    expect(staff.text).toMatch(/\/admin\/orders\/ORD-\d{6}/);
  });

  it("attaches a guest order when the same address (any case) is verified at sign-up, not before", async () => {
    const email = uniqueEmail("claim");
    const order = await placeOrder(email.toUpperCase());
    const signUp = await t.request("/api/auth/sign-up/email", {
      method: "POST",
      headers: await captchaHeaders(t),
      json: { email, password: "Qu1et-Meadow-Falls!", name: "Gina", callbackURL: "/dashboard" },
    });
    expect(signUp.status).toBe(200);
    expect(await ownerOf(order.id)).toBeNull();

    const verify = await t.request(linkIn(lastMailTo(email).text));
    expect(verify.status).toBe(302);
    const [account] = await t.database.db.select().from(user).where(eq(user.email, email));
    expect(await ownerOf(order.id)).toBe(account!.id);
    expect(await myOrderCodes(cookieFrom(verify))).toEqual([order.code]);
  });

  it("attaches on a verified change of e-mail, never while the new address is unverified", async () => {
    const { cookie } = await signedInUser(t);
    const newEmail = uniqueEmail("moved");
    const order = await placeOrder(newEmail);
    const change = await t.request("/api/auth/change-email", {
      method: "POST",
      headers: { cookie, origin: t.config.publicUrl },
      json: { newEmail, callbackURL: "/profile" },
    });
    expect(change.status).toBe(200);
    expect(await ownerOf(order.id)).toBeNull();
    expect(await myOrderCodes(cookie)).toEqual([]);

    const verify = await t.request(linkIn(lastMailTo(newEmail).text), { headers: { cookie } });
    expect(verify.status).toBe(302);
    expect(await ownerOf(order.id)).not.toBeNull();
    expect(await myOrderCodes(cookieFrom(verify) || cookie)).toEqual([order.code]);
  });

  it("never attaches to an account whose address is not verified", async () => {
    const email = uniqueEmail("unverified");
    await t.request("/api/auth/sign-up/email", {
      method: "POST",
      headers: await captchaHeaders(t),
      json: { email, password: "Qu1et-Meadow-Falls!", name: "Ursula", callbackURL: "/dashboard" },
    });
    const order = await placeOrder(email);
    expect(await ownerOf(order.id)).toBeNull();
    // A later update of the unverified account (e.g. its language) does not claim either.
    await t.database.db.execute(sql`update "user" set name = 'U' where email = ${email}`);
    expect(await ownerOf(order.id)).toBeNull();
  });

  it("a guest order with a verified account's address, and a verified client's order, belong to that account at once", async () => {
    const { user: u, cookie } = await signedInUser(t);
    const guestOrder = await placeOrder(u.email.toUpperCase());
    expect(await ownerOf(guestOrder.id)).toBe(u.id);
    const own = await placeOrder("someone-else@client.test", { cookie });
    expect(await ownerOf(own.id)).toBe(u.id);
    expect((await myOrderCodes(cookie)).sort()).toEqual([guestOrder.code, own.code].sort());
    expect(lastMailTo("someone-else@client.test").text).toContain(`/dashboard/orders/${own.code}`);

    // Staff see each in the client's account, and how it got there: the guest's joined it, the other was placed
    // while signed in.
    const { cookie: staff } = await signedInUser(t, { admin: true });
    const sheet = async (code: string) =>
      (await (await t.request(`/api/admin/orders/${code}`, { headers: { cookie: staff } })).json()) as {
        account: string;
        events: { actorEmail: string | null }[];
      };
    expect(await sheet(guestOrder.code)).toMatchObject({ account: "joined", events: [{ actorEmail: null }] });
    expect(await sheet(own.code)).toMatchObject({ account: "signed_in", events: [{ actorEmail: u.email }] });
    // A guest order of an address with no account has none; once that address is verified, it has joined one.
    const later = uniqueEmail("later");
    const guestOnly = await placeOrder(later);
    expect(await sheet(guestOnly.code)).toMatchObject({ account: "guest" });
    const signUp = await t.request("/api/auth/sign-up/email", {
      method: "POST",
      headers: await captchaHeaders(t),
      json: { email: later, password: "Qu1et-Meadow-Falls!", name: "Lee Later", callbackURL: "/dashboard" },
    });
    expect(signUp.status).toBe(200);
    expect(await sheet(guestOnly.code)).toMatchObject({ account: "guest" });
    expect((await t.request(linkIn(lastMailTo(later).text))).status).toBe(302);
    expect(await sheet(guestOnly.code)).toMatchObject({ account: "joined" });
  });
});

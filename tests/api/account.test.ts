import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, refunds } from "../../server/db/schema";
import { cookieFrom, randomIp, signIn, signedInUser } from "./auth-helpers";
import { completeBillingSetup, dayFromToday, issueInvoice } from "./billing-helpers";
import { createTestApp, type TestApp } from "./test-app";
import { getJson, placeOrder, post } from "./workspace-helpers";

type Session = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let admin: Session;
const STAFF = "staff@agency.test";
/** A German IBAN with a valid mod-97 check (the standard's example). */
const IBAN = "DE89 3704 0044 0532 0130 00";

beforeAll(async () => {
  t = await createTestApp({ env: { STAFF_EMAIL: STAFF } });
  admin = await signedInUser(t, { name: "Ada Admin", admin: true });
  await completeBillingSetup(t, admin.cookie);
}, 120_000);
afterAll(() => t?.close());

const me = async (cookie: string) => (await (await t.request("/api/me", { headers: { cookie } })).json()).user;

const changePassword = (cookie: string, body: Record<string, unknown>) =>
  t.request("/api/auth/change-password", {
    method: "POST",
    headers: { cookie, origin: t.config.publicUrl, "x-forwarded-for": randomIp() },
    json: body,
  });

/** A paid (bank transfer) order of `who`, cancelled on request and approved: a credit note with a pending bank refund. */
async function refundPending(who: Session) {
  const { code } = await placeOrder(t, who.user.email, who.cookie);
  const issued = await issueInvoice(t, admin.cookie, code);
  const { invoice } = (await issued.json()) as { invoice: { number: string } };
  expect(
    (
      await post(t, `/api/admin/invoices/${invoice.number}/payments`, admin.cookie, {
        method: "bank_transfer",
        receivedOn: dayFromToday(0),
        reference: "SEPA in",
      })
    ).status,
  ).toBe(201);
  expect((await post(t, `/api/orders/${code}/cancellation`, who.cookie, { reason: "Changed plans" })).status).toBe(201);
  const decided = await post(t, `/api/admin/orders/${code}/cancellation/decision`, admin.cookie, {
    decision: "approve",
  });
  expect(decided.status).toBe(200);
  const billing = (await getJson(t, `/api/orders/${code}/billing`, who.cookie)).body;
  const note = billing.invoices[0].creditNotes[0];
  return { code, invoice, note, refund: note.refunds[0] };
}

describe("password change", () => {
  it("needs the current password and ends every other session", async () => {
    const { user, cookie } = await signedInUser(t);
    const elsewhere = await signIn(t, user.email, user.password);
    expect((await me(elsewhere))?.id).toBe(user.id);

    const newPassword = "Amber-Quarry-Violin-58";
    const wrong = await changePassword(cookie, {
      currentPassword: "not-my-password",
      newPassword,
      revokeOtherSessions: true,
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.code).toBe("INVALID_PASSWORD");
    const weak = await changePassword(cookie, {
      currentPassword: user.password,
      newPassword: "password1",
      revokeOtherSessions: true,
    });
    expect((await weak.json()).error.code).toBe("PASSWORD_TOO_WEAK");
    // Other sessions always end: keeping them is not a choice the API offers.
    expect(
      (await changePassword(cookie, { currentPassword: user.password, newPassword, revokeOtherSessions: false }))
        .status,
    ).toBe(400);
    expect((await me(elsewhere))?.id).toBe(user.id);

    const changed = await changePassword(cookie, {
      currentPassword: user.password,
      newPassword,
      revokeOtherSessions: true,
    });
    expect(changed.status).toBe(200);
    expect(JSON.stringify(await changed.clone().json())).not.toContain('"token"');
    const renewed = cookieFrom(changed) || cookie;
    expect(await me(elsewhere)).toBeNull();
    expect((await me(renewed))?.id).toBe(user.id);
    await expect(signIn(t, user.email, user.password)).rejects.toThrow();
    expect(await signIn(t, user.email, newPassword)).toContain("umbra");
  });
});

describe("sessions", () => {
  it("lists my sessions without tokens, the current one marked, and signs one out; another's is 404", async () => {
    const { user, cookie } = await signedInUser(t);
    const phone = await signIn(t, user.email, user.password);
    const list = await getJson(t, "/api/me/sessions", cookie);
    expect(list.status).toBe(200);
    const sessions = list.body.sessions as { id: string; current: boolean }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toMatch(/token/i);

    const other = sessions.find((s) => !s.current)!;
    const stranger = await signedInUser(t);
    expect((await post(t, `/api/me/sessions/${other.id}`, stranger.cookie, {}, "DELETE")).status).toBe(404);
    expect((await me(phone))?.id).toBe(user.id);

    expect((await post(t, `/api/me/sessions/${other.id}`, cookie, {}, "DELETE")).status).toBe(200);
    expect(await me(phone)).toBeNull();
    expect((await getJson(t, "/api/me/sessions", cookie)).body.sessions).toHaveLength(1);
    expect((await post(t, `/api/me/sessions/${other.id}`, cookie, {}, "DELETE")).status).toBe(404);

    // "Sign out everywhere else" keeps this one.
    const laptop = await signIn(t, user.email, user.password);
    const out = await post(t, "/api/me/sessions/others", cookie, {}, "DELETE");
    expect(await out.json()).toEqual({ revoked: 1 });
    expect(await me(laptop)).toBeNull();
    expect((await me(cookie))?.id).toBe(user.id);
    expect((await t.request("/api/me/sessions")).status).toBe(401);
  });
});

describe("refund destination", () => {
  it("is asked for a bank refund, validated, stored, shown to staff and masked in the staff e-mail", async () => {
    const client = await signedInUser(t, { name: "Rita Refund" });
    const { code, refund } = await refundPending(client);
    expect(refund).toMatchObject({
      method: "bank_transfer",
      status: "pending",
      needsDestination: true,
      destination: null,
    });

    const put = (who: string, body: unknown, id = refund.id) =>
      post(t, `/api/orders/${code}/refunds/${id}/destination`, who, body, "PUT");
    const badIban = await put(client.cookie, {
      kind: "bank",
      accountHolder: "Rita Refund",
      iban: "DE89 3704 0044 0532 0130 01",
    });
    expect(badIban.status).toBe(400);
    expect((await badIban.json()).error.fields.iban).toBe("refundDestination.errors.iban");
    const wrongKind = await put(client.cookie, {
      kind: "crypto",
      network: "ethereum",
      address: "0x52908400098527886E0F7030069857D2E4169EE7",
    });
    expect((await wrongKind.json()).error.fields.kind).toBe("refundDestination.errors.kind");
    const stranger = await signedInUser(t);
    expect((await put(stranger.cookie, { kind: "bank", accountHolder: "Mallory", iban: IBAN })).status).toBe(404);
    expect((await put(client.cookie, { kind: "bank", accountHolder: "Rita Refund", iban: IBAN }, 999_999)).status).toBe(
      404,
    );

    const saved = await put(client.cookie, { kind: "bank", accountHolder: "Rita Refund", iban: IBAN });
    expect(saved.status).toBe(200);
    expect((await saved.json()).refund).toMatchObject({
      needsDestination: false,
      destination: { kind: "bank", accountHolder: "Rita Refund", iban: "DE89370400440532013000" },
    });
    const [row] = await t.database.db.select().from(refunds).where(eq(refunds.id, refund.id));
    expect(row!.destination).toEqual({ kind: "bank", accountHolder: "Rita Refund", iban: "DE89370400440532013000" });

    // Staff see it in full on the order's billing panel.
    const staffView = (await getJson(t, `/api/admin/orders/${code}/billing`, admin.cookie)).body;
    expect(JSON.stringify(staffView)).toContain("DE89370400440532013000");

    // The staff e-mail names the last four characters only.
    const mails = await t.database.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(sql`${mailOutbox.toAddress} = ${STAFF} and ${mailOutbox.subject} like ${`Refund destination%${code}%`}`);
    expect(mails).toHaveLength(1);
    const sent = t.mail.filter((m) => m.to === STAFF && m.subject === mails[0]!.subject);
    expect(sent.length).toBeGreaterThan(0);
    for (const m of sent) {
      expect(m.text).toContain("•••• 3000");
      expect(m.text).not.toContain("DE89370400440532013000");
      expect(m.text).not.toContain("0532 0130");
      expect(m.html ?? "").not.toContain("DE89370400440532013000");
    }

    // Once staff record the refund as paid, the destination is no longer changed.
    expect(
      (
        await post(t, `/api/admin/refunds/${refund.id}/record`, admin.cookie, {
          refundedOn: dayFromToday(0),
          reference: "SEPA back",
        })
      ).status,
    ).toBe(200);
    expect((await put(client.cookie, { kind: "bank", accountHolder: "Rita Refund", iban: IBAN })).status).toBe(409);
  });
});

describe("deleting the account", () => {
  it("warns of open refunds, unpaid invoices and pending requests; staff still reach the credit note afterwards", async () => {
    const client = await signedInUser(t, { name: "Dora Delete" });
    const { code, note } = await refundPending(client);
    const unpaid = await placeOrder(t, client.user.email, client.cookie);
    const issued = await issueInvoice(t, admin.cookie, unpaid.code);
    const { invoice } = (await issued.json()) as { invoice: { number: string; totalCents: number } };
    const pending = await placeOrder(t, client.user.email, client.cookie);
    await issueInvoice(t, admin.cookie, pending.code);
    await post(
      t,
      `/api/admin/invoices/${(await getJson(t, `/api/orders/${pending.code}/billing`, client.cookie)).body.invoices[0].number}/payments`,
      admin.cookie,
      {
        method: "bank_transfer",
        receivedOn: dayFromToday(0),
        reference: "SEPA",
      },
    );
    expect((await post(t, `/api/orders/${pending.code}/cancellation`, client.cookie, {})).status).toBe(201);

    const check = await getJson(t, "/api/me/deletion-check", client.cookie);
    expect(check.status).toBe(200);
    expect(check.body.openRefunds).toEqual([
      { orderCode: code, creditNoteNumber: note.number, amountCents: note.refunds[0].amountCents, currency: "USD" },
    ]);
    expect(check.body.unpaidInvoices).toEqual([
      { orderCode: unpaid.code, number: invoice.number, balanceCents: invoice.totalCents, currency: "USD" },
    ]);
    expect(check.body.pendingCancellations).toEqual([{ orderCode: pending.code }]);
    expect((await t.request("/api/me/deletion-check")).status).toBe(401);

    const deleted = await t.request("/api/me", {
      method: "DELETE",
      headers: { cookie: client.cookie, origin: t.config.publicUrl },
      json: { password: client.user.password },
    });
    expect(deleted.status).toBe(200);

    // What the law requires stays with the agency: the credit note's PDF, the invoice's, the order's billing panel.
    const pdf = await t.request(`/api/credit-notes/${note.number}/pdf`, { headers: { cookie: admin.cookie } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const inv = await t.request(`/api/invoices/${invoice.number}/pdf`, { headers: { cookie: admin.cookie } });
    expect(inv.status).toBe(200);
    const panel = await getJson(t, `/api/admin/orders/${code}/billing`, admin.cookie);
    expect(panel.status).toBe(200);
    expect(JSON.stringify(panel.body)).toContain(note.number);
  });
});

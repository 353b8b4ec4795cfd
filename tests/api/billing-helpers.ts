import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { mailOutbox } from "../../server/db/schema";
import type { TestApp } from "./test-app";
import { post } from "./workspace-helpers";

/** A calendar date `days` from today (UTC), as the API takes it. */
export const dayFromToday = (days: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

export const LINES = [
  { description: "Music video edit", quantity: 2, unitPriceCents: 150_000 },
  { description: "Colour grading", quantity: 1, unitPriceCents: 49_999 },
];

export function sendQuote(t: TestApp, adminCookie: string, code: string, body: Record<string, unknown> = {}) {
  return post(t, `/api/admin/orders/${code}/quotes`, adminCookie, {
    lines: LINES,
    validUntil: dayFromToday(30),
    note: "Two rounds of changes included.",
    ...body,
  });
}

export function decide(t: TestApp, cookie: string, code: string, version: number, body: unknown, ip?: string) {
  return t.request(`/api/orders/${code}/quotes/${version}/decision`, {
    method: "POST",
    headers: { cookie, "x-forwarded-for": ip ?? "198.51.100.20" },
    json: body,
  });
}

export function issueInvoice(t: TestApp, adminCookie: string, code: string, body: Record<string, unknown> = {}) {
  return post(t, `/api/admin/orders/${code}/invoices`, adminCookie, { lines: LINES, ...body });
}

/**
 * The messages queued to an address (rows of the mail outbox, whatever their sending state), each with the text
 * the worker sent (the outbox empties a row's body once it is sent).
 */
export async function queuedTo(t: TestApp, to: string) {
  const rows = await t.database.db
    .select({ subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to));
  return rows.map((r) => ({
    subject: r.subject,
    text: t.mail.find((m) => m.to === to && m.subject === r.subject)?.text ?? "",
  }));
}

/** A seller whose setup checklist is complete (legal name, address, tax id, bank transfer with details). */
export const COMPLETE_SETUP = {
  legalName: "Umbra Agency Ltd.",
  address: "1 Shadow Lane\nLondon",
  taxId: "GB123456789",
  taxIdNone: false,
  bankDetails: "IBAN GB00 UMBR 0000 0000 0000 00",
  cryptoAddresses: "",
  taxRateBp: 0,
  paymentTermDays: 14,
  bankTransferEnabled: true,
  cryptoEnabled: false,
  timeZone: "UTC",
};

/** Completes the billing setup through the API, as staff do in Admin → Settings, so that invoicing is possible. */
export async function completeBillingSetup(t: TestApp, adminCookie: string, overrides: Record<string, unknown> = {}) {
  const res = await post(t, "/api/admin/billing/settings", adminCookie, { ...COMPLETE_SETUP, ...overrides }, "PUT");
  expect(res.status).toBe(200);
  return res.json();
}

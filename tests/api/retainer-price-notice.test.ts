import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { addDaysIso, addMonths, type RetainerView } from "@common/retainers";
import { dateIn } from "@common/refund-policy";
import { invoices, retainers } from "../../server/db/schema";
import { createLogger } from "../../server/lib/logger";
import { runRetainerDueCheck, type RetainerDeps } from "../../server/services/retainers/due-check";
import { powHeaders, randomIp, signedInUser } from "./auth-helpers";
import { completeBillingSetup } from "./billing-helpers";
import { createTestApp, type TestApp } from "./test-app";
import { getJson, orderBody, post } from "./workspace-helpers";

/**
 * A new price for a running retainer (issue 42): a price list change alone never touches it; staff's notice applies
 * from the first period starting 30 days or more after it and after every period invoiced, with an e-mail in the
 * client's language.
 */
let t: TestApp;
let deps: RetainerDeps;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let client: Awaited<ReturnType<typeof signedInUser>>;
const TZ = "Europe/Berlin";
/** €1,000.00 a month, then €1,200.00; tax 10 %. */
const OLD = 100_000;
const NEW = 120_000;
const gross = (net: number) => Math.round(net * 1.1);

const setEurPrice = async (amountMinor: number) => {
  const prices = [{ serviceId: "youtube", tierId: "professional", amountMinor }];
  expect((await post(t, "/api/admin/catalog/prices/EUR", admin.cookie, { prices }, "PUT")).status).toBe(200);
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t, { name: "Ada Admin", admin: true });
  client = await signedInUser(t, { name: "Chris Client" });
  deps = { database: t.database, mailer: t.app.mailQueue, logger: createLogger("silent"), config: t.config };
  await completeBillingSetup(t, admin.cookie, { timeZone: TZ, taxRateBp: 1000 });
  await setEurPrice(OLD);
  const region = { currency: "EUR", services: ["youtube"] };
  expect((await post(t, "/api/admin/regions/eu", admin.cookie, region, "PUT")).status).toBe(200);
  const plans = {
    plans: [
      {
        serviceId: "youtube",
        tierId: "professional",
        everyMonths: 1,
        quotaAmount: null,
        quotaUnit: "",
        rollover: false,
      },
    ],
    settings: { invoiceDaysAhead: 7, maxPausePeriods: 3 },
  };
  expect((await post(t, "/api/admin/catalog/retainers", admin.cookie, plans, "PUT")).status).toBe(200);
}, 120_000);
afterAll(() => t?.close());

const run = (day: string) => runRetainerDueCheck(deps, new Date(`${day}T12:00:00Z`));
const staffView = async (code: string): Promise<RetainerView> => {
  const { status, body } = await getJson(t, `/api/admin/orders/${code}/retainer`, admin.cookie);
  expect(status).toBe(200);
  return body.retainer;
};
const totals = async (orderId: number) =>
  (
    await t.database.db
      .select({ totalCents: invoices.totalCents })
      .from(invoices)
      .where(eq(invoices.orderId, orderId))
      .orderBy(invoices.id)
  ).map((i) => i.totalCents);

it("a price list change leaves the retainer alone; a notice applies from the first period 30 days on, e-mailed in German", async () => {
  // A German client orders YouTube Professional monthly in euros and pays the first month: it starts today.
  const placed = await t.request("/api/orders", {
    method: "POST",
    headers: {
      "x-forwarded-for": randomIp(),
      "accept-language": "de",
      ...(await powHeaders(t)),
      cookie: `${client.cookie}; umbra_region=eu`,
    },
    json: orderBody(client.user.email),
  });
  expect(placed.status).toBe(201);
  const { code, id: orderId } = ((await placed.json()) as { order: { code: string; id: number } }).order;
  const lines = [{ description: "YouTube — Professional", quantity: 1, unitPriceCents: OLD }];
  const issued = await post(t, `/api/admin/orders/${code}/invoices`, admin.cookie, { lines });
  const { invoice } = (await issued.json()) as { invoice: { number: string } };
  const today = dateIn(new Date(), TZ);
  const paid = await post(t, `/api/admin/invoices/${invoice.number}/payments`, admin.cookie, {
    method: "bank_transfer",
    receivedOn: today,
    reference: "first month",
  });
  expect(paid.status).toBe(201);
  const second = addMonths(today, 1);
  const third = addMonths(today, 2);

  // The list price rises; without a notice the next period is invoiced at the old price.
  await setEurPrice(NEW);
  await run(addDaysIso(second, -7));
  expect(await totals(orderId)).toEqual([gross(OLD), gross(OLD)]);
  const before = await staffView(code);
  expect(before).toMatchObject({
    amountCents: OLD,
    priceChange: null,
    listPrice: { amountCents: NEW, appliesFrom: third },
  });
  expect(before.nextInvoice).toMatchObject({ periodStartsOn: third, amountCents: gross(OLD) });

  // A client cannot give notice; staff can, once.
  expect((await post(t, `/api/admin/orders/${code}/retainer/price-notice`, client.cookie, {})).status).toBe(403);
  const mailsBefore = t.mail.filter((m) => m.to === client.user.email).length;
  const noticed = await post(t, `/api/admin/orders/${code}/retainer/price-notice`, admin.cookie, {});
  expect(noticed.status).toBe(200);
  const { retainer } = (await noticed.json()) as { retainer: RetainerView };
  // The invoiced second period keeps its price: the third is the first at the new one (over 30 days away).
  expect(retainer).toMatchObject({
    amountCents: OLD,
    priceChange: { amountCents: NEW, from: third, noticedOn: today },
    listPrice: null,
    nextInvoice: { periodStartsOn: third, amountCents: gross(NEW) },
  });
  const again = await post(t, `/api/admin/orders/${code}/retainer/price-notice`, admin.cookie, {});
  expect(again.status).toBe(400);
  expect(await again.json()).toMatchObject({
    error: { code: "VALIDATION_FAILED", fields: { price: "errors.priceSame" } },
  });

  // The client reads it in the order's language, with both prices and the day.
  await expect.poll(() => t.mail.filter((m) => m.to === client.user.email).length).toBe(mailsBefore + 1);
  const mail = t.mail.filter((m) => m.to === client.user.email).at(-1)!;
  expect(mail.subject).toContain(`${code}: Der Preis von`);
  expect(mail.text).toMatch(/1\.200,00\s€ pro Zeitraum statt 1\.000,00\s€/);
  expect(mail.text).toContain(`/de/dashboard/orders/${code}`);
  // The client's own view says so too.
  const mine = await getJson(t, `/api/orders/${code}/retainer`, client.cookie);
  expect(mine.body.retainer.priceChange).toMatchObject({ amountCents: NEW, from: third });

  // The second period opens at the old price; the third is invoiced at the new one and, open, makes it the price.
  await run(second);
  expect((await staffView(code)).amountCents).toBe(OLD);
  await run(addDaysIso(third, -7));
  expect(await totals(orderId)).toEqual([gross(OLD), gross(OLD), gross(NEW)]);
  await run(third);
  const [row] = await t.database.db.select().from(retainers).where(eq(retainers.orderId, orderId));
  expect(row).toMatchObject({ amountCents: NEW, nextAmountCents: null, nextAmountFrom: null });
  expect(await staffView(code)).toMatchObject({ amountCents: NEW, priceChange: null, listPrice: null });
});

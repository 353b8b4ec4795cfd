import { eq } from "drizzle-orm";
import { computeTotals } from "@common/billing";
import { invoices, orders, type BillingLine, type BillingParty } from "../../server/db/schema";
import type { TestApp } from "./test-app";

let seq = 9000 + Math.floor(Math.random() * 500);

export const SELLER = {
  name: "Umbra Agency Ltd.",
  address: "12 Shadow Lane\n10115 Berlin, Germany",
  taxId: "DE123456789",
  bankDetails: "IBAN DE89 3704 0044 0532 0130 00\nBIC COBADEFFXXX",
  cryptoAddresses: "BTC: bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh",
};

/**
 * An issued invoice on an order, written straight to the database (what quote acceptance or staff issue).
 * Its number is from year 2098, so it never meets the real counter's numbers.
 */
export async function seedInvoice(
  t: TestApp,
  orderCode: string,
  opts: {
    lines?: BillingLine[];
    taxRateBp?: number;
    locale?: string;
    status?: "issued" | "void";
    buyer?: BillingParty;
    dueDate?: string;
  } = {},
) {
  const [order] = await t.database.db.select().from(orders).where(eq(orders.code, orderCode));
  const lines = opts.lines ?? [
    { description: "Music video promotion — professional plan", quantity: 1, unitPriceCents: 129_900 },
    { description: "Extra revision round", quantity: 2, unitPriceCents: 15_050 },
  ];
  const taxRateBp = opts.taxRateBp ?? 1900;
  const number = `INV-2098-${String(++seq).padStart(4, "0")}`;
  const [row] = await t.database.db
    .insert(invoices)
    .values({
      number,
      orderId: order!.id,
      status: opts.status ?? "issued",
      lines,
      taxRateBp,
      ...computeTotals(lines, taxRateBp),
      seller: SELLER,
      buyer: opts.buyer ?? {
        name: order!.contactName,
        email: order!.contactEmail,
        company: "Carla Records GmbH",
        address: "Hauptstraße 1\n80331 München",
        taxId: "DE987654321",
      },
      locale: opts.locale ?? order!.locale,
      dueDate: opts.dueDate ?? "2098-03-19",
      issuedAt: new Date("2098-03-05T10:00:00Z"),
      ...(opts.status === "void" ? { voidedAt: new Date(), voidReason: "Wrong amount on the second line" } : {}),
    })
    .returning();
  return row!;
}

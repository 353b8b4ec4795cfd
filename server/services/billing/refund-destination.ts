import { and, eq } from "drizzle-orm";
import type { RefundDestination } from "@common/account";
import type { Refund } from "@common/billing";
import { adminOrderPath } from "@common/workspace";
import type { Db } from "../../db/client";
import { creditNotes, refunds } from "../../db/schema";
import { ApiError, notFound } from "../../lib/http-error";
import { refundDestinationStaffEmail } from "../../mail/templates/refund-destination";
import { deliver } from "../deliver";
import { getSettings } from "../settings";
import { staffLocale } from "../staff-locale";
import type { OrderRow } from "./access";
import type { PaymentDeps } from "./payments";
import { destinationView } from "./refund-destination-view";

/**
 * The client says where a bank or crypto refund of their own order goes (validated IBAN or address, checked by the
 * route's schema). It can be changed until staff record the refund as paid; staff are e-mailed, the destination
 * masked. 404 for a refund of another order; 409 for a provider's refund or one already paid.
 */
export async function setRefundDestination(
  deps: PaymentDeps,
  order: OrderRow,
  refundId: number,
  destination: RefundDestination,
  now = new Date(),
): Promise<Refund> {
  const { db } = deps.database;
  const settings = await getSettings(db, deps.config);
  const staffLang = await staffLocale(db, settings.staffEmail);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx
      .select({ refund: refunds, number: creditNotes.number, currency: creditNotes.currency })
      .from(refunds)
      .innerJoin(creditNotes, eq(creditNotes.id, refunds.creditNoteId))
      .where(and(eq(refunds.id, refundId), eq(creditNotes.orderId, order.id)))
      .for("update");
    if (!row) throw notFound("No such refund.");
    const r = row.refund;
    const wanted = r.method === "bank_transfer" ? "bank" : r.method === "crypto" ? "crypto" : null;
    if (r.provider || !wanted) {
      throw new ApiError(409, "REFUND_BY_PROVIDER", "This refund goes back through the payment provider.");
    }
    if (r.status === "succeeded") throw new ApiError(409, "REFUND_RECORDED", "This refund is paid out already.");
    if (destination.kind !== wanted) {
      throw new ApiError(400, "VALIDATION_FAILED", "Some fields are invalid.", {
        kind: "refundDestination.errors.kind",
      });
    }
    const [updated] = await tx
      .update(refunds)
      .set({ destination, destinationSetAt: now, updatedAt: now })
      .where(eq(refunds.id, r.id))
      .returning();
    await deliver(
      deps.mailer,
      deps.logger,
      `refund destination ${row.number}`,
      [
        {
          to: settings.staffEmail,
          ...refundDestinationStaffEmail(
            staffLang,
            {
              orderCode: order.code,
              creditNoteNumber: row.number,
              amountCents: r.amountCents,
              currency: row.currency,
              destination,
            },
            `${deps.config.publicUrl}${adminOrderPath(order.code)}`,
          ),
        },
      ],
      tx,
    );
    const u = updated!;
    return {
      id: u.id,
      amountCents: u.amountCents,
      method: u.method as Refund["method"],
      status: u.status as Refund["status"],
      refundedOn: u.refundedOn,
      reference: u.reference,
      ...destinationView(u),
    };
  });
}

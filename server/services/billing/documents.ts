import { and, asc, eq, inArray } from "drizzle-orm";
import type { PaymentMethodId } from "@common/billing";
import type { Db } from "../../db/client";
import { creditNotes, invoices, orders, payments, refunds, type MailAttachmentRef } from "../../db/schema";
import type { MailFile } from "../../mail/mailer";
import type { AttachmentResolver } from "../../mail/queue";
import { toInvoiceDto, type InvoiceRow } from "./dto";
import { renderCreditNotePdf, renderInvoicePdf } from "./pdf";
import { reportAttachment } from "../order-metrics/reports";

const PDF = "application/pdf";

/** An invoice's PDF as its owner downloads it: with what has been paid and the number it replaces. */
export async function invoicePdf(db: Db, invoice: InvoiceRow): Promise<Buffer> {
  const view = await toInvoiceDto(db, invoice);
  return renderInvoicePdf({
    ...invoice,
    orderCode: view.orderCode,
    paidCents: view.paidCents,
    replacesNumber: view.replacesNumber,
  });
}

export const CREDIT_NOTE_NUMBER_PATTERN = /^CN-\d{4}-\d{4,9}$/;

/**
 * A credit note's PDF from its row, with the invoice it credits and the methods its refunds go back by. With a
 * viewer, only the order's owner or staff (as auth/staff.ts decides it) get it (undefined for anyone else, as for
 * an unknown number).
 */
export async function creditNotePdf(
  db: Db,
  number: string,
  viewer?: { userId: string; staff: boolean },
): Promise<Buffer | undefined> {
  if (!CREDIT_NOTE_NUMBER_PATTERN.test(number)) return undefined;
  const who = !viewer || viewer.staff ? undefined : eq(orders.userId, viewer.userId);
  const [row] = await db
    .select({ note: creditNotes, invoiceNumber: invoices.number, orderCode: orders.code })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .innerJoin(orders, eq(orders.id, creditNotes.orderId))
    .where(and(eq(creditNotes.number, number), who))
    .limit(1);
  if (!row) return undefined;
  const methods = await db
    .select({ method: payments.method })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(refunds.creditNoteId, row.note.id))
    .orderBy(asc(refunds.id));
  return renderCreditNotePdf({
    ...row.note,
    invoiceNumber: row.invoiceNumber,
    orderCode: row.orderCode,
    methods: methods.map((m) => m.method as PaymentMethodId),
  });
}

/**
 * The mail queue's attachment resolver: each reference becomes its document's PDF, rendered from the row when
 * the message is sent. A document that does not exist throws, which fails that message like a refused send.
 */
export function mailAttachments(db: Db): AttachmentResolver {
  return async (refs: MailAttachmentRef[]): Promise<MailFile[]> => {
    const invoiceNumbers = refs.filter((r) => r.kind === "invoice").map((r) => r.number);
    const invoiceRows = invoiceNumbers.length
      ? await db.select().from(invoices).where(inArray(invoices.number, invoiceNumbers))
      : [];
    const files: MailFile[] = [];
    for (const ref of refs) {
      if (ref.kind === "results_report") {
        const report = await reportAttachment(db, ref.number);
        if (!report) throw new Error(`attachment ${ref.kind} ${ref.number} does not exist`);
        files.push({ ...report, contentType: PDF });
        continue;
      }
      let content: Buffer | undefined;
      if (ref.kind === "invoice") {
        const invoice = invoiceRows.find((i) => i.number === ref.number);
        content = invoice && (await invoicePdf(db, invoice));
      } else if (ref.kind === "credit_note") {
        content = await creditNotePdf(db, ref.number);
      }
      if (!content) throw new Error(`attachment ${ref.kind} ${ref.number} does not exist`);
      files.push({ filename: `${ref.number}.pdf`, content, contentType: PDF });
    }
    return files;
  };
}

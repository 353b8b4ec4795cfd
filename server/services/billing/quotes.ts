import { and, eq, sql } from "drizzle-orm";
import { computeTotals, type QuoteDecisionInput, type QuoteInput } from "@common/billing";
import { localizedPath } from "@common/locales";
import { adminOrderPath, orderPagePath } from "@common/workspace";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/client";
import { orders, quotes } from "../../db/schema";
import { ApiError } from "../../lib/http-error";
import { quoteDecidedClientEmail, quoteDecidedStaffEmail, quoteSentEmail } from "../../mail/templates/billing";
import { deliver } from "../deliver";
import { assertInvoicingReady } from "./checklist";
import { getSettings } from "../settings";
import { staffLocale } from "../staff-locale";
import { orderLanguage } from "../workspace-mail";
import { lockOrder, todayUtc, type OrderRow } from "./access";
import { quoteTotals, toInvoiceDto, toQuoteDto, type InvoiceDto, type QuoteDto } from "./dto";
import { issueInvoice, queueInvoiceIssuedMail } from "./invoices";
import { localizeLines } from "./line-names";
import { getSellerSettings } from "./settings";
import { emitWebhookEvent } from "../webhooks/events";

const conflict = (code: string, message: string) => new ApiError(409, code, message);

/**
 * Staff send a quote, or revise the open one: in one transaction (the order row locked) the open quote becomes
 * superseded, the new one takes the next version, and the client's e-mail is queued. Once a quote has been
 * accepted the price is agreed: 409 QUOTE_ACCEPTED.
 */
export async function sendQuote(deps: AppDeps, order: OrderRow, staffId: string, input: QuoteInput): Promise<QuoteDto> {
  if (input.validUntil < todayUtc()) {
    throw new ApiError(400, "VALIDATION_FAILED", "Some fields are invalid.", { validUntil: "errors.date" });
  }
  const { db } = deps.database;
  // Its acceptance issues an invoice: a quote is sent only when invoicing can follow.
  await assertInvoicingReady(db, deps.config);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const locked = await lockOrder(tx, order.id);
    const [stats] = await tx
      .select({
        last: sql<number>`coalesce(max(${quotes.version}), 0)::int`,
        accepted: sql<number>`count(*) filter (where ${quotes.status} = 'accepted')::int`,
      })
      .from(quotes)
      .where(eq(quotes.orderId, order.id));
    if (stats!.accepted > 0) throw conflict("QUOTE_ACCEPTED", "A quote of this order has been accepted already.");
    await tx
      .update(quotes)
      .set({ status: "superseded" })
      .where(and(eq(quotes.orderId, order.id), eq(quotes.status, "open")));
    const lang = orderLanguage(locked);
    // The tax rate is the quote's from now on: the gross total the client is shown and accepts is its invoice's.
    const { taxRateBp } = await getSellerSettings(tx);
    // Plan names in the client's language, kept with the quote as sent (and with the invoice its acceptance issues).
    const lines = localizeLines(input.lines, lang);
    const [row] = await tx
      .insert(quotes)
      .values({
        orderId: order.id,
        version: stats!.last + 1,
        // Staff may quote in another currency than the order's (issue 22); by default the order's.
        currency: input.currency ?? locked.currency,
        lines,
        totalCents: computeTotals(lines, 0).totalCents,
        taxRateBp,
        validUntil: input.validUntil,
        note: input.note,
        createdBy: staffId,
      })
      .returning();
    const dto = toQuoteDto(row!, taxRateBp);
    await deliver(
      deps.mailer,
      deps.logger,
      `quote ${locked.code} v${row!.version}`,
      [
        {
          to: locked.contactEmail,
          ...quoteSentEmail(
            lang,
            locked,
            dto,
            `${deps.config.publicUrl}${localizedPath(lang, orderPagePath(locked.code))}`,
          ),
        },
      ],
      tx,
    );
    return dto;
  });
}

/** "3" → 3; anything else (not a small positive integer) is no version at all. */
export function parseVersion(raw: string): number | undefined {
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : undefined;
}

/**
 * The client accepts or declines the open quote, recording who, when and from which address. Accepting issues
 * the invoice from the quote's lines at the quote's tax rate (the gross total the client accepted) and sets the
 * order's amount to the quote's net total, all in one transaction with the e-mails (staff, the client's
 * confirmation, and the invoice).
 */
export async function decideQuote(
  deps: AppDeps,
  order: OrderRow,
  actor: { id: string; name: string },
  version: number,
  input: QuoteDecisionInput,
  ip: string,
): Promise<{ quote: QuoteDto; invoice: InvoiceDto | null }> {
  const { db } = deps.database;
  const settings = await getSettings(db, deps.config);
  const staffLang = await staffLocale(db, settings.staffEmail);
  const result = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const locked = await lockOrder(tx, order.id);
    const [quote] = await tx
      .select()
      .from(quotes)
      .where(and(eq(quotes.orderId, order.id), eq(quotes.version, version)));
    if (!quote) throw new ApiError(404, "NOT_FOUND", "No such quote.");
    if (quote.status !== "open") throw conflict("QUOTE_NOT_OPEN", "This quote is no longer open.");
    if (quote.validUntil < todayUtc()) throw conflict("QUOTE_EXPIRED", "This quote has expired.");
    const accept = input.decision === "accept";
    const totals = quoteTotals(quote, (await getSellerSettings(tx)).taxRateBp);
    const [decided] = await tx
      .update(quotes)
      .set({
        status: accept ? "accepted" : "declined",
        decidedAt: new Date(),
        decidedBy: actor.id,
        decidedIp: ip,
        declineReason: accept ? null : input.reason || null,
      })
      .where(eq(quotes.id, quote.id))
      .returning();
    if (accept) {
      await emitWebhookEvent(tx, "quote.accepted", {
        quote: {
          orderCode: locked.code,
          version,
          currency: quote.currency,
          totalMinor: totals.totalCents,
          acceptedAt: decided!.decidedAt?.toISOString() ?? null,
        },
      });
    }

    const lang = orderLanguage(locked);
    const orderUrl = `${deps.config.publicUrl}${localizedPath(lang, orderPagePath(locked.code))}`;
    const staffMail = {
      to: settings.staffEmail,
      ...quoteDecidedStaffEmail(
        staffLang,
        locked,
        {
          decision: input.decision,
          clientName: actor.name || locked.contactName,
          version,
          totalCents: totals.totalCents,
          currency: quote.currency,
          reason: decided!.declineReason,
        },
        `${deps.config.publicUrl}${adminOrderPath(locked.code)}`,
      ),
      headers: { "Reply-To": locked.contactEmail },
    };
    const clientMail = {
      to: locked.contactEmail,
      ...quoteDecidedClientEmail(lang, locked, input.decision, version, orderUrl),
    };
    await deliver(deps.mailer, deps.logger, `quote decision ${locked.code}`, [staffMail, clientMail], tx);

    if (!accept) return { quote: decided!, invoice: null, taxRateBp: totals.taxRateBp };
    await assertInvoicingReady(tx, deps.config);
    // The agreed price is the quote's, in the quote's currency: the order's amount and currency follow it together.
    await tx
      .update(orders)
      .set({ amountCents: totals.subtotalCents, currency: quote.currency })
      .where(eq(orders.id, locked.id));
    const invoice = await issueInvoice(tx, {
      order: { ...locked, currency: quote.currency },
      lines: quote.lines,
      quoteId: quote.id,
      currency: quote.currency,
      taxRateBp: totals.taxRateBp,
    });
    await queueInvoiceIssuedMail(deps, tx, locked, invoice);
    return { quote: decided!, invoice, taxRateBp: totals.taxRateBp };
  });
  return {
    quote: toQuoteDto(result.quote, result.taxRateBp),
    invoice: result.invoice ? await toInvoiceDto(db, result.invoice) : null,
  };
}

import type { Context } from "hono";
import { Hono } from "hono";
import { checkoutRequestSchema, type CheckoutMethod } from "@common/checkout";
import { DEFAULT_LANGUAGE, isLanguage, localizedPath } from "@common/locales";
import { orderPagePath } from "@common/workspace";
import type { AppDeps, AppEnv } from "../app-deps";
import { callerOf, refusal } from "../auth/staff";
import type { Db } from "../db/client";
import { ApiError, notFound } from "../lib/http-error";
import { rateLimitMiddleware } from "../lib/rate-limit";
import { validate } from "../lib/validate";
import { toInvoiceDto } from "../services/billing/dto";
import { rememberCheckout } from "../services/billing/payment-checks";
import { findInvoiceFor, notPayable, remainingCents, type InvoiceRow } from "../services/billing/payments";
import { renderInvoicePdf } from "../services/billing/pdf";
import { configuredProviders } from "../services/billing/providers";
import { resolver } from "hono-openapi";
import { SESSION_SECURITY, doc } from "../lib/openapi";

/** Each "Pay now" opens a session at the provider: a signed-in client cannot open thousands. */
export const CHECKOUT_RATE_LIMIT = { bucket: "checkout", max: 20, windowMs: 15 * 60_000 };

/** The body is optional (none means card), validated by readCheckoutRequest with this same schema. */
const CHECKOUT_BODY = { required: false, content: { "application/json": { schema: resolver(checkoutRequestSchema) } } };

const noInvoice = () => notFound("No such invoice.");

const METHOD_NAMES: Record<CheckoutMethod, string> = { card: "Card payment", wallet: "PayPal" };

/** The optional body of "Pay now": none (the web app's card button) or JSON naming the method. */
async function readCheckoutRequest(c: Context<AppEnv>) {
  const text = await c.req.text();
  if (!text.trim()) return validate(checkoutRequestSchema, {});
  if (!/^application\/json\b/i.test(c.req.header("content-type") ?? "")) {
    throw new ApiError(415, "UNSUPPORTED_MEDIA_TYPE", "Send the body as application/json.");
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(400, "MALFORMED_JSON", "The request body is not valid JSON.");
  }
  return validate(checkoutRequestSchema, body);
}

/** The invoice as a PDF download, never sniffed, compressed or cached on the way. */
export async function invoicePdfResponse(db: Db, invoice: InvoiceRow & { orderCode: string }): Promise<Response> {
  const view = await toInvoiceDto(db, invoice);
  const pdf = await renderInvoicePdf({ ...invoice, paidCents: view.paidCents, replacesNumber: view.replacesNumber });
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.length),
      "Content-Disposition": `attachment; filename="${invoice.number}.pdf"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store, no-transform",
    },
  });
}

/**
 * A client's invoice: its PDF (the owner, or staff) and "Pay now" (the owner). Anyone else, signed out
 * included, gets 404; an admin without two-factor asking for another's PDF gets 403 TWO_FACTOR_REQUIRED.
 */
export function invoiceFileRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const providers = configuredProviders(deps.config);
  const limit = rateLimitMiddleware({ db, trustProxy: deps.config.trustProxy }, CHECKOUT_RATE_LIMIT);

  /** The caller's invoice; with `staffToo`, any for staff (auth/staff.ts), 403 for an admin without two-factor. */
  const invoiceOf = async (c: Context<AppEnv>, staffToo: boolean) => {
    const caller = await callerOf(c);
    const number = c.req.param("number") ?? "";
    const invoice =
      caller && (await findInvoiceFor(db, number, caller.user.id, { staffToo: staffToo && caller.staff }));
    if (!invoice) throw staffToo ? refusal(caller, noInvoice()) : noInvoice();
    return invoice;
  };

  return new Hono<AppEnv>()
    .get(
      "/:number/pdf",
      doc("An invoice as PDF (owner or staff)", { type: "application/pdf", security: SESSION_SECURITY }),
      async (c) => invoicePdfResponse(db, await invoiceOf(c, true)),
    )
    .post(
      "/:number/checkout",
      doc("Pay an invoice online: a checkout session at the provider", {
        returns: "{ url } to send the browser to",
        security: SESSION_SECURITY,
        requestBody: CHECKOUT_BODY,
      }),
      limit,
      async (c) => {
        const invoice = await invoiceOf(c, false);
        const { method } = await readCheckoutRequest(c);
        const provider = providers.find((p) => p.method === method);
        if (!provider)
          throw new ApiError(404, "PAYMENT_METHOD_UNAVAILABLE", `${METHOD_NAMES[method]} is not available.`);
        if (invoice.status !== "issued") throw notPayable();
        const amountCents = await remainingCents(db, invoice);
        if (amountCents <= 0) throw notPayable();
        const lang = isLanguage(invoice.locale) ? invoice.locale : DEFAULT_LANGUAGE;
        // Where the browser comes back to: a page, not a proof of payment (only the signed webhook records one).
        const back = `${deps.config.publicUrl}${localizedPath(lang, orderPagePath(invoice.orderCode))}`;
        let session: { url: string; ref: string };
        try {
          session = await provider.createCheckout(
            {
              number: invoice.number,
              orderCode: invoice.orderCode,
              currency: invoice.currency,
              amountCents,
              email: invoice.buyer.email,
              locale: lang,
            },
            {
              successUrl: `${back}?payment=done`,
              cancelUrl: `${back}?payment=cancelled`,
              // Approve-then-capture providers (PayPal) come back here first: see payment-return.ts.
              returnUrl: `${deps.config.publicUrl}/api/payments/${provider.id}/return?invoice=${encodeURIComponent(invoice.number)}`,
            },
          );
        } catch (err) {
          c.var.log.error("checkout failed", { provider: provider.id, invoice: invoice.number, error: String(err) });
          throw new ApiError(502, "PAYMENT_PROVIDER_ERROR", "The payment page could not be opened. Please try again.");
        }
        // What was asked for: the provider's payment of this checkout counts only in this currency and amount.
        await rememberCheckout(db, {
          provider: provider.id,
          ref: session.ref,
          invoiceId: invoice.id,
          currency: invoice.currency,
          amountCents,
        });
        return c.json({ url: session.url });
      },
    );
}

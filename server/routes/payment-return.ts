import { Hono } from "hono";
import { z } from "zod";
import { DEFAULT_LANGUAGE, isLanguage, localizedPath } from "@common/locales";
import { orderPagePath } from "@common/workspace";
import type { AppDeps, AppEnv } from "../app-deps";
import { getSessionUser } from "../auth/session";
import { notFound } from "../lib/http-error";
import { rateLimitMiddleware } from "../lib/rate-limit";
import { findCheckout } from "../services/billing/payment-checks";
import { findInvoiceFor, INVOICE_NUMBER_PATTERN } from "../services/billing/payments";
import { configuredProviders } from "../services/billing/providers";
import { doc } from "../lib/openapi";

/** Each return may call the provider (a capture): a browser or a script cannot make thousands of calls. */
export const PAYMENT_RETURN_RATE_LIMIT = { bucket: "payment-return", max: 30, windowMs: 15 * 60_000 };

const returnQuery = z.object({ invoice: z.string().max(40).regex(INVOICE_NUMBER_PATTERN).optional() }).loose();

/**
 * GET /api/payments/:provider/return: where an approve-then-capture provider (PayPal) sends the buyer back. The
 * approved payment is completed (captured) with the provider's own token from the query when it names a checkout
 * this product opened, then the browser goes to the order page with ?payment=done, or ?payment=failed when the
 * checkout is not ours or the provider refused or could not be reached.
 *
 * No session is needed to complete: the token names an order the payer approved at the provider, capturing it
 * takes only what they approved, and nothing is recorded here (only the verified webhook records money), so a
 * buyer whose session ran out while paying still pays. The order page is named only to the invoice's owner;
 * anyone else is sent to the dashboard, which tells them nothing about the invoice.
 */
export function paymentReturnRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const providers = new Map(configuredProviders(deps.config).map((p) => [p.id, p]));
  const limit = rateLimitMiddleware({ db, trustProxy: deps.config.trustProxy }, PAYMENT_RETURN_RATE_LIMIT);

  return new Hono<AppEnv>().get(
    "/:provider/return",
    doc("Where a provider sends the buyer back: the payment is captured, then a redirect to the order page", {
      status: 302,
      returns: "to the order page with ?payment=done or failed",
    }),
    limit,
    async (c) => {
      const provider = providers.get(c.req.param("provider"));
      if (!provider) throw notFound("No such payment provider.");
      const query = returnQuery.safeParse(c.req.query());
      const number = query.success ? query.data.invoice : undefined;
      const user = number ? await getSessionUser(c) : null;
      const invoice = user && number ? await findInvoiceFor(db, number, user.id, { staffToo: false }) : undefined;
      const lang = invoice && isLanguage(invoice.locale) ? invoice.locale : DEFAULT_LANGUAGE;
      const page = `${deps.config.publicUrl}${localizedPath(lang, invoice ? orderPagePath(invoice.orderCode) : "/dashboard")}`;

      let outcome = "done";
      const ref = provider.returnRef?.(new URL(c.req.url).searchParams);
      // Only a checkout this product opened is captured: anyone can make a PayPal order naming an invoice.
      const checkout = await findCheckout(db, provider.id, ref);
      if (!checkout || !provider.completeApproval) {
        outcome = "failed";
        c.var.log.warn("payment return for no checkout of ours", { provider: provider.id, invoice: number });
      } else {
        try {
          await provider.completeApproval(checkout.ref);
        } catch (err) {
          outcome = "failed";
          c.var.log.error("payment return not completed", {
            provider: provider.id,
            invoice: number,
            error: String(err),
          });
        }
      }
      c.header("Cache-Control", "no-store");
      c.header("Referrer-Policy", "no-referrer");
      return c.redirect(`${page}?payment=${outcome}`, 302);
    },
  );
}

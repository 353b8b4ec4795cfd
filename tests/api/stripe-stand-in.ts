import { randomBytes } from "node:crypto";
import http from "node:http";
import Stripe from "stripe";
import {
  escapeHtml,
  hostedPage,
  standInServer,
  type Delivery,
  type StandInControls,
  type WebhookTarget,
} from "./stand-in-http";

export interface StandInSession {
  id: string;
  object: "checkout.session";
  mode: string;
  status: "open" | "complete";
  payment_status: "unpaid" | "paid";
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  locale: string | null;
  metadata: Record<string, string>;
  /** The PaymentIntent that takes the money (refunds name it). */
  payment_intent: string;
  success_url: string;
  cancel_url: string;
  url: string;
  created: number;
}

export interface StandInRefund {
  id: string;
  object: "refund";
  amount: number;
  currency: string;
  payment_intent: string;
  status: "succeeded";
  metadata: Record<string, string>;
  created: number;
}

export interface StripeStandIn extends StandInControls {
  /** Sessions created, in order, with the form fields Stripe's client sent. */
  sessions: { session: StandInSession; form: URLSearchParams; headers: http.IncomingHttpHeaders }[];
  /** Refunds made (one per idempotency key), in order. */
  refunds: StandInRefund[];
  /**
   * Sends an event signed with the webhook secret to the app now, as Stripe would (an object is sent as Stripe
   * writes it, a string as it is: a signed body that is not a valid event), and gives the delivery with its answer.
   */
  emit(event: object | string): Promise<Delivery>;
}

const stripeError = (status: number, message: string, type = "invalid_request_error", code?: string) => ({
  status,
  body: { error: { type, message, ...(code ? { code } : {}) } },
});

const metadataOf = (form: URLSearchParams) => {
  const metadata: Record<string, string> = {};
  for (const [k, v] of form) {
    const m = /^metadata\[(.+)\]$/.exec(k);
    if (m) metadata[m[1]!] = v;
  }
  return metadata;
};

/**
 * A local HTTP server speaking the slice of Stripe that the product uses: the API (POST /v1/checkout/sessions and
 * POST /v1/refunds, form encoded, with a Bearer secret key and Idempotency-Key) for the real `stripe` package,
 * and the hosted Checkout page (GET /c/pay/:id) whose "Pay" sends the signed checkout.session.completed webhook.
 */
export async function startStripeStandIn(opts: {
  secretKey: string;
  /** Signs the webhooks it sends (the app's STRIPE_WEBHOOK_SECRET). */
  webhookSecret?: string;
  webhookTarget?: WebhookTarget;
  port?: number;
}): Promise<StripeStandIn> {
  const sessions: StripeStandIn["sessions"] = [];
  const refunds: StandInRefund[] = [];
  const byIdempotencyKey = new Map<string, { status: number; body: unknown }>();
  const signer = new Stripe(opts.secretKey);
  let base = "";

  const signed = (event: { type?: unknown } | string): Delivery => {
    const body = typeof event === "string" ? event : JSON.stringify(event, null, 2);
    const type = typeof event === "string" ? "(raw)" : String(event.type);
    const signature = opts.webhookSecret
      ? signer.webhooks.generateTestHeaderString({ payload: body, secret: opts.webhookSecret })
      : "";
    return { type, body, headers: { "content-type": "application/json", "stripe-signature": signature } };
  };

  const createSession = (form: URLSearchParams, headers: http.IncomingHttpHeaders) => {
    const unitAmount = Number(form.get("line_items[0][price_data][unit_amount]"));
    const quantity = Number(form.get("line_items[0][quantity]") ?? "1");
    if (form.get("mode") !== "payment" || !Number.isInteger(unitAmount) || unitAmount < 1) {
      return stripeError(400, "Missing or invalid mode or line_items.");
    }
    const id = `cs_test_${randomBytes(12).toString("hex")}`;
    const session: StandInSession = {
      id,
      object: "checkout.session",
      mode: "payment",
      status: "open",
      payment_status: "unpaid",
      amount_total: unitAmount * quantity,
      currency: form.get("line_items[0][price_data][currency]") ?? "usd",
      client_reference_id: form.get("client_reference_id"),
      customer_email: form.get("customer_email"),
      locale: form.get("locale"),
      metadata: metadataOf(form),
      payment_intent: `pi_${randomBytes(12).toString("hex")}`,
      success_url: form.get("success_url") ?? "",
      cancel_url: form.get("cancel_url") ?? "",
      url: `${base}/c/pay/${id}`,
      created: Math.floor(Date.now() / 1000),
    };
    sessions.push({ session, form, headers });
    return { status: 200, body: session };
  };

  const createRefund = (form: URLSearchParams) => {
    const pi = form.get("payment_intent") ?? "";
    const paid = sessions.find((s) => s.session.payment_intent === pi)?.session;
    if (!paid) return stripeError(404, `No such payment_intent: '${pi}'`, "invalid_request_error", "resource_missing");
    const already = refunds.filter((r) => r.payment_intent === pi).reduce((n, r) => n + r.amount, 0);
    const amount = form.has("amount") ? Number(form.get("amount")) : paid.amount_total - already;
    if (!Number.isInteger(amount) || amount < 1) return stripeError(400, "Invalid positive integer");
    if (already + amount > paid.amount_total) {
      return stripeError(
        400,
        "Refund amount is greater than unrefunded amount on charge.",
        undefined,
        "amount_too_large",
      );
    }
    const refund: StandInRefund = {
      id: `re_${randomBytes(12).toString("hex")}`,
      object: "refund",
      amount,
      currency: paid.currency,
      payment_intent: pi,
      status: "succeeded",
      metadata: metadataOf(form),
      created: Math.floor(Date.now() / 1000),
    };
    refunds.push(refund);
    webhooks.later(signed(stripeEvent("refund.created", refund)));
    return { status: 200, body: refund };
  };

  const api = (method: string, url: string, form: URLSearchParams, headers: http.IncomingHttpHeaders) => {
    if (headers.authorization !== `Bearer ${opts.secretKey}`) {
      return stripeError(401, "Invalid API Key provided.", "authentication_error");
    }
    const route = `${method} ${url}`;
    const run =
      route === "POST /v1/checkout/sessions" ? createSession : route === "POST /v1/refunds" ? createRefund : undefined;
    if (!run) return stripeError(404, `Unrecognized request URL (${method}: ${url}).`);
    const failStatus = run === createSession ? server.takeFailure() : undefined;
    if (failStatus) return stripeError(failStatus, "Stand-in failure.", "api_error");
    // Stripe's idempotency: the same key answers with the first answer, whatever the body says now.
    const key = headers["idempotency-key"];
    const cacheKey = typeof key === "string" ? `${route} ${key}` : undefined;
    if (cacheKey && byIdempotencyKey.has(cacheKey)) return byIdempotencyKey.get(cacheKey)!;
    const answer = run(form, headers);
    if (cacheKey && answer.status < 500) byIdempotencyKey.set(cacheKey, answer);
    return answer;
  };

  const payPage = async (req: http.IncomingMessage, res: http.ServerResponse, id: string) => {
    const entry = sessions.find((s) => s.session.id === id);
    if (!entry) {
      res.writeHead(404, { "content-type": "text/html; charset=utf-8" });
      res.end(hostedPage("Checkout session not found", "<p>This payment page does not exist.</p>"));
      return;
    }
    const s = entry.session;
    if (req.method === "POST") {
      if (s.status === "open") {
        s.status = "complete";
        s.payment_status = "paid";
        // Sent before the browser is sent back, so the order page it lands on already shows the payment.
        await webhooks.now(signed(checkoutCompletedEvent(s)));
      }
      res.writeHead(303, { location: s.success_url });
      res.end();
      return;
    }
    const amount = `${(s.amount_total / 100).toFixed(2)} ${s.currency.toUpperCase()}`;
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(
      hostedPage(
        "Stripe Checkout (local stand-in)",
        `<p>${escapeHtml(s.metadata.invoiceNumber ?? s.client_reference_id ?? "")}: <strong>${escapeHtml(amount)}</strong></p>` +
          (s.status === "open"
            ? `<form method="post"><button type="submit">Pay</button></form>`
            : `<p>This session is paid.</p>`) +
          `<p><a href="${escapeHtml(s.cancel_url)}">Cancel and go back</a></p>`,
      ),
    );
  };

  const server = standInServer({
    webhookTarget: opts.webhookTarget,
    page: async (req, res, _raw, url) => {
      const page = /^\/c\/pay\/(cs_test_[a-f0-9]+)$/.exec(url.pathname);
      if (page) await payPage(req, res, page[1]!);
      return !!page;
    },
    api: (req, raw) => api(req.method ?? "", req.url ?? "/", new URLSearchParams(raw), req.headers),
    headers: () => ({ "request-id": `req_${Date.now()}` }),
    failure: (err) => ({ error: { type: "api_error", message: String(err) } }),
  });
  const { webhooks } = server;
  const controls = await server.start(opts.port);
  base = controls.url;
  return {
    ...controls,
    sessions,
    refunds,
    async emit(event) {
      const d = signed(event);
      await webhooks.now(d);
      return d;
    },
  };
}

/** A Stripe event around an object. */
export function stripeEvent<T extends object>(type: string, object: T) {
  return {
    id: `evt_${randomBytes(12).toString("hex")}`,
    object: "event",
    api_version: "2025-01-01",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    type,
    data: { object },
  };
}

/** The event Stripe sends when a Checkout Session's payment succeeded. */
export function checkoutCompletedEvent(session: StandInSession, overrides: Partial<StandInSession> = {}) {
  return stripeEvent("checkout.session.completed", {
    ...session,
    status: "complete",
    payment_status: "paid",
    ...overrides,
  });
}

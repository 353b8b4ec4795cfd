import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

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
  success_url: string;
  cancel_url: string;
  url: string;
  created: number;
}

export interface StripeStandIn {
  url: string;
  /** Sessions created, in order, with the form fields Stripe's client sent. */
  sessions: { session: StandInSession; form: URLSearchParams; headers: http.IncomingHttpHeaders }[];
  /** The next `times` POST /v1/checkout/sessions answer with this Stripe error (then back to normal). */
  failNext(status: number, times?: number): void;
  close(): Promise<void>;
}

const stripeError = (status: number, message: string, type = "invalid_request_error") => ({
  status,
  body: { error: { type, message } },
});

/**
 * A local HTTP server speaking the slice of Stripe's API that the product uses (POST /v1/checkout/sessions, form
 * encoded, with a Bearer secret key), so that the real `stripe` package is exercised without leaving the machine.
 */
export async function startStripeStandIn(opts: { secretKey: string }): Promise<StripeStandIn> {
  const sessions: StripeStandIn["sessions"] = [];
  const byIdempotencyKey = new Map<string, StandInSession>();
  let failStatus: number | undefined;
  let failures = 0;
  let base = "";

  const create = (form: URLSearchParams, headers: http.IncomingHttpHeaders) => {
    if (headers.authorization !== `Bearer ${opts.secretKey}`) {
      return stripeError(401, "Invalid API Key provided.", "authentication_error");
    }
    if (failStatus && failures > 0) {
      failures -= 1;
      return stripeError(failStatus, "Stand-in failure.", "api_error");
    }
    const key = headers["idempotency-key"];
    if (typeof key === "string" && byIdempotencyKey.has(key)) return { status: 200, body: byIdempotencyKey.get(key)! };
    const unitAmount = Number(form.get("line_items[0][price_data][unit_amount]"));
    const quantity = Number(form.get("line_items[0][quantity]") ?? "1");
    if (form.get("mode") !== "payment" || !Number.isInteger(unitAmount) || unitAmount < 1) {
      return stripeError(400, "Missing or invalid mode or line_items.");
    }
    const metadata: Record<string, string> = {};
    for (const [k, v] of form) {
      const m = /^metadata\[(.+)\]$/.exec(k);
      if (m) metadata[m[1]!] = v;
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
      metadata,
      success_url: form.get("success_url") ?? "",
      cancel_url: form.get("cancel_url") ?? "",
      url: `${base}/c/pay/${id}`,
      created: Math.floor(Date.now() / 1000),
    };
    sessions.push({ session, form, headers });
    if (typeof key === "string") byIdempotencyKey.set(key, session);
    return { status: 200, body: session };
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
      const answer =
        req.method === "POST" && req.url === "/v1/checkout/sessions"
          ? create(form, req.headers)
          : stripeError(404, `Unrecognized request URL (${req.method}: ${req.url}).`);
      res.writeHead(answer.status, { "content-type": "application/json", "request-id": `req_${Date.now()}` });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    sessions,
    failNext: (status, times = 1) => {
      failStatus = status;
      failures = times;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The event Stripe sends when a Checkout Session's payment succeeded. */
export function checkoutCompletedEvent(session: StandInSession, overrides: Partial<StandInSession> = {}) {
  return {
    id: `evt_${randomBytes(12).toString("hex")}`,
    object: "event",
    api_version: "2025-01-01",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    type: "checkout.session.completed",
    data: { object: { ...session, status: "complete", payment_status: "paid", ...overrides } },
  };
}

import { randomBytes, randomUUID } from "node:crypto";
import http from "node:http";
import { isDeepStrictEqual } from "node:util";
import {
  escapeHtml,
  hostedPage,
  standInServer,
  type Delivery,
  type StandInControls,
  type WebhookTarget,
} from "./stand-in-http";

type Json = Record<string, unknown>;
type Amount = { currency_code: string; value: string };

export interface StandInOrder {
  id: string;
  intent: string;
  status: "PAYER_ACTION_REQUIRED" | "APPROVED" | "COMPLETED";
  purchase_units: (Json & { amount: Amount; invoice_id?: string; custom_id?: string; payments?: Json })[];
  payment_source: { paypal: Json & { experience_context: { return_url: string; cancel_url: string } & Json } };
  payer?: Json;
  create_time: string;
  links: { href: string; rel: string; method: string }[];
}

export interface StandInCapture extends Json {
  id: string;
  status: "COMPLETED";
  amount: Amount;
  invoice_id?: string;
  custom_id?: string;
  create_time: string;
}

export interface StandInPayPalRefund extends Json {
  id: string;
  status: "COMPLETED";
  amount: Amount;
  custom_id?: string;
  invoice_id?: string;
  note_to_payer?: string;
}

export interface PayPalStandIn extends StandInControls {
  /** Orders created, in order, with the body and headers PayPal received. */
  orders: { order: StandInOrder; body: Json; headers: http.IncomingHttpHeaders }[];
  captures: { capture: StandInCapture; orderId: string }[];
  /** Refunds made (one per PayPal-Request-Id), with the body received. */
  refunds: { refund: StandInPayPalRefund; captureId: string; body: Json }[];
  /** How many access tokens were handed out (the app caches its token). */
  tokensIssued(): number;
  /** The buyer approves an order on PayPal's page (what the hosted page's button does): where PayPal sends them. */
  approve(orderId: string): string;
  /** Sends a (really sent, hence verifiable) event of this type about this resource to the app. */
  emit(eventType: string, resource: Json): Promise<Delivery>;
  /** How many webhook verifications the app asked for. */
  verifications(): number;
  /** The next `times` verification calls answer with this status (PayPal's 429, a 503), then back to normal. */
  failVerificationNext(status: number, times?: number): void;
  /**
   * An order made by someone else than the product with the app's client id (as PayPal's JS SDK can), for any
   * amount and naming any invoice; the buyer approves it with approve().
   */
  createForeignOrder(unit: { amount: Amount; invoice_id?: string; custom_id?: string }): StandInOrder;
  /** Captures an approved order as its maker can (the JS SDK's capture): the capture's webhook follows. */
  captureForeign(orderId: string): Promise<void>;
}

/** PayPal's ids: upper-case letters and digits. */
const paypalId = (n = 17) => Array.from(randomBytes(n), (b) => "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"[b % 34]).join("");

const problem = (status: number, name: string, issue?: string, description = issue ?? name) => ({
  status,
  body: {
    name,
    message: description,
    debug_id: randomBytes(6).toString("hex"),
    ...(issue ? { details: [{ issue, description }] } : {}),
  },
});

/**
 * A local HTTP server speaking the slice of PayPal's REST API the product uses: OAuth 2 client credentials,
 * Orders v2 (create, get, capture), Payments v2 (refund a capture), webhook signature verification, and the
 * buyer's approval page (/checkoutnow). It verifies exactly the webhooks it sent: each transmission id maps to the
 * event's body, and anything else is FAILURE.
 */
export async function startPayPalStandIn(opts: {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  webhookTarget?: WebhookTarget;
  port?: number;
}): Promise<PayPalStandIn> {
  const orders: PayPalStandIn["orders"] = [];
  const captures: PayPalStandIn["captures"] = [];
  const refunds: PayPalStandIn["refunds"] = [];
  const tokens = new Map<string, number>();
  const byRequestId = new Map<string, { status: number; body: unknown }>();
  const transmissions = new Map<string, { event: unknown; headers: Record<string, string> }>();
  let base = "";

  const eventOf = (eventType: string, resource: Json): Delivery => {
    const event = {
      id: `WH-${paypalId(8)}-${paypalId(17)}`,
      event_version: "1.0",
      create_time: new Date().toISOString(),
      resource_type: eventType.startsWith("CHECKOUT.")
        ? "checkout-order"
        : eventType.includes("REFUND")
          ? "refund"
          : "capture",
      resource_version: "2.0",
      event_type: eventType,
      summary: eventType,
      resource,
      links: [],
    };
    const body = JSON.stringify(event);
    const transmissionId = randomUUID();
    const headers = {
      "content-type": "application/json",
      "paypal-auth-algo": "SHA256withRSA",
      "paypal-cert-url": `${base}/v1/notifications/certs/CERT-360caa42-fca2a594-a5cafa77`,
      "paypal-transmission-id": transmissionId,
      "paypal-transmission-sig": randomBytes(64).toString("base64"),
      "paypal-transmission-time": new Date().toISOString(),
    };
    transmissions.set(transmissionId, { event: JSON.parse(body), headers });
    return { type: eventType, body, headers };
  };

  const findOrder = (id: string) => orders.find((o) => o.order.id === id)?.order;

  const createOrder = (body: Json, headers: http.IncomingHttpHeaders) => {
    const failStatus = server.takeFailure();
    if (failStatus) return problem(failStatus, "INTERNAL_SERVER_ERROR");
    const unit = (body.purchase_units as StandInOrder["purchase_units"] | undefined)?.[0];
    const context = (body.payment_source as StandInOrder["payment_source"] | undefined)?.paypal?.experience_context;
    if (body.intent !== "CAPTURE" && body.intent !== "AUTHORIZE")
      return problem(400, "INVALID_REQUEST", "INVALID_PARAMETER_VALUE");
    if (
      !unit ||
      !/^\d+(\.\d{2})?$/.test(String(unit.amount?.value)) ||
      !/^[A-Z]{3}$/.test(String(unit.amount?.currency_code))
    ) {
      return problem(400, "INVALID_REQUEST", "INVALID_PARAMETER_VALUE");
    }
    if (!context?.return_url || !context.cancel_url)
      return problem(422, "UNPROCESSABLE_ENTITY", "MISSING_REQUIRED_PARAMETER");
    const id = paypalId();
    const order: StandInOrder = {
      id,
      intent: String(body.intent),
      status: "PAYER_ACTION_REQUIRED",
      purchase_units: [{ ...unit }],
      payment_source: { paypal: { ...(body.payment_source as StandInOrder["payment_source"]).paypal } },
      create_time: new Date().toISOString(),
      links: [
        { href: `${base}/v2/checkout/orders/${id}`, rel: "self", method: "GET" },
        { href: `${base}/checkoutnow?token=${id}`, rel: "payer-action", method: "GET" },
      ],
    };
    orders.push({ order, body, headers });
    return { status: 201, body: order };
  };

  const captureOrder = (id: string) => {
    const order = findOrder(id);
    if (!order) return problem(404, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID");
    if (order.status === "COMPLETED") return problem(422, "UNPROCESSABLE_ENTITY", "ORDER_ALREADY_CAPTURED");
    if (order.status !== "APPROVED") return problem(422, "UNPROCESSABLE_ENTITY", "ORDER_NOT_APPROVED");
    const unit = order.purchase_units[0]!;
    const now = new Date().toISOString();
    const captureId = paypalId();
    const capture: StandInCapture = {
      id: captureId,
      status: "COMPLETED",
      amount: unit.amount,
      final_capture: true,
      ...(unit.invoice_id ? { invoice_id: unit.invoice_id } : {}),
      ...(unit.custom_id ? { custom_id: unit.custom_id } : {}),
      create_time: now,
      update_time: now,
      supplementary_data: { related_ids: { order_id: id } },
      links: [{ href: `${base}/v2/payments/captures/${captureId}`, rel: "self", method: "GET" }],
    };
    order.status = "COMPLETED";
    unit.payments = { captures: [capture] };
    captures.push({ capture, orderId: id });
    webhooks.later(eventOf("PAYMENT.CAPTURE.COMPLETED", capture));
    return { status: 201, body: order };
  };

  const refundCapture = (captureId: string, body: Json) => {
    const found = captures.find((c) => c.capture.id === captureId);
    if (!found) return problem(404, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID");
    const toCents = (v: string) => Math.round(Number(v) * 100);
    const paid = toCents(found.capture.amount.value);
    const already = refunds
      .filter((r) => r.captureId === captureId)
      .reduce((n, r) => n + toCents(r.refund.amount.value), 0);
    const amount = (body.amount as Amount | undefined) ?? {
      ...found.capture.amount,
      value: ((paid - already) / 100).toFixed(2),
    };
    if (!/^\d+(\.\d{2})?$/.test(String(amount.value)) || toCents(amount.value) < 1) {
      return problem(400, "INVALID_REQUEST", "INVALID_PARAMETER_VALUE");
    }
    if (amount.currency_code !== found.capture.amount.currency_code) {
      return problem(422, "UNPROCESSABLE_ENTITY", "REFUND_CURRENCY_MISMATCH");
    }
    if (already + toCents(amount.value) > paid) return problem(422, "UNPROCESSABLE_ENTITY", "REFUND_AMOUNT_EXCEEDED");
    const refund: StandInPayPalRefund = {
      id: paypalId(),
      status: "COMPLETED",
      amount,
      ...(typeof body.custom_id === "string" ? { custom_id: body.custom_id } : {}),
      ...(typeof body.invoice_id === "string" ? { invoice_id: body.invoice_id } : {}),
      ...(typeof body.note_to_payer === "string" ? { note_to_payer: body.note_to_payer } : {}),
      create_time: new Date().toISOString(),
      links: [{ href: `${base}/v2/payments/captures/${captureId}`, rel: "up", method: "GET" }],
    };
    refunds.push({ refund, captureId, body });
    webhooks.later(eventOf("PAYMENT.CAPTURE.REFUNDED", refund));
    return { status: 201, body: refund };
  };

  let verifyCalls = 0;
  let verifyFailStatus = 0;
  let verifyFailures = 0;
  const verify = (body: Json) => {
    verifyCalls += 1;
    if (verifyFailures > 0) {
      verifyFailures -= 1;
      return problem(verifyFailStatus, verifyFailStatus === 429 ? "RATE_LIMIT_REACHED" : "INTERNAL_SERVER_ERROR");
    }
    const required = [
      "auth_algo",
      "cert_url",
      "transmission_id",
      "transmission_sig",
      "transmission_time",
      "webhook_id",
    ];
    if (required.some((k) => typeof body[k] !== "string") || typeof body.webhook_event !== "object") {
      return problem(400, "VALIDATION_ERROR", "MISSING_REQUIRED_PARAMETER");
    }
    const sent = transmissions.get(String(body.transmission_id));
    const ok =
      !!sent &&
      body.webhook_id === opts.webhookId &&
      body.auth_algo === sent.headers["paypal-auth-algo"] &&
      body.cert_url === sent.headers["paypal-cert-url"] &&
      body.transmission_sig === sent.headers["paypal-transmission-sig"] &&
      body.transmission_time === sent.headers["paypal-transmission-time"] &&
      isDeepStrictEqual(body.webhook_event, sent.event);
    return { status: 200, body: { verification_status: ok ? "SUCCESS" : "FAILURE" } };
  };

  const api = (method: string, path: string, raw: string, headers: http.IncomingHttpHeaders) => {
    if (method === "POST" && path === "/v1/oauth2/token") {
      const basic = `Basic ${Buffer.from(`${opts.clientId}:${opts.clientSecret}`).toString("base64")}`;
      if (headers.authorization !== basic)
        return { status: 401, body: { error: "invalid_client", error_description: "Client Authentication failed" } };
      if (new URLSearchParams(raw).get("grant_type") !== "client_credentials") {
        return { status: 400, body: { error: "unsupported_grant_type", error_description: "Grant Type is NULL" } };
      }
      const token = `A21AA${randomBytes(24).toString("hex")}`;
      tokens.set(token, Date.now() + 32_400_000);
      return {
        status: 200,
        body: {
          scope: "https://uri.paypal.com/services/payments/payment",
          access_token: token,
          token_type: "Bearer",
          app_id: "APP-80W284485P519543T",
          expires_in: 32400,
          nonce: randomUUID(),
        },
      };
    }
    const bearer = /^Bearer (.+)$/.exec(headers.authorization ?? "")?.[1];
    if (!bearer || !((tokens.get(bearer) ?? 0) > Date.now())) {
      return {
        status: 401,
        body: { error: "invalid_token", error_description: "Token signature verification failed" },
      };
    }
    let body: Json = {};
    if (method === "POST") {
      try {
        body = raw ? (JSON.parse(raw) as Json) : {};
      } catch {
        return problem(400, "INVALID_REQUEST", "MALFORMED_REQUEST_JSON");
      }
    }
    const orderGet = /^\/v2\/checkout\/orders\/([A-Z0-9]+)$/.exec(path);
    if (method === "GET" && orderGet) {
      const order = findOrder(orderGet[1]!);
      return order ? { status: 200, body: order } : problem(404, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID");
    }
    if (method === "POST" && path === "/v1/notifications/verify-webhook-signature") return verify(body);
    const capture = /^\/v2\/checkout\/orders\/([A-Z0-9]+)\/capture$/.exec(path);
    const refund = /^\/v2\/payments\/captures\/([A-Z0-9]+)\/refund$/.exec(path);
    const run =
      method === "POST" && path === "/v2/checkout/orders"
        ? () => createOrder(body, headers)
        : method === "POST" && capture
          ? () => captureOrder(capture[1]!)
          : method === "POST" && refund
            ? () => refundCapture(refund[1]!, body)
            : undefined;
    if (!run) return problem(404, "NOT_FOUND", undefined, `No route for ${method} ${path}`);
    // PayPal-Request-Id: the same id on the same call answers with the first (successful) answer again.
    const requestId = headers["paypal-request-id"];
    const key = typeof requestId === "string" ? `${path} ${requestId}` : undefined;
    if (key && byRequestId.has(key)) {
      const first = byRequestId.get(key)!;
      return { status: first.status === 201 ? 200 : first.status, body: first.body };
    }
    const answer = run();
    if (key && answer.status < 300) byRequestId.set(key, answer);
    return answer;
  };

  /** The buyer's "Log in & pay" page: approving sends them to return_url with the order token and a PayerID. */
  const approve = (orderId: string): string => {
    const order = findOrder(orderId);
    if (!order) throw new Error(`No order ${orderId}`);
    if (order.status === "PAYER_ACTION_REQUIRED") {
      order.status = "APPROVED";
      order.payer = {
        payer_id: paypalId(13),
        email_address: "buyer@example.com",
        name: { given_name: "Bea", surname: "Buyer" },
      };
    }
    const back = new URL(order.payment_source.paypal.experience_context.return_url);
    back.searchParams.set("token", order.id);
    back.searchParams.set("PayerID", String(order.payer!.payer_id));
    return back.toString();
  };

  const checkoutPage = (req: http.IncomingMessage, res: http.ServerResponse, raw: string, url: URL) => {
    const token = (req.method === "POST" ? new URLSearchParams(raw).get("token") : url.searchParams.get("token")) ?? "";
    const order = findOrder(token);
    if (!order) {
      res.writeHead(404, { "content-type": "text/html; charset=utf-8" });
      res.end(hostedPage("PayPal (local stand-in)", "<p>This order does not exist.</p>"));
      return;
    }
    if (req.method === "POST") {
      res.writeHead(303, { location: approve(order.id) });
      res.end();
      return;
    }
    const unit = order.purchase_units[0]!;
    const cancel = new URL(order.payment_source.paypal.experience_context.cancel_url);
    cancel.searchParams.set("token", order.id);
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(
      hostedPage(
        "PayPal Checkout (local stand-in)",
        `<p>${escapeHtml(String(unit.invoice_id ?? unit.reference_id ?? ""))}: <strong>${escapeHtml(`${unit.amount.value} ${unit.amount.currency_code}`)}</strong></p>` +
          `<p>Signed in as buyer@example.com</p>` +
          `<form method="post" action="/checkoutnow"><input type="hidden" name="token" value="${escapeHtml(order.id)}"><button type="submit">Approve</button></form>` +
          `<p><a href="${escapeHtml(cancel.toString())}">Cancel and return to the merchant</a></p>`,
      ),
    );
  };

  const server = standInServer({
    webhookTarget: opts.webhookTarget,
    page: (req, res, raw, url) => {
      if (url.pathname !== "/checkoutnow") return false;
      checkoutPage(req, res, raw, url);
      return true;
    },
    api: (req, raw, url) => api(req.method ?? "", url.pathname, raw, req.headers),
    headers: () => ({ "paypal-debug-id": randomBytes(6).toString("hex") }),
    failure: (err) => ({ name: "INTERNAL_SERVER_ERROR", message: String(err) }),
  });
  const { webhooks } = server;
  const controls = await server.start(opts.port);
  base = controls.url;
  return {
    ...controls,
    orders,
    captures,
    refunds,
    tokensIssued: () => tokens.size,
    approve,
    async emit(eventType, resource) {
      const d = eventOf(eventType, resource);
      await webhooks.now(d);
      return d;
    },
    verifications: () => verifyCalls,
    failVerificationNext(status, times = 1) {
      verifyFailStatus = status;
      verifyFailures = times;
    },
    createForeignOrder(unit) {
      const answer = createOrder(
        {
          intent: "CAPTURE",
          purchase_units: [{ reference_id: unit.invoice_id ?? "default", ...unit }],
          payment_source: {
            paypal: {
              experience_context: {
                return_url: "https://elsewhere.example/return",
                cancel_url: "https://elsewhere.example/",
              },
            },
          },
        },
        {},
      );
      if (answer.status !== 201) throw new Error(`The stand-in refused the order: ${JSON.stringify(answer.body)}`);
      return answer.body as StandInOrder;
    },
    async captureForeign(orderId) {
      const answer = captureOrder(orderId);
      if (answer.status !== 201) throw new Error(`The stand-in refused the capture: ${JSON.stringify(answer.body)}`);
      await webhooks.idle();
    },
  };
}

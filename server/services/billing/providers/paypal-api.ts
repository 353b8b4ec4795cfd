import { minorDigits } from "@common/regions";
import type { PayPalConfig } from "../../../config";

/**
 * A small client of PayPal's documented REST API (OAuth 2 client credentials, Orders v2, Payments v2, webhook
 * verification), on fetch.
 *
 * Why not the official @paypal/paypal-server-sdk: its base URL is chosen from a closed enum (Production or
 * Sandbox, hard-coded in the generated client's getBaseUri), so it cannot be pointed at the local stand-in the
 * tests and the e2e run use; and it has no Notifications API, so webhook verification would need this client
 * anyway. The slice used here is six calls.
 */

/** A non-2xx answer of PayPal: its status and, where PayPal names one, the first issue (ORDER_ALREADY_CAPTURED). */
export class PayPalApiError extends Error {
  constructor(
    readonly status: number,
    readonly issue: string | undefined,
    readonly debugId: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

/** A token is renewed this long before PayPal says it expires, so a call never carries an expired one. */
const TOKEN_MARGIN_MS = 60_000;
const TIMEOUT_MS = 20_000;

export interface PayPalApi {
  /** A JSON call with the app's bearer token; `requestId` is sent as PayPal-Request-Id (idempotency). */
  call<T>(method: "GET" | "POST", path: string, body?: unknown, opts?: { requestId?: string }): Promise<T>;
  /** A call whose JSON body is given as text: webhook verification must carry the event's bytes unchanged. */
  callRaw<T>(path: string, rawJson: string): Promise<T>;
}

export function createPayPalApi(config: PayPalConfig, fetchImpl: typeof fetch = fetch): PayPalApi {
  let token: { value: string; expiresAt: number } | undefined;
  let pending: Promise<string> | undefined;

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString("base64");
    const res = await fetchImpl(`${config.apiUrl}/v1/oauth2/token`, {
      method: "POST",
      headers: {
        authorization: `Basic ${basic}`,
        "content-type": "application/x-www-form-urlencoded",
        accept: "application/json",
      },
      body: "grant_type=client_credentials",
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const json = (await res.json().catch(() => ({}))) as { access_token?: string; expires_in?: number };
    // The answer's body is never put into the message: it would hold the token.
    if (!res.ok || !json.access_token)
      throw new PayPalApiError(res.status, undefined, undefined, "PayPal refused the app's credentials");
    token = { value: json.access_token, expiresAt: Date.now() + (json.expires_in ?? 300) * 1000 - TOKEN_MARGIN_MS };
    return token.value;
  }

  /** One token request at a time: concurrent calls on a cold cache share it. */
  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    pending ??= fetchToken().finally(() => {
      pending = undefined;
    });
    return pending;
  }

  async function send<T>(method: string, path: string, body: string | undefined, requestId?: string): Promise<T> {
    const attempt = async () =>
      fetchImpl(`${config.apiUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${await accessToken()}`,
          "content-type": "application/json",
          accept: "application/json",
          prefer: "return=representation",
          ...(requestId ? { "paypal-request-id": requestId } : {}),
        },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    let res = await attempt();
    if (res.status === 401) {
      // Revoked or expired early: one fresh token, once.
      token = undefined;
      res = await attempt();
    }
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : {};
    } catch {
      json = {};
    }
    if (!res.ok) {
      const e = json as { name?: string; message?: string; debug_id?: string; details?: { issue?: string }[] };
      const issue = e.details?.[0]?.issue ?? e.name;
      throw new PayPalApiError(
        res.status,
        issue,
        e.debug_id,
        `PayPal ${method} ${path.replace(/\/[A-Z0-9]{10,}(?=\/|$)/g, "/…")} answered ${res.status}${issue ? ` ${issue}` : ""}`,
      );
    }
    return json as T;
  }

  return {
    call: (method, path, body, opts = {}) =>
      send(method, path, body === undefined ? undefined : JSON.stringify(body), opts.requestId),
    callRaw: (path, rawJson) => send("POST", path, rawJson),
  };
}

/**
 * PayPal's currencies without decimals. Our stored minor units follow Intl (minorDigits), which gives TWD two
 * digits (and, depending on the ICU data, HUF too): PayPal takes them whole, so 150000 stored TWD are "1500" there.
 */
const NO_DECIMALS = new Set(["HUF", "JPY", "TWD"]);

/** Decimals of a currency in PayPal's amount strings: 0 for the above, otherwise the currency's own (USD 2). */
const payPalDigits = (currency: string) => (NO_DECIMALS.has(currency.toUpperCase()) ? 0 : minorDigits(currency));

/**
 * Minor units (common/regions.ts: the currency's own digits) as PayPal's decimal string: 4249 USD → "42.49",
 * 1500 JPY → "1500". An amount PayPal cannot write (a fraction of a HUF) is an error, never a rounding.
 */
export function toPayPalValue(minor: number, currency: string): string {
  const drop = minorDigits(currency) - payPalDigits(currency);
  if (drop > 0 && minor % 10 ** drop !== 0) throw new Error(`PayPal takes ${currency} in whole units only`);
  const units = drop > 0 ? minor / 10 ** drop : minor;
  const digits = payPalDigits(currency);
  if (digits === 0) return String(units);
  const s = String(units).padStart(digits + 1, "0");
  return `${s.slice(0, -digits)}.${s.slice(-digits)}`;
}

/** PayPal's decimal string as minor units, without floating point: "42.49" → 4249, "42.5" → 4250, "1500" JPY → 1500. */
export function fromPayPalValue(value: string, currency: string): number | undefined {
  let decimals: number;
  try {
    decimals = payPalDigits(currency);
  } catch {
    return undefined; // not a currency Intl knows
  }
  const m = /^(\d{1,12})(?:\.(\d+))?$/.exec(value);
  if (!m) return undefined;
  const fraction = m[2] ?? "";
  if (fraction.length > decimals && /[^0]/.test(fraction.slice(decimals))) return undefined;
  const units = Number(m[1]) * 10 ** decimals + Number(fraction.slice(0, decimals).padEnd(decimals, "0") || "0");
  return units * 10 ** (minorDigits(currency) - decimals);
}

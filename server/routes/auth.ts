import { sql } from "drizzle-orm";
import { Hono, type Context } from "hono";
import {
  emailOnlySchema,
  signInSchema,
  signUpSchema,
  twoFactorCodeSchema,
  twoFactorPasswordSchema,
} from "@common/auth";
import { changePasswordSchema } from "@common/account";
import { localizedPath } from "@common/locales";
import { POW_HEADER } from "@common/pow";
import type { AppDeps, AppEnv } from "../app-deps";
import { CLIENT_IP_HEADER, type Auth } from "../auth/auth";
import { CAPTCHA_ANSWER_HEADER, CAPTCHA_TOKEN_HEADER, checkCaptcha } from "../auth/captcha";
import { clientIp } from "../lib/client-ip";
import {
  ADDRESS_RULES,
  IP_RULES,
  SIGN_IN_FAILURE_RULE,
  TWO_FACTOR_ACCOUNT_RULE,
  TWO_FACTOR_VERIFY_PATHS,
} from "../auth/limits";
import { twoFactorSubject } from "../auth/two-factor-subject";
import { localeFromHeader } from "../auth/locale";
import { user } from "../db/schema";
import { CONTROL_CHARS_MESSAGE, hasControlChars } from "@common/text";
import { ApiError } from "../lib/http-error";
import { validate } from "../lib/validate";
import { checkPow } from "../pow/pow";
import { assertStrongPassword } from "../auth/password-strength";
import { renderAuthEmail } from "../mail/templates/auth-emails";
import { hit as hitLimit, peek, seconds } from "../lib/rate-limit";
import { REQUEST_ID_HEADER } from "../lib/logger";

type Deps = AppDeps & { auth: Auth };

const CAPTCHA_PATHS = new Set(["/sign-in/email", "/sign-up/email"]);
/** Forms a script would post in bulk: each post costs a proof-of-work solution. */
const POW_PATHS = new Set(["/sign-in/email", "/sign-up/email", "/request-password-reset"]);

/**
 * The bodies this front checks before better-auth sees them, by better-auth path; /api/openapi.json describes
 * these endpoints with the same schemas.
 */
export const AUTH_BODY_SCHEMAS = {
  "/sign-up/email": signUpSchema,
  "/sign-in/email": signInSchema,
  "/request-password-reset": emailOnlySchema,
  "/send-verification-email": emailOnlySchema,
  "/two-factor/verify-totp": twoFactorCodeSchema,
  "/two-factor/verify-backup-code": twoFactorCodeSchema,
  "/two-factor/enable": twoFactorPasswordSchema,
  "/two-factor/disable": twoFactorPasswordSchema,
  "/change-password": changePasswordSchema,
} as const;
const authBodySchema = (path: string) => AUTH_BODY_SCHEMAS[path as keyof typeof AUTH_BODY_SCHEMAS];

export function rateLimited(): ApiError {
  return new ApiError(429, "RATE_LIMITED", "Too many requests. Please try again later.");
}

/**
 * /api/auth/*: better-auth behind a thin front that adds what the product asks of it: the captcha on
 * sign-up and sign-in (before any password is checked), limits per e-mail address, no account
 * enumeration on sign-up, the user's language, and the API's one error shape.
 */
export function authRoutes(deps: Deps) {
  const { auth, database, config } = deps;
  const db = database.db;

  return new Hono<AppEnv>().on(["GET", "POST"], "/*", async (c) => {
    const path = c.req.path.replace(/^.*?\/api\/auth/, "") || "/";
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    // The request's id as its answer carries it, for the lines better-auth's callbacks log (createAuth).
    if (c.var.log.reqId) headers.set(REQUEST_ID_HEADER, c.var.log.reqId);
    const ip = clientIp(c as unknown as Context, config.trustProxy);
    if (ip) headers.set(CLIENT_IP_HEADER, ip);

    let bodyText: string | undefined;
    let failureKey: string | undefined;
    let body: Record<string, unknown> = {};
    if (c.req.method === "POST") {
      body = parseAuthBody(await c.req.text());
      // better-auth gets the body we checked, as JSON, never an empty or half-read one.
      bodyText = JSON.stringify(body);
      headers.set("content-type", "application/json");
      headers.delete("content-length");

      // Per-IP limits, counted in one atomic upsert before any captcha, password hash or mail:
      // a burst of parallel requests cannot all slip through (better-auth's own counter reads, then writes).
      const ipRule = IP_RULES[path as keyof typeof IP_RULES];
      if (ipRule) {
        const hit = await hitLimit(db, `ip:${path}:${ip}`, seconds(ipRule));
        if (!hit.allowed) return c.json(rateLimited().toBody(), 429, { "Retry-After": String(hit.retryAfterSeconds) });
      }

      // Many failed sign-ins to one address (from anywhere) raise its challenge; they never refuse its password.
      failureKey =
        path === "/sign-in/email" && typeof body.email === "string"
          ? `sign-in-failed:${body.email.trim().toLowerCase()}`
          : undefined;
      const raised =
        !!failureKey && (await peek(db, failureKey, seconds(SIGN_IN_FAILURE_RULE))) >= SIGN_IN_FAILURE_RULE.max;
      if (POW_PATHS.has(path)) {
        await checkPow(db, config.authSecret, c.req.header(POW_HEADER), Date.now(), raised ? "hard" : "normal");
      }

      if (TWO_FACTOR_VERIFY_PATHS.has(path)) {
        const subject = await twoFactorSubject(db, auth, headers);
        if (subject) {
          const hit = await hitLimit(db, `2fa:${subject}`, seconds(TWO_FACTOR_ACCOUNT_RULE));
          if (!hit.allowed)
            return c.json(rateLimited().toBody(), 429, { "Retry-After": String(hit.retryAfterSeconds) });
        }
      }

      if (CAPTCHA_PATHS.has(path)) {
        await checkCaptcha(
          db,
          config.authSecret,
          c.req.header(CAPTCHA_TOKEN_HEADER),
          c.req.header(CAPTCHA_ANSWER_HEADER),
        );
      }
      const schema = authBodySchema(path);
      if (schema) validate(schema, body);
      // Before the existing-account branch below, so a weak password is refused alike for known and new addresses.
      if (path === "/sign-up/email") {
        await assertStrongPassword(body.password, [String(body.email), String(body.name ?? "")]);
      }
      if (path === "/reset-password" || path === "/change-password") await assertStrongPassword(body.newPassword);

      const rule = ADDRESS_RULES[path as keyof typeof ADDRESS_RULES];
      const address =
        typeof body.email === "string" ? body.email : typeof body.newEmail === "string" ? body.newEmail : "";
      if (rule && address) {
        const hit = await hitLimit(db, `address:${path}:${address.trim().toLowerCase()}`, seconds(rule));
        if (!hit.allowed) return c.json(rateLimited().toBody(), 429, { "Retry-After": String(hit.retryAfterSeconds) });
      }

      if (path === "/sign-up/email") {
        const email = String(body.email).trim().toLowerCase();
        const [existing] = await db
          .select({ id: user.id, name: user.name, locale: user.locale })
          .from(user)
          .where(sql`lower(${user.email}) = ${email}`);
        if (existing) {
          // Same answer as a new sign-up; the owner gets a note instead of a second account.
          const ctx = await auth.$context;
          await ctx.password.hash(String(body.password));
          const lang = localeFromHeader(c.req.header("accept-language"));
          const url = `${config.publicUrl}${localizedPath(lang, "/forgot-password")}`;
          try {
            await deps.mailer.send({
              to: email,
              ...renderAuthEmail("accountExists", lang, { name: existing.name, url }),
            });
          } catch (err) {
            c.var.log.error("auth mail failed", { kind: "accountExists", error: String(err) });
          }
          return c.json({ status: true });
        }
      }
    }

    const forwarded = new Request(c.req.url, {
      method: c.req.method,
      headers,
      body: bodyText,
    });
    const res = await auth.handler(forwarded);
    if (failureKey && res.status === 401) await hitLimit(db, failureKey, seconds(SIGN_IN_FAILURE_RULE));

    if (res.ok && path === "/sign-up/email") {
      // A new account's e-mails start in the language it signed up in; afterwards only its profile changes that
      // (signing in from a page in another language does not).
      const email = String(body.email).trim().toLowerCase();
      const locale = localeFromHeader(c.req.header("accept-language"));
      await db
        .update(user)
        .set({ locale })
        .where(sql`lower(${user.email}) = ${email}`);
      return c.json({ status: true });
    }
    return withoutSessionTokens(await toApiShape(res));
  });
}

/**
 * A session's token is its bearer credential; the browser holds it in an httpOnly cookie and no script may read
 * it. better-auth answers it in session lists (list-sessions), in get-session and after sign-in or a two-factor
 * code: every `token` string is taken out of every JSON answer of /api/auth (the cookie is all a browser needs).
 */
export async function withoutSessionTokens(res: Response): Promise<Response> {
  if (!res.ok || !(res.headers.get("content-type") ?? "").includes("json")) return res;
  const text = await res.text();
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return new Response(text, { status: res.status, headers: res.headers });
  }
  const strip = (v: unknown, depth: number): unknown => {
    if (depth > 8 || !v || typeof v !== "object") return v;
    if (Array.isArray(v)) return v.map((x) => strip(x, depth + 1));
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) {
      if (k === "token" && typeof x === "string") continue;
      out[k] = strip(x, depth + 1);
    }
    return out;
  };
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(strip(data, 0)), { status: res.status, headers });
}

/** better-auth answers errors as { code?, message }; the API's shape is { error: { code, message } }. */
async function toApiShape(res: Response): Promise<Response> {
  if (res.ok || res.status < 400) return res;
  const type = res.headers.get("content-type") ?? "";
  let code = res.status === 429 ? "RATE_LIMITED" : "AUTH_ERROR";
  let message = res.status === 429 ? "Too many requests. Please try again later." : `HTTP ${res.status}`;
  if (type.includes("json")) {
    const data = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
    if (data.code) code = data.code;
    if (data.message) message = data.message;
  }
  const headers = new Headers(res.headers);
  headers.set("content-type", "application/json");
  headers.delete("content-length");
  const retry = headers.get("x-retry-after");
  if (retry) headers.set("Retry-After", retry);
  return new Response(JSON.stringify({ error: { code, message } }), { status: res.status, headers });
}

/** Fields better-auth reads as strings (it calls string methods on them) and as booleans. */
const STRING_FIELDS = [
  "email",
  "newEmail",
  "password",
  "newPassword",
  "currentPassword",
  "name",
  "token",
  "callbackURL",
  "redirectTo",
  "errorCallbackURL",
  "newUserCallbackURL",
  "sessionToken",
  "provider",
  "idToken",
  "code",
  "issuer",
] as const;
const BOOLEAN_FIELDS = [
  "rememberMe",
  "revokeOtherSessions",
  "dontRememberMe",
  "trustDevice",
  "disableSession",
] as const;
const NULLABLE_STRING_FIELDS = ["image"] as const;

/**
 * The one parse of an /api/auth POST body, before better-auth sees it: valid JSON (an empty body is `{}`),
 * an object, the fields better-auth treats as text really text (a number or null `callbackURL` or `name`
 * made it throw), booleans boolean, no control characters. Anything else is 400 in the API's error shape.
 */
export function parseAuthBody(text: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    throw new ApiError(400, "MALFORMED_JSON", "The request body is not valid JSON.");
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) {
    throw new ApiError(400, "VALIDATION_FAILED", "The request body must be a JSON object.");
  }
  const body = parsed as Record<string, unknown>;
  const fields: Record<string, string> = {};
  for (const key of STRING_FIELDS) {
    const v = body[key];
    if (v === undefined) continue;
    if (typeof v !== "string") fields[key] = "Must be text.";
    else if (hasControlChars(v)) fields[key] = CONTROL_CHARS_MESSAGE;
    else if (v.length > 2048) fields[key] = "Too long.";
  }
  for (const key of NULLABLE_STRING_FIELDS) {
    const v = body[key];
    if (v !== undefined && v !== null && typeof v !== "string") fields[key] = "Must be text or null.";
    else if (typeof v === "string" && hasControlChars(v)) fields[key] = CONTROL_CHARS_MESSAGE;
  }
  for (const key of BOOLEAN_FIELDS) {
    const v = body[key];
    if (v !== undefined && typeof v !== "boolean") fields[key] = "Must be true or false.";
  }
  if (Object.keys(fields).length) throw new ApiError(400, "VALIDATION_FAILED", "Some fields are invalid.", fields);
  return body;
}

import path from "node:path";
import { z } from "zod";
import { LOG_LEVELS } from "./lib/logger";

const DEV_AUTH_SECRET = "dev-only-secret-change-me-0123456789abcdef";

/**
 * About 25,000 SHA-256 hashes on average: a tenth of a second or two in a browser's worker, while a script that
 * posts thousands of forms pays that much CPU for each.
 */
export const DEFAULT_POW_MAX_NUMBER = 50_000;

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()));

const emailList = optionalString.pipe(
  z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(",")
            .map((s) => s.trim().toLowerCase())
            .filter(Boolean)
        : [],
    )
    .pipe(z.array(z.email({ error: "must be a comma-separated list of e-mail addresses" }))),
);

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: optionalString.pipe(
      z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" }).optional(),
    ),
    PUBLIC_URL: optionalString.pipe(z.url({ error: "must be an absolute URL such as https://example.com" }).optional()),
    AUTH_SECRET: optionalString.pipe(z.string().min(32, { error: "must be at least 32 characters" }).optional()),
    BACKUP_KEY: optionalString.pipe(z.string().min(32, { error: "must be at least 32 characters" }).optional()),
    SMTP_URL: optionalString.pipe(
      z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
    ),
    MAIL_FROM: z.string().default("Umbra Agency <no-reply@umbra.agency>"),
    STAFF_EMAIL: z.email({ error: "must be an e-mail address" }).default("staff@umbra.agency"),
    ADMIN_EMAILS: emailList,
    TRUST_PROXY: z
      .enum(["true", "false", "1", "0", ""])
      .default("false")
      .transform((v) => v === "true" || v === "1"),
    /** Development only: webhooks may go to loopback and private addresses, and over http (README: Webhooks). */
    WEBHOOKS_ALLOW_PRIVATE: z
      .enum(["true", "false", "1", "0", ""])
      .default("false")
      .transform((v) => v === "true" || v === "1"),
    TEST_CLOCK: z
      .enum(["true", "false", "1", "0", ""])
      .default("false")
      .transform((v) => v === "true" || v === "1"),
    LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
    METRICS_TOKEN: optionalString.pipe(
      z
        .string()
        .regex(/^[\x21-\x7e]{16,200}$/, { error: "must be 16 to 200 visible ASCII characters (no spaces)" })
        .optional(),
    ),
    POW_MAX_NUMBER: z.coerce
      .number({ error: "must be a whole number" })
      .int({ error: "must be a whole number" })
      .min(10, { error: "must be at least 10" })
      .max(10_000_000, { error: "must be at most 10000000" })
      .default(DEFAULT_POW_MAX_NUMBER),
    S3_BUCKET: optionalString.pipe(
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: "must be a bucket name (3-63 of a-z 0-9 . -)" })
        .optional(),
    ),
    S3_REGION: optionalString.pipe(
      z
        .string()
        .regex(/^[a-z0-9-]{1,40}$/, { error: "must be a region name such as eu-central-1" })
        .optional(),
    ),
    S3_ENDPOINT: optionalString.pipe(
      z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
    ),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: z
      .enum(["true", "false", "1", "0", ""])
      .default("false")
      .transform((v) => v === "true" || v === "1"),
    STRIPE_SECRET_KEY: optionalString.pipe(
      z
        .string()
        .regex(/^(sk|rk)_[A-Za-z0-9_]{8,}$/, { error: "must be a Stripe secret key (sk_... or rk_...)" })
        .optional(),
    ),
    STRIPE_WEBHOOK_SECRET: optionalString.pipe(
      z
        .string()
        .regex(/^whsec_[A-Za-z0-9+/=_]{8,}$/, { error: "must be a Stripe webhook signing secret (whsec_...)" })
        .optional(),
    ),
    ORDER_QUOTA_MB: z.coerce
      .number({ error: "must be a whole number" })
      .int({ error: "must be a whole number" })
      .min(1, { error: "must be at least 1" })
      .max(1_000_000, { error: "must be at most 1000000" })
      .default(500),
    ACCOUNT_QUOTA_MB: z.coerce
      .number({ error: "must be a whole number" })
      .int({ error: "must be a whole number" })
      .min(1, { error: "must be at least 1" })
      .max(1_000_000, { error: "must be at most 1000000" })
      .default(2048),
    CHAT_RETENTION_DAYS: z.coerce
      .number({ error: "must be a whole number" })
      .int({ error: "must be a whole number" })
      .min(1, { error: "must be at least 1" })
      .max(3650, { error: "must be at most 3650" })
      .default(30),
    CHAT_STREAMS_MAX: optionalString.pipe(
      z.coerce
        .number<string | undefined>({ error: "must be a whole number" })
        .int({ error: "must be a whole number" })
        .min(1, { error: "must be at least 1" })
        .max(100_000, { error: "must be at most 100000" })
        .optional(),
    ),
    STRIPE_API_URL: optionalString.pipe(
      z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
    ),
    PAYPAL_CLIENT_ID: optionalString.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{8,200}$/, { error: "must be a PayPal REST app client id" })
        .optional(),
    ),
    PAYPAL_CLIENT_SECRET: optionalString.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{8,200}$/, { error: "must be a PayPal REST app secret" })
        .optional(),
    ),
    PAYPAL_WEBHOOK_ID: optionalString.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{4,64}$/, { error: "must be the id of the app's PayPal webhook" })
        .optional(),
    ),
    PAYPAL_API_URL: optionalString.pipe(
      z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
    ),
    PAYPAL_SANDBOX: z
      .enum(["true", "false", "1", "0", ""])
      .default("false")
      .transform((v) => v === "true" || v === "1"),
  })
  .transform((env, ctx) => {
    let authSecret = env.AUTH_SECRET;
    if (!authSecret) {
      if (env.NODE_ENV === "production") {
        ctx.addIssue({ code: "custom", path: ["AUTH_SECRET"], message: "is required when NODE_ENV=production" });
        return z.NEVER;
      }
      authSecret = DEV_AUTH_SECRET;
    }
    const s3 = s3Config(env, ctx);
    if (s3 === null) return z.NEVER;
    const stripe = stripeConfig(env, ctx);
    if (stripe === null) return z.NEVER;
    const paypal = paypalConfig(env, ctx);
    if (paypal === null) return z.NEVER;
    const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
    return {
      nodeEnv: env.NODE_ENV,
      isProduction: env.NODE_ENV === "production",
      port: env.PORT,
      host: env.HOST,
      dataDir: path.resolve(env.DATA_DIR),
      databaseUrl: env.DATABASE_URL,
      publicUrl,
      /** Session cookies are Secure whenever the public URL is https, whatever NODE_ENV says. */
      secureCookies: publicUrl.startsWith("https:"),
      /** Closed chats of visitors who never signed in are deleted this many days after closing. */
      chatRetentionDays: env.CHAT_RETENTION_DAYS,
      /** Lowers the instance's budget of chat streams (otherwise half the open-file limit, at most 4,000). */
      chatStreamsMax: env.CHAT_STREAMS_MAX,
      trustedOrigins: trustedOrigins(publicUrl, env.NODE_ENV === "production"),
      authSecret,
      /** Authenticates backup archives (README: Backups); undefined = a key derived from AUTH_SECRET. */
      backupKey: env.BACKUP_KEY,
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM,
      staffEmail: env.STAFF_EMAIL,
      adminEmails: env.ADMIN_EMAILS,
      trustProxy: env.TRUST_PROXY,
      webhooksAllowPrivate: env.WEBHOOKS_ALLOW_PRIVATE,
      /**
       * A test clock for the browser walks (never with NODE_ENV=production): staff may run a due-check as if it were
       * another time, the way a payment provider's test clocks advance a subscription.
       */
      testClock: env.TEST_CLOCK && env.NODE_ENV !== "production",
      logLevel: env.LOG_LEVEL,
      /** Bearer token of GET /metrics; undefined = /metrics answers 404. */
      metricsToken: env.METRICS_TOKEN,
      /** Proof-of-work difficulty: the solver tries on average half this many SHA-256 hashes. */
      powMaxNumber: env.POW_MAX_NUMBER,
      /** Storage quotas of the files clients upload: per order and per account, in bytes. */
      fileQuota: {
        orderBytes: env.ORDER_QUOTA_MB * 1024 * 1024,
        accountBytes: env.ACCOUNT_QUOTA_MB * 1024 * 1024,
      },
      /** Object storage for order files; undefined = the disk under DATA_DIR/files. */
      s3,
      /** Card payments through Stripe Checkout; undefined = card is not offered. */
      stripe,
      /** Online wallet payments through PayPal Checkout; undefined = the wallet is not offered. */
      paypal,
    };
  });

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Another API base (the tests' local stand-in); Stripe's own when undefined. */
  apiUrl?: string;
}

type StripeEnv = { STRIPE_SECRET_KEY?: string; STRIPE_WEBHOOK_SECRET?: string; STRIPE_API_URL?: string };

/** Both keys or neither: a key without its webhook secret would take money that no webhook could ever record. */
function stripeConfig(env: StripeEnv, ctx: z.RefinementCtx): StripeConfig | undefined | null {
  if (!env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    if (!env.STRIPE_API_URL) return undefined;
    ctx.addIssue({ code: "custom", path: ["STRIPE_SECRET_KEY"], message: "is required when STRIPE_API_URL is set" });
    return null;
  }
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) {
    const missing = env.STRIPE_SECRET_KEY ? "STRIPE_WEBHOOK_SECRET" : "STRIPE_SECRET_KEY";
    const other = env.STRIPE_SECRET_KEY ? "STRIPE_SECRET_KEY" : "STRIPE_WEBHOOK_SECRET";
    ctx.addIssue({ code: "custom", path: [missing], message: `is required when ${other} is set` });
    return null;
  }
  return { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiUrl: env.STRIPE_API_URL };
}

export const PAYPAL_LIVE_API_URL = "https://api-m.paypal.com";
export const PAYPAL_SANDBOX_API_URL = "https://api-m.sandbox.paypal.com";

export interface PayPalConfig {
  clientId: string;
  clientSecret: string;
  /** The id PayPal gave the app's webhook: every event is verified against it. */
  webhookId: string;
  /** PayPal's live or sandbox REST API, or another base (the tests' local stand-in). */
  apiUrl: string;
}

type PayPalEnv = {
  PAYPAL_CLIENT_ID?: string;
  PAYPAL_CLIENT_SECRET?: string;
  PAYPAL_WEBHOOK_ID?: string;
  PAYPAL_API_URL?: string;
  PAYPAL_SANDBOX: boolean;
};

const PAYPAL_KEYS = ["PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET", "PAYPAL_WEBHOOK_ID"] as const;

/**
 * All three or none: credentials without the webhook id would take money that no verified webhook could record,
 * and a webhook id without credentials could verify nothing.
 */
function paypalConfig(env: PayPalEnv, ctx: z.RefinementCtx): PayPalConfig | undefined | null {
  const given = PAYPAL_KEYS.filter((k) => env[k]);
  if (given.length === 0) {
    if (!env.PAYPAL_API_URL) return undefined;
    ctx.addIssue({ code: "custom", path: ["PAYPAL_CLIENT_ID"], message: "is required when PAYPAL_API_URL is set" });
    return null;
  }
  const missing = PAYPAL_KEYS.find((k) => !env[k]);
  if (missing) {
    ctx.addIssue({ code: "custom", path: [missing], message: `is required when ${given[0]} is set` });
    return null;
  }
  return {
    clientId: env.PAYPAL_CLIENT_ID!,
    clientSecret: env.PAYPAL_CLIENT_SECRET!,
    webhookId: env.PAYPAL_WEBHOOK_ID!,
    apiUrl: (env.PAYPAL_API_URL ?? (env.PAYPAL_SANDBOX ? PAYPAL_SANDBOX_API_URL : PAYPAL_LIVE_API_URL)).replace(
      /\/$/,
      "",
    ),
  };
}

export interface S3Config {
  bucket: string;
  region: string;
  endpoint?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
}

type S3Env = {
  S3_BUCKET?: string;
  S3_REGION?: string;
  S3_ENDPOINT?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
};

/** The S3 settings when S3_BUCKET is set; null (with an issue naming the variable) when they do not fit together. */
function s3Config(env: S3Env & { S3_FORCE_PATH_STYLE: boolean }, ctx: z.RefinementCtx): S3Config | undefined | null {
  const others = (["S3_REGION", "S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const).find(
    (k) => env[k],
  );
  if (!env.S3_BUCKET) {
    if (!others) return undefined;
    ctx.addIssue({ code: "custom", path: ["S3_BUCKET"], message: `is required when ${others} is set` });
    return null;
  }
  // A half-given key pair would silently fall back to the machine's own AWS credentials.
  if (!!env.S3_ACCESS_KEY_ID !== !!env.S3_SECRET_ACCESS_KEY) {
    const missing = env.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID";
    ctx.addIssue({ code: "custom", path: [missing], message: "is required with the other S3 key variable" });
    return null;
  }
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION ?? "us-east-1",
    endpoint: env.S3_ENDPOINT,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

/**
 * Origins whose browsers may change state (Origin check, better-auth's trustedOrigins): PUBLIC_URL's origin,
 * and outside production, when that is a loopback address, the same port on the other loopback names, so a
 * newcomer who opens http://127.0.0.1:3000 instead of localhost is not refused.
 */
function trustedOrigins(publicUrl: string, production: boolean): string[] {
  const url = new URL(publicUrl);
  const origins = [url.origin];
  if (!production && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname)) {
    const port = url.port ? `:${url.port}` : "";
    for (const host of ["localhost", "127.0.0.1", "[::1]"]) origins.push(`${url.protocol}//${host}${port}`);
  }
  return [...new Set(origins)];
}

export type Config = z.output<typeof schema>;

export class ConfigError extends Error {}

/** Reads and validates the environment; throws a ConfigError whose message is one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = schema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0] ?? "environment");
    const value = env[name];
    const shown = value === undefined ? "" : ` (got "${/SECRET|URL|KEY/.test(name) ? "***" : value}")`;
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}${shown}`);
  }
  return result.data;
}

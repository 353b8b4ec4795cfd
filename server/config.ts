import path from "node:path";
import { z } from "zod";

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
    LOG_LEVEL: z.enum(["silent", "error", "info", "debug"]).default("info"),
    POW_MAX_NUMBER: z.coerce
      .number({ error: "must be a whole number" })
      .int({ error: "must be a whole number" })
      .min(10, { error: "must be at least 10" })
      .max(10_000_000, { error: "must be at most 10000000" })
      .default(DEFAULT_POW_MAX_NUMBER),
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
      trustedOrigins: trustedOrigins(publicUrl, env.NODE_ENV === "production"),
      authSecret,
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM,
      staffEmail: env.STAFF_EMAIL,
      adminEmails: env.ADMIN_EMAILS,
      trustProxy: env.TRUST_PROXY,
      logLevel: env.LOG_LEVEL,
      /** Proof-of-work difficulty: the solver tries on average half this many SHA-256 hashes. */
      powMaxNumber: env.POW_MAX_NUMBER,
    };
  });

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
    const shown =
      value === undefined ? "" : ` (got "${name.includes("SECRET") || name.includes("URL") ? "***" : value}")`;
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}${shown}`);
  }
  return result.data;
}

import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@common/locales";
import type { Config } from "../config";
import type { Database } from "../db/client";
import * as schema from "../db/schema";
import { betterAuthLogger, REQUEST_ID_HEADER, type Logger } from "../lib/logger";
import type { Mailer } from "../mail/mailer";
import { renderAuthEmail, type AuthEmailKind } from "../mail/templates/auth-emails";
import { localeFromHeader } from "./locale";
import { IP_RULES, PASSWORD_MAX, PASSWORD_MIN, SESSION_EXPIRES_IN, SESSION_UPDATE_AGE } from "./limits";
import { hashPassword, verifyPassword } from "./password";
import { grantRole } from "./roles";
import { claimGuestOrders } from "../services/claim-orders";

/** The header the auth routes set to the client's address (from the socket, or the proxy when trusted). */
export const CLIENT_IP_HEADER = "x-agency-client-ip";

export interface AuthDeps {
  config: Config;
  database: Database;
  logger: Logger;
  mailer: Mailer;
}

export function createAuth({ config, database, logger, mailer }: AuthDeps) {
  /** The language of the page the user acted on (Accept-Language), else the one we recorded. */
  const langFor = (u: { locale?: unknown }, request?: Request): Language => {
    const fromRequest = localeFromHeader(request?.headers.get("accept-language"));
    if (request?.headers.get("accept-language")) return fromRequest;
    return isLanguage(u.locale) ? u.locale : DEFAULT_LANGUAGE;
  };

  const send = async (
    kind: AuthEmailKind,
    to: string,
    u: { name: string; locale?: unknown },
    url: string,
    request?: Request,
    email?: string,
  ) => {
    const mail = renderAuthEmail(kind, langFor(u, request), { name: u.name, url, email });
    try {
      await mailer.send({ to, ...mail });
    } catch (err) {
      // A failed send must not tell the caller whether the address exists; the user can ask again.
      logger
        .forRequest(request?.headers.get(REQUEST_ID_HEADER))
        .error("auth mail failed", { kind, error: String(err) });
    }
  };

  return betterAuth({
    appName: "Umbra",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(database.db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
        twoFactor: schema.twoFactor,
      },
    }),
    user: {
      additionalFields: {
        locale: { type: "string", required: false, defaultValue: DEFAULT_LANGUAGE, input: false },
      },
      changeEmail: { enabled: true },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      revokeSessionsOnPasswordReset: true,
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: ({ user, url }, request) => send("reset", user.email, user, url, request),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60,
      sendVerificationEmail: async ({ user, url }, request) => {
        // A change of address sends the link to the new address: user.email is then not the stored one.
        const [stored] = await database.db
          .select({ email: schema.user.email })
          .from(schema.user)
          .where(eq(schema.user.id, user.id));
        const isChange = !!stored && stored.email !== user.email;
        await send(isChange ? "changeEmail" : "verify", user.email, user, url, request, user.email);
      },
      // Called for a new account's verification and for a verified change of e-mail (with the new address).
      afterEmailVerification: async (user, request) => {
        const log = logger.forRequest(request?.headers.get(REQUEST_ID_HEADER));
        if (user.emailVerified) {
          const claimed = await claimGuestOrders(database.db, user.id, user.email);
          if (claimed) log.info("guest orders claimed on a verified address", { userId: user.id, claimed });
        }
        if (config.adminEmails.includes(user.email.toLowerCase())) {
          await grantRole(database.db, user.id, "admin");
          log.info("admin role granted from ADMIN_EMAILS", { userId: user.id });
        }
      },
    },
    databaseHooks: {
      user: {
        update: {
          // Any other way an address becomes verified (the admin CLI, a future provider) claims its guest orders too.
          after: async (user) => {
            if (user.emailVerified) await claimGuestOrders(database.db, user.id, user.email);
          },
        },
      },
    },
    session: {
      expiresIn: SESSION_EXPIRES_IN,
      updateAge: SESSION_UPDATE_AGE,
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: { ...IP_RULES },
    },
    advanced: {
      cookiePrefix: "umbra",
      useSecureCookies: config.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: config.secureCookies },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    plugins: [
      // TOTP with backup codes; enabling takes the password and is confirmed by a first code (verify-totp).
      twoFactor({ issuer: "Umbra", backupCodeOptions: { amount: 10, length: 10 } }),
    ],
    logger: betterAuthLogger(logger),
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

import { z } from "zod";
import { safeString } from "./text";

/** Spec §9 and the issue: passwords from 8 to 128 characters, checked on the server. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 50;

export interface AuthMessages {
  required: string;
  invalidEmail: string;
  passwordMin: string;
  passwordMax: string;
  nameMin: string;
  nameMax: string;
}

/** English, the wording of spec §5 where it gives one; the web form passes translated ones. */
export const AUTH_MESSAGES: AuthMessages = {
  required: "Required",
  invalidEmail: "Invalid email address",
  passwordMin: `String must contain at least ${PASSWORD_MIN_LENGTH} character(s)`,
  passwordMax: `String must contain at most ${PASSWORD_MAX_LENGTH} character(s)`,
  nameMin: "Full name must be at least 2 characters",
  nameMax: `String must contain at most ${NAME_MAX_LENGTH} character(s)`,
};

const email = (m: AuthMessages) =>
  safeString({ error: m.required })
    .trim()
    .min(1, m.required)
    .pipe(z.email({ error: m.invalidEmail }));

export const newPassword = (m: AuthMessages) =>
  safeString({ error: m.required }).min(PASSWORD_MIN_LENGTH, m.passwordMin).max(PASSWORD_MAX_LENGTH, m.passwordMax);

export function makeSignUpSchema(m: AuthMessages = AUTH_MESSAGES) {
  return z.object({
    name: safeString({ error: m.required }).trim().min(NAME_MIN_LENGTH, m.nameMin).max(NAME_MAX_LENGTH, m.nameMax),
    email: email(m),
    password: newPassword(m),
  });
}

export function makeSignInSchema(m: AuthMessages = AUTH_MESSAGES) {
  return z.object({
    email: email(m),
    password: safeString({ error: m.required }).min(1, m.required).max(PASSWORD_MAX_LENGTH, m.passwordMax),
  });
}

export function makeEmailSchema(m: AuthMessages = AUTH_MESSAGES) {
  return z.object({ email: email(m) });
}

export function makeResetPasswordSchema(m: AuthMessages = AUTH_MESSAGES) {
  return z.object({ newPassword: newPassword(m), token: safeString().min(1, m.required) });
}

export const signUpSchema = makeSignUpSchema();
export const signInSchema = makeSignInSchema();
export const emailOnlySchema = makeEmailSchema();
export const resetPasswordSchema = makeResetPasswordSchema();

/** /api/auth/two-factor/verify-totp and verify-backup-code: a six-digit code or a backup code. */
export const twoFactorCodeSchema = z.object({
  code: safeString().pipe(z.string().trim().min(1, "Enter your code.").max(32)),
  trustDevice: z.boolean().optional(),
  disableSession: z.boolean().optional(),
});

/** /api/auth/two-factor/enable and disable: the account's password confirms the change. */
export const twoFactorPasswordSchema = z.object({
  password: safeString().pipe(z.string().min(1, "Enter your password.").max(128)),
  issuer: safeString().pipe(z.string().max(64)).optional(),
});

/** Where the verification link of a new account leads, signed in (spec §3). */
export const AFTER_VERIFY_PATH = "/dashboard";

/** GET /api/me: user null when signed out. */
export interface MeResponse {
  user: {
    id: string;
    email: string;
    name: string;
    emailVerified: boolean;
    locale: string;
    twoFactorEnabled: boolean;
  } | null;
  roles: string[];
  isAdmin: boolean;
}

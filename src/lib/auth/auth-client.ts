import type { MeResponse } from "@common/auth";
import { localizedHref } from "@/i18n/language";
import { ApiClientError, getJson, unwrap } from "@/lib/api-base";
import { POW_HARDER_REQUIRED } from "@common/pow";
import { hardPowHeader, powHeader } from "@/lib/pow/pow-header";

/** better-auth's routes under /api/auth, called with plain fetch (JSON in, the API's error shape out). */
async function authPost<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(`/api/auth${path}`, {
    method: "POST",
    credentials: "same-origin",
    headers: {
      "content-type": "application/json",
      "accept-language": document.documentElement.lang || "en",
      ...headers,
    },
    body: JSON.stringify(body),
  });
  return unwrap<T>(res);
}

export interface CaptchaChallenge {
  token: string;
  question: string;
  a: number;
  b: number;
  op: "+" | "-" | "*";
}

export async function fetchCaptcha(): Promise<CaptchaChallenge> {
  // The 429 branch is the API's error shape, which unwrap() turns into an ApiClientError.
  return getJson<CaptchaChallenge>("/captcha");
}

export interface CaptchaAnswer {
  token: string;
  answer: string;
}

const captchaHeaders = (c: CaptchaAnswer) => ({ "x-captcha-token": c.token, "x-captcha-answer": c.answer });

export const authClient = {
  signUp: async (input: { name: string; email: string; password: string }, captcha: CaptchaAnswer) =>
    authPost<{ status: boolean }>(
      "/sign-up/email",
      { ...input, callbackURL: localizedHref("/dashboard") },
      { ...captchaHeaders(captcha), ...(await powHeader()) },
    ),
  /** `twoFactorRedirect: true` when the account has two-factor authentication: a code finishes the sign-in. */
  signIn: async (input: { email: string; password: string }, captcha: CaptchaAnswer) => {
    try {
      return await authPost<{ twoFactorRedirect?: boolean }>("/sign-in/email", input, {
        ...captchaHeaders(captcha),
        ...(await powHeader()),
      });
    } catch (err) {
      // Many failed sign-ins to this address: the same sign-in again with the harder work (the captcha was not used).
      if (!(err instanceof ApiClientError) || err.code !== POW_HARDER_REQUIRED) throw err;
      return authPost<{ twoFactorRedirect?: boolean }>("/sign-in/email", input, {
        ...captchaHeaders(captcha),
        ...(await hardPowHeader()),
      });
    }
  },
  verifyTotp: (code: string) => authPost<unknown>("/two-factor/verify-totp", { code }),
  verifyBackupCode: (code: string) => authPost<unknown>("/two-factor/verify-backup-code", { code }),
  /** Starts the set-up: the otpauth URI for the QR code and the backup codes (shown once). */
  enableTwoFactor: (password: string) =>
    authPost<{ totpURI: string; backupCodes: string[] }>("/two-factor/enable", { password }),
  disableTwoFactor: (password: string) => authPost<unknown>("/two-factor/disable", { password }),
  signOut: () => authPost<unknown>("/sign-out", {}),
  requestPasswordReset: async (email: string) =>
    authPost<{ status: boolean }>(
      "/request-password-reset",
      { email, redirectTo: localizedHref("/reset-password") },
      await powHeader(),
    ),
  resetPassword: (token: string, newPassword: string) =>
    authPost<{ status: boolean }>("/reset-password", { token, newPassword }),
};

/** GET /api/me: the user and roles, or null when signed out. */
export async function fetchMe(): Promise<(MeResponse & { user: NonNullable<MeResponse["user"]> }) | null> {
  const me = await getJson<MeResponse>("/me");
  return me.user ? { ...me, user: me.user } : null;
}

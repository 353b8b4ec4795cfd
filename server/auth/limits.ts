/** Every limit of the accounts area, in one place (seconds and counts). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Session: a week, extended (cookie re-issued) once a day of use, so an active user never expires. */
export const SESSION_EXPIRES_IN = 7 * 24 * 60 * 60;
export const SESSION_UPDATE_AGE = 24 * 60 * 60;

export const CAPTCHA_TTL_SECONDS = 10 * 60;

/** Per client IP, enforced by better-auth with its database storage. */
export const IP_RULES = {
  "/sign-in/email": { window: 60, max: 10 },
  "/sign-up/email": { window: 60, max: 5 },
  "/request-password-reset": { window: 60, max: 5 },
  "/send-verification-email": { window: 60, max: 5 },
  "/change-email": { window: 60, max: 5 },
  "/reset-password": { window: 60, max: 10 },
  "/change-password": { window: 60, max: 5 },
  "/two-factor/enable": { window: 60, max: 5 },
  "/two-factor/disable": { window: 60, max: 5 },
  "/two-factor/verify-totp": { window: 60, max: 10 },
  "/two-factor/verify-backup-code": { window: 60, max: 10 },
  "/two-factor/generate-backup-codes": { window: 60, max: 5 },
} as const;

/**
 * Codes tried per account (whatever the address): 10 an hour. Three codes are valid at a time (the clock
 * window), so guessing six digits takes about 33,000 hours on average: out of reach.
 */
export const TWO_FACTOR_ACCOUNT_RULE = { window: 60 * 60, max: 10 };
export const TWO_FACTOR_VERIFY_PATHS = new Set(["/two-factor/verify-totp", "/two-factor/verify-backup-code"]);

/** Per e-mail address (whoever asks), enforced by the auth routes before better-auth runs. */
export const ADDRESS_RULES = {
  "/sign-up/email": { window: 60 * 60, max: 3 },
  "/request-password-reset": { window: 60 * 60, max: 3 },
  "/send-verification-email": { window: 60 * 60, max: 3 },
  "/change-email": { window: 60 * 60, max: 3 },
} as const;

/**
 * Sign-in never refuses an account's right password because of others' wrong ones (anyone could lock anyone out):
 * past this many failures for one e-mail address in the window, from any addresses, every sign-in to it needs the
 * harder proof-of-work (POW_HARD_FACTOR times the work) besides the captcha. The per-IP limit above stays.
 */
export const SIGN_IN_FAILURE_RULE = { window: 15 * 60, max: 5 };

/** GET /api/captcha per IP. */
export const CAPTCHA_RULE = { window: 60, max: 30 };

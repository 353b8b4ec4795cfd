import { z } from "zod";
import { safeString } from "./text";

/** The exact message of spec §5 (also the i18n key's English text). */
export const NEWSLETTER_EMAIL_ERROR = "errors.email";

/** Spec §5: non-empty and shaped like {local}@{domain}.{tld}, no spaces. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const newsletterInputSchema = z.object({
  email: safeString({ error: NEWSLETTER_EMAIL_ERROR })
    .trim()
    .max(254, { error: NEWSLETTER_EMAIL_ERROR })
    .regex(EMAIL_SHAPE, { error: NEWSLETTER_EMAIL_ERROR })
    .pipe(z.email({ error: NEWSLETTER_EMAIL_ERROR })),
});

export type NewsletterInput = z.output<typeof newsletterInputSchema>;

export const unsubscribeQuerySchema = z.object({
  token: safeString().regex(/^[A-Za-z0-9_-]{20,100}$/),
});

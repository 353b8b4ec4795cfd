import { z } from "zod";
import { safeString } from "./text";
import { CONTACT_SERVICE_IDS } from "./catalog";

export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const;

/** Error texts are keys of the "contact" locale namespace. */
export const CONTACT_ERRORS = {
  required: "errors.required",
  tooLong: "errors.tooLong",
  email: "errors.email",
  service: "errors.service",
} as const;

const requiredText = (max: number, multiline = false) =>
  safeString({ error: CONTACT_ERRORS.required, multiline })
    .trim()
    .min(1, { error: CONTACT_ERRORS.required })
    .max(max, { error: CONTACT_ERRORS.tooLong });

/** Contact message (spec §3): name, email, service, message, all required. */
export const contactInputSchema = z.object({
  name: requiredText(CONTACT_LIMITS.name),
  email: safeString({ error: CONTACT_ERRORS.required })
    .trim()
    .min(1, { error: CONTACT_ERRORS.required })
    .max(CONTACT_LIMITS.email, { error: CONTACT_ERRORS.tooLong })
    .pipe(z.email({ error: CONTACT_ERRORS.email })),
  service: z.enum(CONTACT_SERVICE_IDS, { error: CONTACT_ERRORS.service }),
  message: requiredText(CONTACT_LIMITS.message, true),
});

export type ContactInput = z.output<typeof contactInputSchema>;
export type ContactFormValues = z.input<typeof contactInputSchema>;

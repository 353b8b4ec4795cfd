import { isSupportedCountry, isValidPhoneNumber, type CountryCode } from "libphonenumber-js/min";
import { z } from "zod";
import { CHAT_ERRORS, CHAT_LIMITS, chatPageSchema } from "./chat";
import { safeString } from "./text";

/**
 * A callback request: a phone number checked against its country (libphonenumber-js's metadata, about 80 KB, which
 * is why this lives apart from ./chat: only the callback form and the server load it).
 */
export const CALLBACK_TIMES = ["asap", "morning", "afternoon", "evening"] as const;
export type CallbackTime = (typeof CALLBACK_TIMES)[number];

export const callbackSchema = z
  .object({
    name: safeString().trim().max(CHAT_LIMITS.name, { error: CHAT_ERRORS.tooLong }).optional(),
    country: z
      .string({ error: CHAT_ERRORS.country })
      .refine((c) => /^[A-Z]{2}$/.test(c) && isSupportedCountry(c), { error: CHAT_ERRORS.country }),
    phone: safeString({ error: CHAT_ERRORS.phone })
      .trim()
      .min(1, { error: CHAT_ERRORS.phone })
      .max(40, { error: CHAT_ERRORS.phone }),
    preferredTime: z.enum(CALLBACK_TIMES, { error: CHAT_ERRORS.time }),
    note: safeString({ multiline: true }).trim().max(CHAT_LIMITS.note, { error: CHAT_ERRORS.tooLong }).optional(),
    page: chatPageSchema,
  })
  .superRefine((v, ctx) => {
    if (typeof v.country === "string" && isSupportedCountry(v.country)) {
      if (!isValidPhoneNumber(v.phone, v.country as CountryCode)) {
        ctx.addIssue({ code: "custom", path: ["phone"], message: CHAT_ERRORS.phone });
      }
    }
  });
export type CallbackInput = z.infer<typeof callbackSchema>;

import { z } from "zod";

/**
 * The agency's public addresses and social profiles (issue 39): staff set them in Settings; until they do, the
 * template's are shown and the launch checklist lists them. One place for the defaults, read by the server's settings
 * and by the pages.
 */
export const COMPANY_CONTACT_DEFAULTS = {
  salesEmail: "sales@umbra.agency",
  supportEmail: "support@umbra.agency",
  legalEmail: "legal@umbra.agency",
  socialX: "https://x.com/umbra_agency",
  socialInstagram: "https://instagram.com/umbra.agency",
} as const;

export type CompanyContact = { -readonly [K in keyof typeof COMPANY_CONTACT_DEFAULTS]: string };
export const COMPANY_CONTACT_KEYS = Object.keys(COMPANY_CONTACT_DEFAULTS) as (keyof CompanyContact)[];
export const COMPANY_ADDRESS_KEYS = ["salesEmail", "supportEmail", "legalEmail"] as const;
export const COMPANY_SOCIAL_KEYS = ["socialX", "socialInstagram"] as const;

const isHttps = (s: string) => {
  try {
    return new URL(s).protocol === "https:";
  } catch {
    return false;
  }
};

/** A social profile: an https address, or empty for none (the link is not shown). */
export const socialLinkSchema = z
  .string()
  .trim()
  .max(300, { error: "admin:errors.socialLink" })
  .refine((s) => s === "" || isHttps(s), {
    error: "admin:errors.socialLink",
  });

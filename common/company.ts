/**
 * The agency's public addresses and social profiles (issue 39): staff set them in Settings; until they do, the
 * template's are shown and the launch checklist lists them. One place for the defaults, read by the server's settings
 * and by the pages. (No zod here: the pages' first load carries this module; the schema is in ./admin.)
 */
export const COMPANY_CONTACT_DEFAULTS = {
  /** The name the site, its titles and the e-mails go by (texts write it as `{{brand}}`). */
  brandName: "Umbra",
  salesEmail: "sales@umbra.agency",
  supportEmail: "support@umbra.agency",
  legalEmail: "legal@umbra.agency",
  socialX: "https://x.com/umbra_agency",
  socialInstagram: "https://instagram.com/umbra.agency",
} as const;

export type CompanyContact = { -readonly [K in keyof typeof COMPANY_CONTACT_DEFAULTS]: string };
export const COMPANY_CONTACT_KEYS = Object.keys(COMPANY_CONTACT_DEFAULTS) as (keyof CompanyContact)[];
export const COMPANY_BRAND_KEYS = ["brandName"] as const;
/** How a text names the agency: i18next's default variable on the pages, filled by the mail queue in e-mails. */
export const BRAND_PLACEHOLDER = "{{brand}}";
export const COMPANY_ADDRESS_KEYS = ["salesEmail", "supportEmail", "legalEmail"] as const;
export const COMPANY_SOCIAL_KEYS = ["socialX", "socialInstagram"] as const;

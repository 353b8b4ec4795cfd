import { COMPANY_CONTACT_DEFAULTS } from "@common/company";

/** The template's name, until staff set theirs in Settings (the site data's `contact.brandName`). */
export const BRAND_NAME = COMPANY_CONTACT_DEFAULTS.brandName;

import { z } from "zod";
import { LANGUAGES, type Language } from "./locales";
import { safeString } from "./text";

export const PROFILE_LIMITS = {
  fullnameMin: 2,
  fullnameMax: 50,
  usernameMin: 3,
  usernameMax: 30,
  bioMax: 500,
} as const;

export interface ProfileMessages {
  invalidEmail: string;
  fullnameMin: string;
  fullnameMax: string;
  usernameMin: string;
  usernameMax: string;
  bioMax: string;
}

/** The exact messages of spec §5 (max lengths of fullName and username use the generic wording). */
export const PROFILE_MESSAGES: ProfileMessages = {
  invalidEmail: "Invalid email address",
  fullnameMin: "Full name must be at least 2 characters",
  fullnameMax: `String must contain at most ${PROFILE_LIMITS.fullnameMax} character(s)`,
  usernameMin: "Username must be at least 3 characters",
  usernameMax: `String must contain at most ${PROFILE_LIMITS.usernameMax} character(s)`,
  bioMax: "Bio cannot exceed 500 characters",
};

/** One schema for the profile form and PUT /api/profile. */
export function makeProfileSchema(m: ProfileMessages = PROFILE_MESSAGES) {
  return z.object({
    email: safeString()
      .trim()
      .pipe(z.email({ error: m.invalidEmail })),
    fullname: safeString()
      .trim()
      .min(PROFILE_LIMITS.fullnameMin, m.fullnameMin)
      .max(PROFILE_LIMITS.fullnameMax, m.fullnameMax),
    username: safeString()
      .trim()
      .min(PROFILE_LIMITS.usernameMin, m.usernameMin)
      .max(PROFILE_LIMITS.usernameMax, m.usernameMax),
    bio: safeString({ multiline: true }).max(PROFILE_LIMITS.bioMax, m.bioMax).default(""),
    /**
     * The language of the e-mails written to this account (staff notifications among them); one of the six.
     * Left out, the saved one stays.
     */
    emailLocale: z.enum(LANGUAGES).optional(),
  });
}

export const profileSchema = makeProfileSchema();
export type ProfileInput = z.input<typeof profileSchema>;

export interface ProfileResponse {
  email: string;
  username: string;
  fullname: string;
  bio: string;
  emailLocale: Language;
  /** Set when PUT asked for a new address: it changes once the link sent there is opened. */
  pendingEmail?: string;
}

/** DELETE /api/me: the account's password confirms the deletion. */
export const deleteAccountSchema = z.object({
  password: safeString({ error: "Enter your password." }).min(1, "Enter your password.").max(128),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

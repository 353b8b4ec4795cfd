import { z } from "zod";
import { newPassword, AUTH_MESSAGES, PASSWORD_MAX_LENGTH, type AuthMessages } from "./auth";
import { safeString } from "./text";

// ---------------------------------------------------------------- password and sessions (/profile)

/**
 * POST /api/auth/change-password from /profile: the current password proves it is the owner; every other session
 * is ended (better-auth's revokeOtherSessions, always on here: a changed password is meant to lock others out).
 */
export function makeChangePasswordSchema(m: AuthMessages = AUTH_MESSAGES) {
  return z.object({
    currentPassword: safeString({ error: m.required }).min(1, m.required).max(PASSWORD_MAX_LENGTH, m.passwordMax),
    newPassword: newPassword(m),
    revokeOtherSessions: z.literal(true),
  });
}
export const changePasswordSchema = makeChangePasswordSchema();

/** One signed-in session as GET /api/me/sessions lists it (never its token). */
export interface AccountSession {
  id: string;
  createdAt: string;
  lastActiveAt: string;
  ipAddress: string;
  userAgent: string;
  /** The session of the request that asked. */
  current: boolean;
}

export const sessionIdParamSchema = z.object({ id: safeString().pipe(z.string().min(1).max(128)) });

// ---------------------------------------------------------------- before deleting the account

/** GET /api/me/deletion-check: what is still open and would be left without its client once the account goes. */
export interface DeletionCheck {
  /** Refunds not yet paid out (the money still has to reach the client). */
  openRefunds: { orderCode: string; creditNoteNumber: string; amountCents: number; currency: string }[];
  /** Issued invoices with money still owed. */
  unpaidInvoices: { orderCode: string; number: string; balanceCents: number; currency: string }[];
  /** Cancellation requests staff have not decided yet. */
  pendingCancellations: { orderCode: string }[];
}

// ---------------------------------------------------------------- where a bank or crypto refund is sent

export const CRYPTO_NETWORKS = ["bitcoin", "ethereum", "usdt_erc20", "usdt_trc20"] as const;
export type CryptoNetwork = (typeof CRYPTO_NETWORKS)[number];

/** The address formats of each network the agency is paid on (spec: bitcoin, ethereum, USDT). */
const CRYPTO_ADDRESS: Record<CryptoNetwork, RegExp> = {
  // Legacy (1…), script (3…) and bech32 (bc1…) addresses.
  bitcoin: /^(?:[13][a-km-zA-HJ-NP-Z1-9]{25,34}|bc1[ac-hj-np-z02-9]{11,71})$/,
  ethereum: /^0x[0-9a-fA-F]{40}$/,
  usdt_erc20: /^0x[0-9a-fA-F]{40}$/,
  usdt_trc20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
};

export const isCryptoAddress = (network: CryptoNetwork, address: string) => CRYPTO_ADDRESS[network].test(address);

/** An IBAN without spaces, upper case. */
export const normalizeIban = (iban: string) => iban.replace(/[\s-]+/g, "").toUpperCase();

/**
 * ISO 13616: country code, two check digits, up to 30 letters or digits, and the mod-97 check (the first four
 * characters moved to the end, letters as 10–35, the number mod 97 is 1). Taken in pieces, so no big integers.
 */
export function isValidIban(input: string): boolean {
  const iban = normalizeIban(input);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const value = ch >= "A" ? ch.charCodeAt(0) - 55 : Number(ch);
    rest = (rest * (value >= 10 ? 100 : 10) + value) % 97;
  }
  return rest === 1;
}

/** What the client enters in the portal for a bank or crypto refund (error texts are keys of the billing namespace). */
export const refundDestinationSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("bank"),
    accountHolder: safeString().trim().min(2, { error: "refundDestination.errors.holder" }).max(100, {
      error: "refundDestination.errors.holder",
    }),
    iban: safeString()
      .max(60, { error: "refundDestination.errors.iban" })
      .transform(normalizeIban)
      .refine(isValidIban, { error: "refundDestination.errors.iban" }),
  }),
  z
    .object({
      kind: z.literal("crypto"),
      network: z.enum(CRYPTO_NETWORKS, { error: "refundDestination.errors.network" }),
      address: safeString().trim().max(100, { error: "refundDestination.errors.address" }),
    })
    .refine((v) => isCryptoAddress(v.network, v.address), {
      path: ["address"],
      error: "refundDestination.errors.address",
    }),
]);
export type RefundDestinationInput = z.input<typeof refundDestinationSchema>;
export type RefundDestination = z.output<typeof refundDestinationSchema>;

/** The destination as mails show it: the last four characters only (the full one is in the portal and the admin). */
export function maskDestination(d: { kind: "bank"; iban: string } | { kind: "crypto"; address: string }): string {
  const value = d.kind === "bank" ? d.iban : d.address;
  return `•••• ${value.slice(-4)}`;
}

import type { TFunction } from "i18next";
import { ApiClientError } from "@/lib/api-client";

/** A form error as text: our schemas' messages are keys (errors.*), anything else is the server's own sentence. */
export function errorText(t: TFunction<"admin-billing">, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return message.startsWith("errors.") ? t(message as "errors.lines", { defaultValue: t("errors.generic") }) : message;
}

const CODES = [
  "QUOTE_ACCEPTED",
  "INVOICE_NOT_VOIDABLE",
  "INVOICE_NOT_PAYABLE",
  "NOT_FOUND",
  "REFUND_EXCEEDS_PAID",
  "CANCELLATION_NOT_PENDING",
] as const;

/** A refusal the server explains by code, in the admin's language; other errors keep the server's sentence. */
export function serverErrorText(t: TFunction<"admin-billing">, error: unknown): string {
  const code = error instanceof ApiClientError ? error.code : "";
  if ((CODES as readonly string[]).includes(code)) return t(`codes.${code as (typeof CODES)[number]}`);
  return (error instanceof Error && error.message) || t("errors.generic");
}

import type { TFunction } from "i18next";
import { ApiClientError } from "@/lib/api-client";

/**
 * A server's field message as text: a key of the admin namespace when the shared schema wrote one ("errors.…"),
 * otherwise the server's own sentence (already in the reader's language: the request carries Accept-Language).
 */
export function serverFieldText(t: TFunction<"admin">, message: string): string {
  if (!message.startsWith("errors.")) return message;
  return t(message as "priceLists.errors.server", { defaultValue: t("priceLists.errors.server") });
}

/** The server's sentence of a failed request, or a generic one (network down, no JSON). */
export function serverMessage(t: TFunction<"admin">, error: unknown): string {
  if (error instanceof ApiClientError && error.code === "FORBIDDEN") return t("priceLists.forbidden");
  if (error instanceof ApiClientError && !error.message.startsWith("HTTP ")) return error.message;
  return t("priceLists.errors.failed");
}

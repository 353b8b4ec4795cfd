import type { TFunction } from "i18next";
import { formatMinor, minorDigits } from "@common/regions";
import { ApiClientError } from "@/lib/api-client";

/** An amount as the documents show it (whole units without ",00"). */
export const money = (cents: number, currency: string, lng: string) =>
  formatMinor(cents, currency, lng, { whole: cents % 10 ** minorDigits(currency) === 0 });

/** A calendar day (YYYY-MM-DD) in the reader's language. */
export const day = (iso: string, lng: string) =>
  new Intl.DateTimeFormat(lng, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${iso}T12:00:00Z`));

/** A refused change in the reader's language: the field's message, else the code's. */
export function retainerErrorText(t: TFunction<"retainers">, err: unknown): string {
  if (!(err instanceof ApiClientError)) return t("errors.generic");
  const field = err.fields ? Object.values(err.fields)[0] : undefined;
  if (field?.startsWith("errors.")) return t(field as "errors.generic", { defaultValue: t("errors.generic") });
  return t(`errors.${err.code}` as "errors.generic", { defaultValue: t("errors.generic") });
}

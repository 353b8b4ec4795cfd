import type { TFunction } from "i18next";
import { ApiClientError } from "@/lib/api-client";

/** A refused write in the reader's language: the field's message when there is one, else the code's. */
export function milestoneErrorText(t: TFunction<"milestones">, err: unknown): string {
  if (!(err instanceof ApiClientError)) return t("errors.generic");
  const field = err.fields ? Object.values(err.fields)[0] : undefined;
  if (field?.startsWith("errors.")) return t(field as "errors.generic", { defaultValue: t("errors.generic") });
  return t(`errors.${err.code}` as "errors.generic", { defaultValue: t("errors.generic") });
}

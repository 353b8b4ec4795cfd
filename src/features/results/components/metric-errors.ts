import type { TFunction } from "i18next";
import type { z } from "zod";
import { ApiClientError } from "@/lib/api-client";

/** Field path → i18n key (under the results namespace), from the form's own zod check or the server's answer. */
export type MetricFieldErrors = Record<string, string>;

export function issuesToFields(issues: readonly z.core.$ZodIssue[]): MetricFieldErrors {
  const out: MetricFieldErrors = {};
  for (const i of issues) out[i.path.join(".")] ??= i.message;
  return out;
}

/** A refused write: the server's field messages, or its code's text as the form's own error. */
export function serverErrors(err: unknown): MetricFieldErrors {
  if (err instanceof ApiClientError && err.fields && Object.keys(err.fields).length) return { ...err.fields };
  return { form: err instanceof ApiClientError ? `errors.${err.code}` : "errors.generic" };
}

/** One message in the reader's language; a key the product does not know reads as the generic failure. */
export function errorText(t: TFunction<"results">, key: string | undefined) {
  if (!key) return undefined;
  return t(key as "errors.generic", { defaultValue: t("errors.generic") });
}

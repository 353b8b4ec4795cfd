import type { TFunction } from "i18next";

/** A form error as text: our schemas' messages are keys (errors.*), anything else is the server's own sentence. */
export function errorText(t: TFunction<"admin-billing">, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return message.startsWith("errors.") ? t(message as "errors.lines", { defaultValue: t("errors.generic") }) : message;
}

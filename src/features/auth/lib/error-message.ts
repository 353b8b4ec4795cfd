import type { TFunction } from "i18next";
import { ApiClientError } from "@/lib/api-client";

/** The server's message for a failed auth call, in the user's language when we know its code. */
export function authErrorMessage(err: unknown, t: TFunction<"auth">): string {
  if (err instanceof ApiClientError) {
    return t(`errors.${err.code}`, { defaultValue: err.message });
  }
  return t("errors.generic");
}

export const isCaptchaError = (err: unknown) => err instanceof ApiClientError && err.code.startsWith("CAPTCHA_");

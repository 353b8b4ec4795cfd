import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { AuthMessages } from "@common/auth";

/** The shared schemas' messages, translated. */
export function useAuthMessages(): AuthMessages {
  const { t, i18n } = useTranslation("auth");
  return useMemo(
    () => ({
      required: t("validation.required"),
      invalidEmail: t("validation.invalidEmail"),
      passwordMin: t("validation.passwordMin"),
      passwordMax: t("validation.passwordMax"),
      nameMin: t("validation.nameMin"),
      nameMax: t("validation.nameMax"),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );
}

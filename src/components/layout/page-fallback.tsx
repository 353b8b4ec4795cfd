import { useTranslation } from "react-i18next";

export function PageFallback() {
  const { t } = useTranslation("common");
  return (
    <div
      className="container-page flex min-h-[50vh] items-center justify-center py-24"
      role="status"
      aria-live="polite"
    >
      <span className="size-8 animate-spin rounded-full border-2 border-primary border-t-transparent" aria-hidden />
      <span className="sr-only">{t("states.loading")}</span>
    </div>
  );
}

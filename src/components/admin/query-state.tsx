import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";

/** Loading placeholder of a fixed height (no layout shift), or the error with a retry. */
export function QueryState({
  isError,
  onRetry,
  className = "h-64",
}: {
  isError: boolean;
  onRetry: () => void;
  className?: string;
}) {
  const { t } = useTranslation("admin");
  if (isError) {
    return (
      <div role="alert" className={`flex flex-col items-center justify-center gap-3 rounded-xl border ${className}`}>
        <p className="text-sm text-muted-foreground">{t("common.error")}</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t("common.retry")}
        </Button>
      </div>
    );
  }
  return (
    <div role="status" aria-live="polite" className={className}>
      <Skeleton className="size-full" />
      <span className="sr-only">{t("common.loading")}</span>
    </div>
  );
}

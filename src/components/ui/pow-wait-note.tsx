import { useTranslation } from "react-i18next";
import { clsx } from "clsx";

/**
 * Under a busy submit button whose request still waits for the browser's proof-of-work: what it waits for. The
 * button names it with aria-describedby={id}.
 */
export function PowWaitNote({ id, className }: { id: string; className?: string }) {
  const { t } = useTranslation("common");
  return (
    <p id={id} role="status" className={clsx("text-sm text-muted-foreground", className)}>
      {t("pow.waiting")}
    </p>
  );
}

import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/**
 * A refused save (409 CONTENT_CONFLICT): what the other person changed, the typed texts kept, and — only after a
 * confirmation — their version loaded in place of these.
 */
export function ConflictAlert({
  fields,
  loading,
  onLoadTheirs,
}: {
  fields: string[];
  loading: boolean;
  onLoadTheirs: () => void;
}) {
  const { t } = useTranslation("admin-content");
  const [confirming, setConfirming] = useState(false);
  return (
    <Alert variant="warning">
      <AlertTitle>{t("conflict.title")}</AlertTitle>
      <AlertDescription className="grid gap-2">
        {fields.length > 0 && (
          <div>
            <p>{t("conflict.changed")}</p>
            <ul className="list-disc pl-5 font-mono text-xs">
              {fields.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          </div>
        )}
        <p>{t("conflict.keep")}</p>
        {confirming ? (
          <div role="group" aria-label={t("conflict.load")} className="grid gap-2">
            <p>{t("conflict.loadConfirm")}</p>
            <div className="flex flex-wrap gap-2">
              <Button variant="destructive" size="sm" disabled={loading} onClick={onLoadTheirs}>
                {t("conflict.loadYes")}
              </Button>
              <Button variant="outline" size="sm" disabled={loading} onClick={() => setConfirming(false)}>
                {t("conflict.keepMine")}
              </Button>
            </div>
          </div>
        ) : (
          <div>
            <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
              {t("conflict.load")}
            </Button>
          </div>
        )}
      </AlertDescription>
    </Alert>
  );
}

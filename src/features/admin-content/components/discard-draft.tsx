import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";

/** "Discard draft", after a confirmation in place. */
export function DiscardDraft({ busy, onDiscard }: { busy: boolean; onDiscard: () => void }) {
  const { t } = useTranslation("admin-content");
  const [confirming, setConfirming] = useState(false);
  if (!confirming)
    return (
      <Button variant="outline" disabled={busy} onClick={() => setConfirming(true)}>
        {t("editor.discard")}
      </Button>
    );
  return (
    <div role="group" aria-label={t("editor.discard")} className="grid max-w-md gap-2">
      <p className="text-sm">{t("editor.discardConfirm")}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="destructive"
          size="sm"
          disabled={busy}
          onClick={() => {
            setConfirming(false);
            onDiscard();
          }}
        >
          {t("editor.discardYes")}
        </Button>
        <Button variant="outline" size="sm" disabled={busy} onClick={() => setConfirming(false)}>
          {t("editor.cancel")}
        </Button>
      </div>
    </div>
  );
}

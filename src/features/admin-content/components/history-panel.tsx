import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ContentVersion } from "@common/content";
import { Button } from "@/components/ui/button";
import { formatWhen } from "../lib/format-when";

/**
 * The number a published version is restored by. The contract names it `rev`, the server's first cut `version`:
 * either is read, so that this screen keeps working whichever the merged types say.
 */
export const versionNumber = (v: ContentVersion): number => {
  const shape = v as Partial<Record<"rev" | "version", number>>;
  return shape.version ?? shape.rev ?? 0;
};

/** Every published version with who and when; restoring one (after a confirmation) makes it the draft. */
export function HistoryPanel({
  versions,
  busy,
  onRestore,
}: {
  versions: ContentVersion[];
  busy: boolean;
  onRestore: (version: number) => void;
}) {
  const { t, i18n } = useTranslation("admin-content");
  const id = useId();
  const [confirming, setConfirming] = useState<number | null>(null);
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-xl border p-4">
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold tracking-tight">
          {t("history.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("history.description")}</p>
      </div>
      {versions.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("history.empty")}</p>
      ) : (
        <ol className="divide-y">
          {versions.map((v) => {
            const n = versionNumber(v);
            const when = formatWhen(v.publishedAt, i18n.language);
            return (
              <li key={n} className="grid gap-2 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
                <div>
                  <p className="text-sm font-medium">{t("history.version", { version: n })}</p>
                  <p className="text-xs text-muted-foreground">
                    {v.publishedBy
                      ? t("history.publishedBy", { when, who: v.publishedBy })
                      : t("history.publishedAt", { when })}
                  </p>
                </div>
                {confirming === n ? (
                  <div role="group" aria-label={t("history.restoreLabel", { version: n })} className="grid gap-2">
                    <p className="text-sm">{t("history.restoreConfirm", { version: n })}</p>
                    <div className="flex flex-wrap gap-2">
                      <Button size="sm" disabled={busy} onClick={() => onRestore(n)}>
                        {t("history.restoreYes", { version: n })}
                      </Button>
                      <Button size="sm" variant="outline" disabled={busy} onClick={() => setConfirming(null)}>
                        {t("editor.cancel")}
                      </Button>
                    </div>
                  </div>
                ) : (
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t("history.restoreLabel", { version: n })}
                    onClick={() => setConfirming(n)}
                  >
                    {t("history.restore")}
                  </Button>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

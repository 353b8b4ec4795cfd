import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { LANGUAGES, LANGUAGE_NAMES, type Language } from "@common/locales";
import { Button } from "@/components/ui/button";
import { QueryState } from "@/components/admin/query-state";
import { useContentPreview } from "../api/get-content-preview";

const selectClass =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring sm:w-48";

export const PHONE_WIDTH = 390;

/** The real page rendered with the draft, in any language, at a phone's width or the panel's; `reload` bumps it. */
export function PreviewPanel({ itemId, paths, reload }: { itemId: string; paths: string[]; reload: number }) {
  const { t } = useTranslation("admin-content");
  const id = useId();
  const [lng, setLng] = useState<Language>("en");
  const [path, setPath] = useState(paths[0] ?? "");
  const [phone, setPhone] = useState(true);
  const current = paths.includes(path) ? path : (paths[0] ?? "");
  const html = useContentPreview(itemId, lng, current, reload);
  const frameTitle = t("preview.frameTitle", { path: current, language: LANGUAGE_NAMES[lng] });

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-xl border p-4">
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold tracking-tight">
          {t("preview.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("preview.description")}</p>
      </div>
      {!current ? (
        <p className="text-sm text-muted-foreground">{t("preview.noPath")}</p>
      ) : (
        <>
          <div className="flex flex-wrap items-end gap-3">
            <div className="grid gap-1.5">
              <label htmlFor={`${id}-lng`} className="text-xs text-muted-foreground">
                {t("preview.language")}
              </label>
              <select
                id={`${id}-lng`}
                className={selectClass}
                value={lng}
                onChange={(e) => setLng(e.target.value as Language)}
              >
                {LANGUAGES.map((l) => (
                  <option key={l} value={l} lang={l}>
                    {LANGUAGE_NAMES[l]}
                  </option>
                ))}
              </select>
            </div>
            {paths.length > 1 && (
              <div className="grid gap-1.5">
                <label htmlFor={`${id}-path`} className="text-xs text-muted-foreground">
                  {t("preview.page")}
                </label>
                <select
                  id={`${id}-path`}
                  className={selectClass}
                  value={current}
                  onChange={(e) => setPath(e.target.value)}
                >
                  {paths.map((p) => (
                    <option key={p} value={p}>
                      {p}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <div role="group" aria-label={t("preview.width")} className="flex gap-1">
              <Button
                size="sm"
                variant={phone ? "secondary" : "outline"}
                aria-pressed={phone}
                onClick={() => setPhone(true)}
              >
                {t("preview.phone")}
              </Button>
              <Button
                size="sm"
                variant={phone ? "outline" : "secondary"}
                aria-pressed={!phone}
                onClick={() => setPhone(false)}
              >
                {t("preview.desktop")}
              </Button>
            </div>
          </div>
          {/* Narrower than the phone frame (an admin on a phone), it scrolls: focusable, so keys scroll it too. */}
          <div
            role="region"
            aria-label={frameTitle}
            tabIndex={0}
            className="overflow-x-auto rounded-lg border bg-muted/30 p-2"
          >
            {html.data === undefined ? (
              <QueryState isError={html.isError} onRetry={() => void html.refetch()} className="h-[44rem]" />
            ) : (
              <iframe
                srcDoc={html.data}
                sandbox="allow-same-origin"
                title={frameTitle}
                style={phone ? { width: PHONE_WIDTH } : undefined}
                className={phone ? "mx-auto block h-[44rem] bg-white" : "block h-[44rem] w-full bg-white"}
              />
            )}
          </div>
        </>
      )}
    </section>
  );
}

import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FILE_ACCEPT } from "@common/order-files";
import { cn } from "@/lib/cn";

/**
 * Drop files here, or pick them: a real multiple file input behind a visible label, so the keyboard and
 * screen readers reach it like any other control.
 */
export function FileUploadZone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const { t } = useTranslation("files");
  const inputId = useId();
  const hintId = useId();
  const [over, setOver] = useState(false);
  return (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        if (e.dataTransfer.files.length) onFiles(Array.from(e.dataTransfer.files));
      }}
      className={cn(
        "grid justify-items-center gap-2 rounded-xl border-2 border-dashed border-border p-5 text-center transition-colors",
        over && "border-primary bg-primary/5",
      )}
    >
      <p className="text-sm text-muted-foreground">{t("drop")}</p>
      <label
        htmlFor={inputId}
        className="inline-flex h-9 cursor-pointer items-center rounded-md border border-input px-3 text-sm font-medium hover:bg-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
      >
        {t("choose")}
        <input
          id={inputId}
          type="file"
          multiple
          accept={FILE_ACCEPT}
          aria-describedby={hintId}
          className="sr-only"
          onChange={(e) => {
            const files = Array.from(e.currentTarget.files ?? []);
            e.currentTarget.value = "";
            if (files.length) onFiles(files);
          }}
        />
      </label>
      <p id={hintId} className="text-xs text-muted-foreground">
        {t("limits")}
      </p>
    </div>
  );
}

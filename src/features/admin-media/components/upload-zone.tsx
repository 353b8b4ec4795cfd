import { useId, useRef, useState, type DragEvent } from "react";
import { useTranslation } from "react-i18next";
import { Upload } from "lucide-react";
import { MEDIA_ACCEPT } from "@common/media";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { UploadStatus } from "./upload-status";
import { useUpload } from "./use-upload";

/** Drop an image here or choose one with the button (a real button: keyboard and screen readers reach it). */
export function UploadZone() {
  const { t } = useTranslation("admin-media");
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [over, setOver] = useState(false);
  const { state, start, busy } = useUpload();
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const file = e.dataTransfer.files[0];
    if (file && !busy) void start(file);
  };
  return (
    <section
      aria-label={t("upload.title")}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={cn(
        "grid gap-3 rounded-xl border-2 border-dashed p-6 text-center",
        over ? "border-primary bg-primary/10" : "border-border",
      )}
    >
      <Upload aria-hidden className="mx-auto size-8 text-muted-foreground" />
      <p className="text-sm">{t("upload.drop")}</p>
      <p id={hintId} className="text-xs text-muted-foreground">
        {t("upload.hint")}
      </p>
      <div>
        <Button type="button" disabled={busy} aria-describedby={hintId} onClick={() => input.current?.click()}>
          {t("upload.choose")}
        </Button>
        <input
          ref={input}
          type="file"
          accept={MEDIA_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          data-testid="media-file-input"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (file) void start(file);
          }}
        />
      </div>
      <UploadStatus state={state} />
    </section>
  );
}

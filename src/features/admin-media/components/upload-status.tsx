import { useTranslation } from "react-i18next";
import type { UploadState } from "./use-upload";

/** What an upload is doing, read out as it changes: the bytes sent, then the server making the variants. */
export function UploadStatus({ state }: { state: UploadState }) {
  const { t } = useTranslation("admin-media");
  if (state.phase === "idle") return <p role="status" className="sr-only" />;
  if (state.phase === "failed") {
    return (
      <p role="alert" className="text-sm text-red-300">
        {t("upload.failed", { name: state.name })} {t(`errors.${state.code}`, { defaultValue: t("errors.generic") })}
      </p>
    );
  }
  return (
    <div role="status" className="grid gap-1 text-sm">
      {state.phase === "uploading" && (
        <>
          <span>{t("upload.uploading", { name: state.name, percent: Math.round(state.fraction * 100) })}</span>
          <progress
            className="h-2 w-full accent-primary"
            max={100}
            value={Math.round(state.fraction * 100)}
            aria-label={t("upload.progress")}
          />
        </>
      )}
      {state.phase === "processing" && <span>{t("upload.processing", { name: state.name })}</span>}
      {state.phase === "done" && <span className="text-green-300">{t("upload.done", { name: state.name })}</span>}
    </div>
  );
}

import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MEDIA_LIMITS, MEDIA_TYPES } from "@common/media";
import { ApiClientError } from "@/lib/api-client";
import { uploadMedia, useRefreshMedia } from "../api/media";

export type UploadState =
  | { phase: "idle" }
  | { phase: "uploading"; name: string; fraction: number }
  | { phase: "processing"; name: string }
  | { phase: "done"; name: string }
  | { phase: "failed"; name: string; code: string };

/** One upload at a time: its progress while the bytes go, "processing" while the server makes the variants. */
export function useUpload(replaces?: number) {
  const { i18n } = useTranslation();
  const refresh = useRefreshMedia();
  const [state, setState] = useState<UploadState>({ phase: "idle" });
  const start = async (file: File) => {
    const name = file.name;
    // Checked again on the server (by the content); here only what saves a pointless wait.
    if (file.size > MEDIA_LIMITS.maxBytes) return setState({ phase: "failed", name, code: "FILE_TOO_LARGE" });
    if (file.type && !(MEDIA_TYPES as readonly string[]).includes(file.type)) {
      return setState({ phase: "failed", name, code: "FILE_TYPE_NOT_ALLOWED" });
    }
    setState({ phase: "uploading", name, fraction: 0 });
    try {
      await uploadMedia(file, {
        language: i18n.language,
        replaces,
        onProgress: (fraction) =>
          setState(fraction < 1 ? { phase: "uploading", name, fraction } : { phase: "processing", name }),
      });
      await refresh();
      setState({ phase: "done", name });
    } catch (err) {
      setState({ phase: "failed", name, code: err instanceof ApiClientError ? err.code : "NETWORK" });
    }
  };
  return { state, start, busy: state.phase === "uploading" || state.phase === "processing" };
}

import { useCallback, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { allowedFileType, ORDER_FILE_ERROR_CODES, ORDER_FILE_LIMITS, typeForName } from "@common/order-files";
import { ApiClientError } from "@/lib/api-client";
import { orderFilesQueryKey, uploadOrderFile } from "../api/order-files";

export interface UploadItem {
  id: number;
  name: string;
  /** 0..1 */
  progress: number;
  status: "uploading" | "done" | "error";
  /** A translated message when status is "error". */
  error?: string;
}

let seq = 0;

/** Uploads chosen files one request each (so each has its own progress and error), checking limits first. */
export function useFileUploads(orderCode: string) {
  const { t, i18n } = useTranslation("files");
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);

  const update = (id: number, patch: Partial<UploadItem>) =>
    setItems((all) => all.map((it) => (it.id === id ? { ...it, ...patch } : it)));

  const messageFor = useCallback(
    (code: string, name: string) => {
      switch (code) {
        case ORDER_FILE_ERROR_CODES.tooLarge:
          return t("errors.tooLarge", { name });
        case ORDER_FILE_ERROR_CODES.type:
        case "UNSUPPORTED_MEDIA_TYPE":
          return t("errors.type", { name });
        case "RATE_LIMITED":
          return t("errors.rateLimited");
        case "NETWORK":
          return t("errors.network", { name });
        default:
          return t("errors.generic", { name });
      }
    },
    [t],
  );

  const add = useCallback(
    (files: File[]) => {
      const picked = files.slice(0, 20).map((file) => ({ file, item: { id: ++seq, name: file.name } }));
      setItems((all) => [
        ...all.filter((it) => it.status === "uploading"),
        ...picked.map(({ file, item }) => {
          const type = file.type || typeForName(file.name) || "";
          const error =
            file.size > ORDER_FILE_LIMITS.maxBytes
              ? messageFor(ORDER_FILE_ERROR_CODES.tooLarge, file.name)
              : !allowedFileType(file.name, type)
                ? messageFor(ORDER_FILE_ERROR_CODES.type, file.name)
                : undefined;
          return { ...item, progress: 0, status: error ? "error" : "uploading", error } satisfies UploadItem;
        }),
      ]);
      for (const { file, item } of picked) {
        const type = file.type || typeForName(file.name) || "";
        if (file.size > ORDER_FILE_LIMITS.maxBytes || !allowedFileType(file.name, type)) continue;
        uploadOrderFile(orderCode, file, {
          language: i18n.language,
          onProgress: (progress) => update(item.id, { progress }),
        }).then(
          async () => {
            update(item.id, { status: "done", progress: 1 });
            // Once the list shows the file, its upload row has said all it had to say.
            await queryClient.invalidateQueries({ queryKey: orderFilesQueryKey(orderCode) });
            setItems((all) => all.filter((it) => it.id !== item.id));
          },
          (err: unknown) =>
            update(item.id, {
              status: "error",
              error: messageFor(err instanceof ApiClientError ? err.code : "", file.name),
            }),
        );
      }
    },
    [orderCode, i18n.language, messageFor, queryClient],
  );

  const dismiss = (id: number) => setItems((all) => all.filter((it) => it.id !== id));

  return { items, add, dismiss };
}

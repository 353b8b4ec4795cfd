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

/**
 * Uploads chosen files one request each (so each has its own progress and error), checking limits first: each
 * file's size and type, and the storage left of the client's quota (`room`, in bytes; the server checks it again).
 */
export function useFileUploads(orderCode: string, room = Infinity) {
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
        case ORDER_FILE_ERROR_CODES.quota:
          return t("storage.refused", { name });
        case ORDER_FILE_ERROR_CODES.incomplete:
          return t("storage.incomplete", { name });
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
      // The room left is taken by the files picked, in order: one that no longer fits is refused here.
      let left = room;
      const picked = files.slice(0, 20).map((file) => {
        const type = file.type || typeForName(file.name) || "";
        const error =
          file.size > ORDER_FILE_LIMITS.maxBytes
            ? messageFor(ORDER_FILE_ERROR_CODES.tooLarge, file.name)
            : !allowedFileType(file.name, type)
              ? messageFor(ORDER_FILE_ERROR_CODES.type, file.name)
              : file.size > left
                ? messageFor(ORDER_FILE_ERROR_CODES.quota, file.name)
                : undefined;
        if (!error) left -= file.size;
        return { file, error, item: { id: ++seq, name: file.name } };
      });
      setItems((all) => [
        ...all.filter((it) => it.status === "uploading"),
        ...picked.map(
          ({ item, error }) =>
            ({ ...item, progress: 0, status: error ? "error" : "uploading", error }) satisfies UploadItem,
        ),
      ]);
      for (const { file, item, error } of picked) {
        if (error) continue;
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
          (err: unknown) => {
            update(item.id, {
              status: "error",
              error: messageFor(err instanceof ApiClientError ? err.code : "", file.name),
            });
            // A refusal may come from a quota used meanwhile (another tab): the figures shown are read again.
            void queryClient.invalidateQueries({ queryKey: orderFilesQueryKey(orderCode) });
          },
        );
      }
    },
    [orderCode, room, i18n.language, messageFor, queryClient],
  );

  const dismiss = (id: number) => setItems((all) => all.filter((it) => it.id !== id));

  return { items, add, dismiss };
}

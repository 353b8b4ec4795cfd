import { useQuery } from "@tanstack/react-query";
import type { ApiErrorBody } from "@common/errors";
import type { OrderFileDto, OrderFilesListDto } from "@common/order-files";
import { typeForName } from "@common/order-files";
import { ApiClientError, api, unwrap } from "@/lib/api-client";

export const orderFilesQueryKey = (code: string) => ["order-files", code] as const;

/** The order's files, and the client's storage quotas (null for staff). */
export function useOrderFiles(code: string) {
  return useQuery({
    queryKey: orderFilesQueryKey(code),
    queryFn: async (): Promise<OrderFilesListDto> => unwrap(await api.orders[":code"].files.$get({ param: { code } })),
  });
}

/** Bytes the client may still upload to the order: the smaller room of the two quotas. */
export const roomLeft = (quota: OrderFilesListDto["quota"]) =>
  quota
    ? Math.max(0, Math.min(quota.order.limit - quota.order.used, quota.account.limit - quota.account.used))
    : Infinity;

/** The download address of one file (the server answers it as an attachment). */
export const orderFileHref = (code: string, id: number) => `/api/orders/${encodeURIComponent(code)}/files/${id}`;

/**
 * Uploads one file with XMLHttpRequest, the only browser API that reports upload progress (fetch has none).
 * Rejects with an ApiClientError carrying the server's error code, or code "NETWORK" when the request failed.
 */
export function uploadOrderFile(
  code: string,
  file: File,
  opts: { language: string; onProgress: (fraction: number) => void; signal?: AbortSignal },
): Promise<OrderFileDto[]> {
  // A file the browser could not type goes out with the type its extension stands for (the server wants both).
  const typed = file.type ? file : new File([file], file.name, { type: typeForName(file.name) ?? "" });
  const form = new FormData();
  form.append("files", typed, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/orders/${encodeURIComponent(code)}/files`);
    xhr.setRequestHeader("Accept-Language", opts.language);
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) opts.onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        opts.onProgress(1);
        resolve((xhr.response as { files: OrderFileDto[] }).files);
        return;
      }
      const body = xhr.response as Partial<ApiErrorBody> | null;
      reject(
        new ApiClientError(xhr.status, body?.error?.code ?? "HTTP_ERROR", body?.error?.message ?? `HTTP ${xhr.status}`),
      );
    };
    xhr.onerror = () => reject(new ApiClientError(0, "NETWORK", "The upload failed."));
    xhr.onabort = () => reject(new ApiClientError(0, "ABORTED", "The upload was cancelled."));
    opts.signal?.addEventListener("abort", () => xhr.abort());
    xhr.send(form);
  });
}

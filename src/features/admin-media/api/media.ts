import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiErrorBody } from "@common/errors";
import type { MediaAlt, MediaDto } from "@common/media";
import { api, ApiClientError, unwrap } from "@/lib/api-client";

const KEY = ["admin", "media"] as const;

export const useMediaList = () =>
  useQuery({ queryKey: KEY, queryFn: async () => unwrap(await api.admin.media.$get()) });

export function useSaveAlt() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: number; alt: MediaAlt }) =>
      unwrap(await api.admin.media[":id"].alt.$put({ param: { id: String(input.id) }, json: input.alt })),
    onSuccess: () => qc.invalidateQueries({ queryKey: KEY }),
  });
}

export function useDeleteMedia() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => unwrap(await api.admin.media[":id"].$delete({ param: { id: String(id) } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: KEY }),
  });
}

/** The address staff download an image's original from (never a page image). */
export const originalHref = (id: number) => `/api/admin/media/${id}/original`;

/**
 * Sends one image with XMLHttpRequest, the only browser API that reports upload progress; `replaces` sends it as the
 * new file of that image. Resolves once the server has made the variants (its answer), with the image.
 */
export function uploadMedia(
  file: File,
  opts: { language: string; replaces?: number; onProgress: (fraction: number) => void },
): Promise<MediaDto> {
  const form = new FormData();
  form.append("file", file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", opts.replaces ? `/api/admin/media/${opts.replaces}/file` : "/api/admin/media");
    xhr.setRequestHeader("Accept-Language", opts.language);
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) opts.onProgress(e.loaded / e.total);
    };
    xhr.upload.onload = () => opts.onProgress(1);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve((xhr.response as { media: MediaDto }).media);
        return;
      }
      const body = xhr.response as Partial<ApiErrorBody> | null;
      reject(new ApiClientError(xhr.status, body?.error?.code ?? "HTTP_ERROR", body?.error?.message ?? ""));
    };
    xhr.onerror = () => reject(new ApiClientError(0, "NETWORK", "The upload failed."));
    xhr.send(form);
  });
}

/** The image list's cache, refreshed after an upload or a replace. */
export function useRefreshMedia() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: KEY });
}

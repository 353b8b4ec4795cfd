import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ContentDetail, ContentSaveInput } from "@common/content";
import { contentCall, contentKeys, contentUrl } from "./call";

/** `POST …/publish` → the item and how many pages the server re-rendered. */
export interface ContentPublishResult {
  item: ContentDetail;
  pages: number;
}

export const saveContent = (id: string, input: ContentSaveInput) =>
  contentCall<ContentDetail>("PUT", contentUrl(id), input);
export const publishContent = (id: string, rev: number) =>
  contentCall<ContentPublishResult>("POST", contentUrl(id, "publish"), { rev });
export const discardContent = (id: string, rev: number) =>
  contentCall<ContentDetail>("POST", contentUrl(id, "discard"), { rev });
export const restoreContent = (id: string, version: number) =>
  contentCall<ContentDetail>("POST", contentUrl(id, "restore"), { version });

/** After a change the item holds the server's answer and the list is asked for again (state, missing, who). */
function useItemChanged(id: string) {
  const qc = useQueryClient();
  return (item: ContentDetail) => {
    qc.setQueryData(contentKeys.item(id), item);
    void qc.invalidateQueries({ queryKey: contentKeys.list() });
  };
}

export function useSaveContent(id: string) {
  const changed = useItemChanged(id);
  return useMutation({ mutationFn: (input: ContentSaveInput) => saveContent(id, input), onSuccess: changed });
}

export function usePublishContent(id: string) {
  const changed = useItemChanged(id);
  return useMutation({
    mutationFn: (rev: number) => publishContent(id, rev),
    onSuccess: (result) => changed(result.item),
  });
}

export function useDiscardContent(id: string) {
  const changed = useItemChanged(id);
  return useMutation({ mutationFn: (rev: number) => discardContent(id, rev), onSuccess: changed });
}

export function useRestoreContent(id: string) {
  const changed = useItemChanged(id);
  return useMutation({ mutationFn: (version: number) => restoreContent(id, version), onSuccess: changed });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LaunchChecklist } from "@common/launch";
import { contentCall, contentUrl } from "./call";
import { launchKeys } from "./get-launch-checklist";

export const keepLaunchEntry = (id: string) => contentCall<LaunchChecklist>("POST", contentUrl(id, "keep"));

/** `POST /api/admin/content/:id/keep`: staff keep a shipped text or figure as true for them. */
export function useKeepLaunchEntry() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: keepLaunchEntry,
    onSuccess: (checklist) => qc.setQueryData(launchKeys.all, checklist),
  });
}

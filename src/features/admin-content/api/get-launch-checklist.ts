import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LaunchChecklist } from "@common/launch";
import { contentCall, contentUrl } from "./call";

export const launchKeys = { all: ["admin", "content", "launch"] as const };

export const getLaunchChecklist = () => contentCall<LaunchChecklist>("GET", contentUrl("launch"));

export const getLaunchChecklistQueryOptions = () =>
  queryOptions({ queryKey: launchKeys.all, queryFn: getLaunchChecklist });

/** `GET /api/admin/content/launch`: the template's texts and figures staff have not handled yet. */
export const useLaunchChecklist = () => useQuery(getLaunchChecklistQueryOptions());

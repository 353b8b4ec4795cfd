import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ContentSummary } from "@common/content";
import { contentCall, contentKeys, contentUrl } from "./call";

export const getContentList = () => contentCall<{ items: ContentSummary[] }>("GET", contentUrl());

export const getContentListQueryOptions = () => queryOptions({ queryKey: contentKeys.list(), queryFn: getContentList });

/** `GET /api/admin/content`: every item of the site, in site order. */
export const useContentList = () => useQuery(getContentListQueryOptions());

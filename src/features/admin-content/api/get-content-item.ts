import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ContentDetail } from "@common/content";
import { contentCall, contentKeys, contentUrl } from "./call";

export const getContentItem = (id: string) => contentCall<ContentDetail>("GET", contentUrl(id));

export const getContentItemQueryOptions = (id: string) =>
  queryOptions({
    queryKey: contentKeys.item(id),
    queryFn: () => getContentItem(id),
    // The form holds what staff typed: a refetch on focus must not change the rev under it (a conflict shows instead).
    refetchOnWindowFocus: false,
  });

/** `GET /api/admin/content/:id`: the item's fields in six languages, its versions and the paths that show it. */
export const useContentItem = (id: string) => useQuery(getContentItemQueryOptions(id));

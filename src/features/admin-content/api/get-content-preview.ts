import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Language } from "@common/locales";
import { contentKeys, contentUrl } from "./call";

export const previewUrl = (id: string, lng: Language, path: string) =>
  `${contentUrl(id, "preview")}?${new URLSearchParams({ lng, path })}`;

/**
 * The page as the server rendered it with the draft, without its scripts: in a frame the app would read the preview's
 * own address (not the page's) and draw another page over it, and text staff typed runs nothing on the admin's origin.
 */
export async function getContentPreview(url: string): Promise<string> {
  const res = await fetch(url, { credentials: "same-origin", headers: { accept: "text/html" } });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const doc = new DOMParser().parseFromString(await res.text(), "text/html");
  doc.querySelectorAll('script, link[rel="modulepreload"]').forEach((el) => el.remove());
  return `<!doctype html>${doc.documentElement.outerHTML}`;
}

/** `reload` is bumped after each save: the preview is asked for again. */
export const useContentPreview = (id: string, lng: Language, path: string, reload: number) =>
  useQuery({
    queryKey: [...contentKeys.all, "preview", id, lng, path, reload],
    queryFn: () => getContentPreview(previewUrl(id, lng, path)),
    enabled: path !== "",
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: false,
  });

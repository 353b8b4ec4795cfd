import { apiLanguage, unwrap } from "@/lib/api-base";

/** The admin content routes' base; an item id holds ':' and '.', so it is always encoded. */
export const contentUrl = (id?: string, action?: string) =>
  `/api/admin/content${id === undefined ? "" : `/${encodeURIComponent(id)}`}${action ? `/${action}` : ""}`;

/*
 * The content routes (issue 39) are written in parallel with this editor, so they are not yet in ApiType: these calls
 * go through fetch with the same credentials, language header and error shape (unwrap) as the typed client.
 */
export async function contentCall<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: "same-origin",
    headers: {
      "Accept-Language": apiLanguage(),
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return unwrap<T>(res);
}

export const contentKeys = {
  all: ["admin", "content"] as const,
  list: () => [...contentKeys.all, "list"] as const,
  item: (id: string) => [...contentKeys.all, "item", id] as const,
};

import { unwrap } from "@/lib/api-client";

/**
 * A JSON request to a billing route, with the reader's language (the server writes e-mails in it) and the
 * API's error shape (ApiClientError). Used for the routes whose server types are not in the typed client yet.
 */
export async function billingRequest<T>(
  path: string,
  { method = "GET", body, language }: { method?: "GET" | "POST" | "PUT"; body?: unknown; language: string },
): Promise<T> {
  const res = await fetch(`/api${path}`, {
    method,
    credentials: "same-origin",
    headers: {
      "Accept-Language": language,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return unwrap<T>(res);
}

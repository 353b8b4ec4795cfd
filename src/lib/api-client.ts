import { hc } from "hono/client";
import type { ApiErrorBody } from "@common/errors";
import type { ApiType } from "../../server/app";

/** The language the user reads the site in; the server writes e-mails in it. */
let currentLanguage = "en";
export function setApiLanguage(lng: string) {
  currentLanguage = lng;
}

/** Typed client for every /api route (types come from the server's routes). */
export const api = hc<ApiType>("/api", {
  headers: () => ({ "Accept-Language": currentLanguage }),
  init: { credentials: "same-origin" },
});

export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/** Resolves a response's JSON, or throws an ApiClientError carrying the server's error shape. */
export async function unwrap<T>(res: { ok: boolean; status: number; json(): Promise<T> }): Promise<T> {
  if (res.ok) return res.json();
  let body: Partial<ApiErrorBody> | undefined;
  try {
    body = (await res.json()) as unknown as ApiErrorBody;
  } catch {
    /* not JSON */
  }
  throw new ApiClientError(
    res.status,
    body?.error?.code ?? "HTTP_ERROR",
    body?.error?.message ?? `HTTP ${res.status}`,
    body?.error?.fields,
  );
}

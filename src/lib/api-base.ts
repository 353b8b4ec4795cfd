import type { ApiErrorBody } from "@common/errors";

/**
 * What every request to /api shares, without the typed client: the first load's few requests (who is signed in,
 * the footer's newsletter form) use plain fetch and these, so hono's client comes with the screens that use it.
 */

/** The language the user reads the site in; the server writes e-mails in it. */
let currentLanguage = "en";
export function setApiLanguage(lng: string) {
  currentLanguage = lng;
}
export const apiLanguage = (): string => currentLanguage;

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

/** GET /api{path} with the reader's language: its JSON, or an ApiClientError. */
export async function getJson<T>(path: string): Promise<T> {
  return unwrap<T>(
    await fetch(`/api${path}`, { credentials: "same-origin", headers: { "Accept-Language": currentLanguage } }),
  );
}

/** POST /api{path} with a JSON body and the reader's language: its JSON, or an ApiClientError. */
export async function postJson<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  return unwrap<T>(
    await fetch(`/api${path}`, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", "Accept-Language": currentLanguage, ...headers },
      body: JSON.stringify(body),
    }),
  );
}

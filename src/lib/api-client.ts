import { hc } from "hono/client";
import type { ApiType } from "../../server/app";
import { apiLanguage } from "./api-base";

export { ApiClientError, setApiLanguage, unwrap } from "./api-base";

/** Typed client for every /api route (types come from the server's routes). */
export const api = hc<ApiType>("/api", {
  headers: () => ({ "Accept-Language": apiLanguage() }),
  init: { credentials: "same-origin" },
});

import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiErrorBody } from "@common/errors";

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }

  toBody(): ApiErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } };
  }
}

export const notFound = (what = "Not found") => new ApiError(404, "NOT_FOUND", what);
export const unauthorized = () => new ApiError(401, "UNAUTHORIZED", "Sign in to continue.");
/** An admin who has not set up two-factor authentication yet (required of every admin). */
export const twoFactorRequired = () =>
  new ApiError(403, "TWO_FACTOR_REQUIRED", "Set up two-factor authentication on your profile to use the admin area.");
export const forbidden = () => new ApiError(403, "FORBIDDEN", "You don't have permission to do this.");

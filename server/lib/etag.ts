import { createHash } from "node:crypto";

/** A strong validator for an answer's body: a hash of its text, so a client revalidating sees a change at once. */
export function bodyEtag(text: string): string {
  return `"${createHash("sha256").update(text).digest("base64url").slice(0, 27)}"`;
}

/** Whether an If-None-Match header names this ETag (each listed tag compared without its weak prefix). */
export function namesEtag(header: string | undefined, etag: string): boolean {
  return !!header && header.split(",").some((t) => t.trim().replace(/^W\//, "") === etag);
}

import path from "node:path";

/**
 * The one normaliser of request paths for static serving. It decodes the path once, refuses control
 * characters, turns backslashes into slashes (browsers do the same, so "/\evil.test" means "//evil.test"),
 * collapses repeated slashes and dot segments, and drops a trailing slash. The result always starts with
 * exactly one "/", so a redirect to it can never leave the site (no "//host" or "/\host" Location).
 *
 * Returns null for a path that cannot be decoded or holds control characters.
 */
export function normaliseSitePath(rawPathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPathname);
  } catch {
    return null;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return null;
  const slashed = decoded.replace(/\\/g, "/").replace(/\/{2,}/g, "/");
  let safe = path.posix.normalize(slashed.startsWith("/") ? slashed : `/${slashed}`);
  if (safe.length > 1) safe = safe.replace(/\/+$/, "");
  if (!safe.startsWith("/") || safe.startsWith("//")) return "/";
  return safe;
}

/** A same-site Location for `pathname` (already normalised) plus the original query string. */
export function siteLocation(pathname: string, search: string): string {
  const encoded = pathname.split("/").map(encodeURIComponent).join("/");
  const location = `${encoded}${search}`;
  // A defensive last check: a Location must be a path on this site.
  return /^\/(?![/\\])/.test(location) ? location : "/";
}

import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

function lastForwarded(c: Context): string | undefined {
  return c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim() || undefined;
}

/**
 * The client's address, for per-IP limits. Behind a trusted reverse proxy (TRUST_PROXY) it is the last
 * X-Forwarded-For entry — the one the proxy appended; earlier entries are whatever the client claimed.
 * Otherwise the socket's peer; "unknown" for a request made in-process (no socket).
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = lastForwarded(c);
    if (forwarded) return forwarded;
  }
  try {
    const address = getConnInfo(c).remote.address;
    if (address) return address.replace(/^::ffff:/, "");
  } catch {
    /* no socket: an in-process request */
  }
  return "unknown";
}

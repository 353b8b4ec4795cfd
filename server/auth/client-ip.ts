import type { Context } from "hono";

/**
 * The client's address: the proxy's X-Forwarded-For when TRUST_PROXY is on, else the socket's.
 * Requests made in-process (API tests, no socket) may name one in X-Forwarded-For.
 */
export function clientIp(c: Context, trustProxy: boolean): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const socketIp = env?.incoming?.socket?.remoteAddress;
  const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
  if (trustProxy && forwarded) return forwarded;
  if (socketIp) return socketIp.replace(/^::ffff:/, "");
  return forwarded || undefined;
}

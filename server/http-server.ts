import { createServer, type Server } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { createApp } from "./app";

/**
 * How long an idle keep-alive connection stays open. Node's 5 s default equals the idle timeout of
 * Node's own client agent (and is shorter than a proxy's, 60 s for most load balancers), so a client
 * reusing a connection just as the server closes it gets ECONNRESET. The server must outlast its clients.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 75_000;

/**
 * The app's HTTP server as production runs it: the static site's requests answered by Node first
 * (server/site-listener.ts), every other one by Hono through @hono/node-server, as its `serve()` would.
 * `hostname` is the one a request without a Host header is taken to name.
 */
export function createHttpServer(app: ReturnType<typeof createApp>, hostname?: string): Server {
  const server = createServer(app.serveStaticFirst(getRequestListener(app.fetch, { hostname })));
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // A request's headers may take longer than the keep-alive window only if this is larger (Node's advice).
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 5_000;
  return server;
}

import { createServer, type Server } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { createApp } from "./app";

/**
 * The app's HTTP server as production runs it: the static site's requests answered by Node first
 * (server/site-listener.ts), every other one by Hono through @hono/node-server, as its `serve()` would.
 * `hostname` is the one a request without a Host header is taken to name.
 */
export function createHttpServer(app: ReturnType<typeof createApp>, hostname?: string): Server {
  return createServer(app.serveStaticFirst(getRequestListener(app.fetch, { hostname })));
}

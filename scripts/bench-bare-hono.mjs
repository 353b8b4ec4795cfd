/** The yardstick of `npm run bench`: a bare Hono app on the same @hono/node-server, answering what /api/health does. */
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const app = new Hono();
app.get("/api/health", (c) => c.json({ status: "ok", db: "pglite" }));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: "127.0.0.1" });

import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../app-deps";

export function healthRoutes(deps: Pick<AppDeps, "database">) {
  return new Hono<AppEnv>().get("/", (c) => c.json({ status: "ok" as const, db: deps.database.kind }));
}

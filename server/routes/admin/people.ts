import { Hono } from "hono";
import { z } from "zod";
import { listQuerySchema, messageHandledSchema, userRoleChangeSchema } from "@common/admin";
import type { AppDeps } from "../../app-deps";
import type { AuthedEnv } from "../../auth/guard";
import { ApiError, notFound } from "../../lib/http-error";
import { queryInput, validate } from "../../lib/validate";
import { listMessages, listSubscribers, setMessageHandled, subscribersCsvStream } from "../../services/admin/inbox";
import { listUsers, setAdminRole } from "../../services/admin/users";
import { csvResponse } from "./csv";
import { jsonInput } from "../../lib/validate";
import { doc } from "../../lib/openapi";

const idParam = z.coerce.number().int().min(1).max(2_147_483_647);

/** Users and roles, contact messages, newsletter subscribers. */
export function adminPeopleRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AuthedEnv>()
    .get("/users", doc("Users, searched and paged"), queryInput(listQuerySchema), async (c) =>
      c.json(await listUsers(db, c.req.valid("query"))),
    )
    .put("/users/:id/admin", doc("Grant or revoke the admin role"), jsonInput(userRoleChangeSchema), async (c) => {
      const { admin } = c.req.valid("json");
      const result = await setAdminRole(db, c.req.param("id"), admin);
      if (result === "not_found") throw notFound("No user with this id.");
      if (result === "last_admin") throw new ApiError(409, "LAST_ADMIN", "The last admin cannot lose the admin role.");
      return c.json({ id: c.req.param("id"), admin });
    })
    .get("/messages", doc("Contact messages, searched and paged"), queryInput(listQuerySchema), async (c) =>
      c.json(await listMessages(db, c.req.valid("query"))),
    )
    .patch(
      "/messages/:id",
      doc("Mark a contact message handled or not"),
      jsonInput(messageHandledSchema),
      async (c) => {
        const id = validate(idParam, c.req.param("id"));
        const { handled } = c.req.valid("json");
        const row = await setMessageHandled(db, id, handled, c.get("user").id);
        if (!row) throw notFound("No message with this id.");
        return c.json(row);
      },
    )
    .get("/subscribers", doc("Newsletter subscribers, searched and paged"), queryInput(listQuerySchema), async (c) =>
      c.json(await listSubscribers(db, c.req.valid("query"))),
    )
    .get("/subscribers.csv", doc("Newsletter subscribers as CSV", { type: "text/csv" }), async (c) =>
      csvResponse(c, subscribersCsvStream(db), `subscribers-${new Date().toISOString().slice(0, 10)}.csv`),
    );
}

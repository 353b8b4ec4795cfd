import { Hono } from "hono";
import { z } from "zod";
import { webhookDeliveryViewSchema, webhookEndpointInputSchema, webhookEndpointViewSchema } from "@common/webhooks";
import type { AppDeps } from "../../app-deps";
import type { AuthedEnv } from "../../auth/guard";
import { notFound } from "../../lib/http-error";
import { doc } from "../../lib/openapi";
import { jsonInput } from "../../lib/validate";
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookEndpoints,
  replayWebhookDelivery,
  rotateWebhookSecret,
  updateWebhookEndpoint,
  webhookDeliveriesOf,
  webhookSecretOf,
} from "../../services/webhooks/endpoints";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idOf = (raw: string) => {
  if (!UUID.test(raw)) throw notFound("No such endpoint.");
  return raw.toLowerCase();
};
const withSecret = z.object({ endpoint: webhookEndpointViewSchema, secret: z.string() });

/** Staff's webhook endpoints (behind the admin guard): Standard Webhooks, signed, retried, with a delivery log. */
export function adminWebhookRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const allowPrivate = deps.config.webhooksAllowPrivate;
  const must = <T>(value: T | null | false): T => {
    if (value === null || value === false) throw notFound("No such endpoint.");
    return value;
  };
  return new Hono<AuthedEnv>()
    .get(
      "/webhooks",
      doc("Webhook endpoints", { schema: z.object({ items: z.array(webhookEndpointViewSchema) }) }),
      async (c) => c.json({ items: await listWebhookEndpoints(db) }),
    )
    .post(
      "/webhooks",
      doc("Add an endpoint (https, a public address); the answer holds its whsec_ secret", {
        status: 201,
        schema: withSecret,
      }),
      jsonInput(webhookEndpointInputSchema),
      async (c) => c.json(await createWebhookEndpoint(db, c.req.valid("json"), c.get("user").id, allowPrivate), 201),
    )
    .put(
      "/webhooks/:id",
      doc("Change an endpoint's URL, events or state", {
        schema: webhookEndpointViewSchema,
        errors: { 404: "NOT_FOUND" },
      }),
      jsonInput(webhookEndpointInputSchema),
      async (c) =>
        c.json(must(await updateWebhookEndpoint(db, idOf(c.req.param("id")), c.req.valid("json"), allowPrivate))),
    )
    .delete(
      "/webhooks/:id",
      doc("Remove an endpoint and its log", { status: 204, errors: { 404: "NOT_FOUND" } }),
      async (c) => {
        must(await deleteWebhookEndpoint(db, idOf(c.req.param("id"))));
        return c.body(null, 204);
      },
    )
    .get(
      "/webhooks/:id/secret",
      doc("An endpoint's signing secret", { schema: z.object({ secret: z.string() }), errors: { 404: "NOT_FOUND" } }),
      async (c) => c.json({ secret: must(await webhookSecretOf(db, idOf(c.req.param("id")))) }),
    )
    .post(
      "/webhooks/:id/rotate",
      doc("A new secret; the old one signs beside it for 24 hours", {
        schema: withSecret,
        errors: { 404: "NOT_FOUND" },
      }),
      async (c) => c.json(must(await rotateWebhookSecret(db, idOf(c.req.param("id"))))),
    )
    .get(
      "/webhooks/:id/deliveries",
      doc("An endpoint's latest 100 deliveries", {
        schema: z.object({ items: z.array(webhookDeliveryViewSchema) }),
        errors: { 404: "NOT_FOUND" },
      }),
      async (c) => c.json({ items: must(await webhookDeliveriesOf(db, idOf(c.req.param("id")))) }),
    )
    .post(
      "/webhooks/:id/deliveries/:delivery/replay",
      doc("Send a delivery again (the same webhook-id)", {
        schema: webhookDeliveryViewSchema,
        errors: { 404: "NOT_FOUND" },
      }),
      async (c) => {
        const delivery = Number(c.req.param("delivery"));
        if (!Number.isSafeInteger(delivery) || delivery < 1) throw notFound("No such delivery.");
        const replayed = await replayWebhookDelivery(db, idOf(c.req.param("id")), delivery);
        if (!replayed) throw notFound("No such delivery.");
        return c.json(replayed);
      },
    );
}

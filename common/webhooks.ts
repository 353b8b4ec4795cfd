import { z } from "zod";

/** The events an endpoint may ask for (Standard Webhooks `type`), as the product has them. */
export const WEBHOOK_EVENTS = [
  "order.created",
  "order.status_changed",
  "quote.accepted",
  "invoice.issued",
  "invoice.paid",
  "invoice.voided",
  "credit_note.issued",
  "message.posted",
  "retainer.status_changed",
  "brief.submitted",
  "brief.changes_requested",
  "milestone.delivered",
  "milestone.approved",
  "milestone.changes_requested",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/**
 * When a failed delivery is tried again, after the attempt before (Standard Webhooks' suggested schedule): the first
 * at once, then 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h. Eight attempts; a receiver's Retry-After can only delay one.
 */
export const WEBHOOK_RETRY_DELAYS_MS = [0, 5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];
export const WEBHOOK_TIMEOUT_MS = 15_000;
/** How long the previous secret keeps signing beside the new one after a rotation. */
export const WEBHOOK_ROTATION_OVERLAP_MS = 24 * 3_600_000;

/** Staff's endpoint: an https URL (http only in the development setting), what it is for, and its events. */
export const webhookEndpointInputSchema = z.object({
  url: z
    .string()
    .trim()
    .max(2000, "errors.urlTooLong")
    .refine((u) => URL.canParse(u) && /^https?:$/.test(new URL(u).protocol), "errors.url"),
  description: z.string().trim().max(200, "errors.descriptionTooLong").default(""),
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1, "errors.eventsRequired").max(WEBHOOK_EVENTS.length),
  enabled: z.boolean().default(true),
});
export type WebhookEndpointInput = z.input<typeof webhookEndpointInputSchema>;

export const webhookEndpointViewSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  /** Why it stopped: `gone` (the receiver answered 410) or `staff`. */
  disabledReason: z.string().nullable(),
  /** The secret's first characters (`whsec_Ab12…`). */
  secretStart: z.string(),
  /** Until when the previous secret still signs beside the current one. */
  rotatingUntil: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookEndpointView = z.infer<typeof webhookEndpointViewSchema>;

export const WEBHOOK_DELIVERY_STATES = ["pending", "delivered", "failed"] as const;
export const webhookDeliveryViewSchema = z.object({
  id: z.number().int(),
  messageId: z.string(),
  eventType: z.enum(WEBHOOK_EVENTS),
  state: z.enum(WEBHOOK_DELIVERY_STATES),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDeliveryView = z.infer<typeof webhookDeliveryViewSchema>;

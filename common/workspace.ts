import { z } from "zod";
import { safeString } from "./text";

/** The order workspace: messages between a client and staff, assignment and due date. */
export const MESSAGE_MAX = 5000;

/** Error texts are keys of the "orders" locale namespace. */
export const MESSAGE_ERRORS = {
  required: "messages.errors.required",
  tooLong: "messages.errors.tooLong",
} as const;

export const orderMessageSchema = z.object({
  body: safeString({ multiline: true, error: MESSAGE_ERRORS.required })
    .trim()
    .min(1, { error: MESSAGE_ERRORS.required })
    .max(MESSAGE_MAX, { error: MESSAGE_ERRORS.tooLong }),
});
export type OrderMessageInput = z.infer<typeof orderMessageSchema>;

/** Staff assign an order to an admin (null: nobody) and set a due date (null: none). */
export const orderAssignmentSchema = z.object({
  assigneeId: safeString().trim().min(1).max(100).nullable(),
  // A calendar date PostgreSQL stores (it refuses year 0000); staff plan within this century.
  dueDate: z.iso
    .date()
    .refine((d) => d >= "2000-01-01" && d <= "2099-12-31")
    .nullable(),
});
export type OrderAssignmentInput = z.infer<typeof orderAssignmentSchema>;

/** An order placed without a reply waits on the agency after this long (the promise of a proposal in 24 hours). */
export const PENDING_PROMISE_HOURS = 24;

export type MessageSide = "client" | "staff";

/** The client's order page and the admin's, as plain paths (e-mails add the language with localizedPath). */
export const orderPagePath = (code: string) => `/dashboard/orders/${encodeURIComponent(code)}`;
export const adminOrderPath = (code: string) => `/admin/orders/${encodeURIComponent(code)}`;

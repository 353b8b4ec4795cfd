import { z } from "zod";
import { ORDER_STATUSES } from "./catalog";

/**
 * The public API's answers (/api/v1, a key in `Authorization: Bearer`): the schemas the document lists and the
 * tests parse. Money is in integer minor units of its currency (cents; yen for JPY); times are ISO 8601 in UTC.
 */

/** A page of a list: `limit` (1–100, default 50) from `offset`; `nextOffset` is null on the last page. */
export const v1PageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export const v1OrdersQuerySchema = v1PageQuerySchema.extend({ status: z.enum(ORDER_STATUSES).optional() });

export const v1OrderSchema = z.object({
  code: z.string(),
  status: z.enum(ORDER_STATUSES),
  serviceId: z.string(),
  tierId: z.string(),
  amountMinor: z.number().int().nullable(),
  currency: z.string(),
  projectName: z.string(),
  deadline: z.string().nullable(),
  progressPercent: z.number().int(),
  clientId: z.string().nullable(),
  contactName: z.string(),
  contactEmail: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type V1Order = z.infer<typeof v1OrderSchema>;

export const v1ClientSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
  orderCount: z.number().int(),
});
export type V1Client = z.infer<typeof v1ClientSchema>;

export const v1InvoiceSchema = z.object({
  number: z.string(),
  orderCode: z.string(),
  status: z.enum(["issued", "paid", "void"]),
  currency: z.string(),
  subtotalMinor: z.number().int(),
  taxMinor: z.number().int(),
  totalMinor: z.number().int(),
  issuedAt: z.string(),
  dueDate: z.string(),
  paidAt: z.string().nullable(),
});
export type V1Invoice = z.infer<typeof v1InvoiceSchema>;

const page = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextOffset: z.number().int().nullable() });
export const v1OrderPageSchema = page(v1OrderSchema);
export const v1ClientPageSchema = page(v1ClientSchema);
export const v1InvoicePageSchema = page(v1InvoiceSchema);

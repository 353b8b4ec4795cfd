import { z } from "zod";
import { safeString } from "./text";

/**
 * Milestones of an order (issue 41): weights that sum to 100, delivered by staff, approved by the client (or
 * automatically AUTO_APPROVE_DEFAULT_DAYS after delivery, after two reminders). The order's progress is the sum
 * of the approved weights; an order without milestones keeps the percentage staff set.
 */
export const MILESTONE_STATES = ["planned", "in_progress", "delivered", "approved", "changes_requested"] as const;
export type MilestoneState = (typeof MILESTONE_STATES)[number];
export const MILESTONE_EVENT_KINDS = [
  "delivered",
  "approved",
  "changes_requested",
  "auto_approved",
  "reopened",
  "reminded",
] as const;
export type MilestoneEventKind = (typeof MILESTONE_EVENT_KINDS)[number];

export const MILESTONE_LIMITS = {
  titleMax: 120,
  descriptionMax: 2000,
  messageMax: 4000,
  reasonMax: 2000,
  maxMilestones: 20,
  maxFiles: 10,
  maxDueDays: 730,
} as const;
/** Days after a delivery without an answer until it is approved automatically (admin setting). */
export const AUTO_APPROVE_DEFAULT_DAYS = 7;
export const AUTO_APPROVE_MIN_DAYS = 3;
export const AUTO_APPROVE_MAX_DAYS = 60;
/** The two reminders to the client: at 1/3 and 2/3 of the period (days 2⅓ and 4⅔ of 7). */
export const REMINDER_FRACTIONS = [1 / 3, 2 / 3] as const;
export const TOTAL_WEIGHT = 100;

/** A delivered file as the history keeps it: its name and the SHA-256 of its bytes at delivery. */
export interface DeliveredFile {
  fileId: number;
  name: string;
  size: number;
  sha256: string;
}

export interface MilestoneTemplateItem {
  title: string;
  description: string;
  weight: number;
  /** Due this many days after the order is placed (or the template applied); null: no due date. */
  dueDays: number | null;
}

const isoDate = z
  .string({ error: "errors.dueOn" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "errors.dueOn" })
  .refine(
    (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    {
      error: "errors.dueOn",
    },
  );

const title = safeString()
  .trim()
  .min(1, { error: "errors.title" })
  .max(MILESTONE_LIMITS.titleMax, { error: "errors.title" });
const description = safeString({ multiline: true })
  .trim()
  .max(MILESTONE_LIMITS.descriptionMax, { error: "errors.description" })
  .default("");
const weight = z
  .number({ error: "errors.weight" })
  .int({ error: "errors.weight" })
  .min(1, { error: "errors.weight" })
  .max(TOTAL_WEIGHT, { error: "errors.weight" });

const weightsSumTo100 = (items: { weight: number }[]) =>
  items.length === 0 || items.reduce((s, m) => s + m.weight, 0) === TOTAL_WEIGHT;

export const milestoneInputSchema = z.object({
  /** An existing milestone of the order keeps its state and history; without an id it is new. */
  id: z.number().int().positive().optional(),
  title,
  description,
  weight,
  dueOn: isoDate.nullable().default(null),
});

/** Staff replace an order's milestones (empty: the order goes back to the staff's percentage). */
export const milestonesInputSchema = z.object({
  milestones: z
    .array(milestoneInputSchema)
    .max(MILESTONE_LIMITS.maxMilestones, { error: "errors.tooMany" })
    .refine(weightsSumTo100, { error: "errors.weightsSum" }),
});
export type MilestonesInput = z.infer<typeof milestonesInputSchema>;

export const milestoneTemplateItemSchema = z.object({
  title,
  description,
  weight,
  dueDays: z
    .number({ error: "errors.dueDays" })
    .int({ error: "errors.dueDays" })
    .min(0, { error: "errors.dueDays" })
    .max(MILESTONE_LIMITS.maxDueDays, { error: "errors.dueDays" })
    .nullable()
    .default(null),
});
export const milestoneTemplateInputSchema = z.object({
  items: z
    .array(milestoneTemplateItemSchema)
    .max(MILESTONE_LIMITS.maxMilestones, { error: "errors.tooMany" })
    .refine(weightsSumTo100, { error: "errors.weightsSum" }),
});
export type MilestoneTemplateInput = z.infer<typeof milestoneTemplateInputSchema>;

export const milestoneDeliverySchema = z.object({
  message: safeString({ multiline: true })
    .trim()
    .min(1, { error: "errors.message" })
    .max(MILESTONE_LIMITS.messageMax, { error: "errors.message" }),
  /** Files shared on the order (uploaded by staff through the order files) that make up the deliverable. */
  fileIds: z
    .array(z.number().int().positive().max(2_147_483_647))
    .max(MILESTONE_LIMITS.maxFiles, { error: "errors.files" })
    .default([]),
});
export type MilestoneDeliveryInput = z.infer<typeof milestoneDeliverySchema>;

export const milestoneChangesSchema = z.object({
  reason: safeString({ multiline: true })
    .trim()
    .min(1, { error: "errors.reason" })
    .max(MILESTONE_LIMITS.reasonMax, { error: "errors.reason" }),
});

export const milestoneSettingsSchema = z.object({
  autoApproveDays: z
    .number({ error: "errors.autoApproveDays" })
    .int({ error: "errors.autoApproveDays" })
    .min(AUTO_APPROVE_MIN_DAYS, { error: "errors.autoApproveDays" })
    .max(AUTO_APPROVE_MAX_DAYS, { error: "errors.autoApproveDays" }),
});
export type MilestoneSettings = z.infer<typeof milestoneSettingsSchema>;

export const milestoneParamsSchema = z.object({
  code: z.string().regex(/^ORD-\d{6,9}$/),
  id: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
});

export interface MilestoneEventDto {
  id: number;
  milestoneId: number;
  kind: MilestoneEventKind;
  actor: { side: "client" | "staff" | "system"; name: string | null };
  note: string;
  files: DeliveredFile[];
  at: string;
}

export interface MilestoneDto {
  id: number;
  position: number;
  title: string;
  description: string;
  weight: number;
  dueOn: string | null;
  state: MilestoneState;
  revisionCount: number;
  deliveredAt: string | null;
  /** When a delivery without an answer is approved automatically. */
  autoApproveAt: string | null;
  approvedAt: string | null;
  /** The latest delivery's message and files. */
  delivery: { message: string; files: DeliveredFile[] } | null;
}

export interface OrderMilestonesView {
  milestones: MilestoneDto[];
  /** Sum of approved weights, or the staff's percentage when the order has no milestones. */
  progressPercent: number;
  /** Deliverables that wait for the client's answer. */
  awaitingReview: number;
  autoApproveDays: number;
  history: MilestoneEventDto[];
}

/** The order's progress: approved weights when there are milestones, otherwise what staff set. */
export function milestoneProgress(ms: readonly { weight: number; state: string }[], staffPercent: number): number {
  if (!ms.length) return staffPercent;
  return Math.min(
    TOTAL_WEIGHT,
    ms.filter((m) => m.state === "approved").reduce((s, m) => s + m.weight, 0),
  );
}

/** The instants of the two reminders and of the automatic approval of a delivery made at `deliveredAt`. */
export function reviewSchedule(deliveredAt: Date, days: number) {
  const period = days * 86_400_000;
  return {
    reminders: REMINDER_FRACTIONS.map((f) => new Date(deliveredAt.getTime() + Math.round(period * f))),
    autoApproveAt: new Date(deliveredAt.getTime() + period),
  };
}

/** GET /api/admin/milestones/waiting: one of the two staff lists, paged. */
export const milestoneWaitingQuerySchema = z.object({
  list: z.enum(["waiting_for_client", "changes_asked"]).default("waiting_for_client"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

/**
 * A decision on the order's work, as the order's history lists it beside its status changes (issue 41): the brief
 * submitted or reopened, a milestone delivered (with its files' SHA-256), approved, reopened or with changes asked.
 */
export interface WorkEventDto {
  source: "brief" | "milestone";
  kind: "submitted" | "changes_requested" | Exclude<MilestoneEventKind, "reminded">;
  /** The milestone's title; null for the brief. */
  title: string | null;
  /** Who decided; null for the system (an automatic approval). */
  who: string | null;
  files: DeliveredFile[];
  at: string;
}

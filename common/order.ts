import { z } from "zod";
import { safeString } from "./text";
import { SERVICE_IDS, TIER_IDS } from "./catalog";

/** Field limits of an order request; the form and the server share them. */
export const ORDER_LIMITS = {
  projectName: 120,
  projectDescription: 5000,
  goals: 20,
  goal: 200,
  contactName: 100,
  contactEmail: 254,
  contactPhone: 40,
  idempotencyKey: 200,
} as const;

/** Error texts are keys of the "order" locale namespace. */
export const ORDER_ERRORS = {
  required: "errors.required",
  tooLong: "errors.tooLong",
  service: "errors.service",
  plan: "errors.plan",
  email: "errors.email",
  phone: "errors.phone",
  deadline: "errors.deadline",
  deadlinePast: "errors.deadlinePast",
  goals: "errors.goals",
  goal: "errors.goal",
} as const;

const DAY_MS = 86_400_000;

/**
 * A deadline is "not in the past" when it is not before today anywhere on Earth: the browser
 * disables days before its own today, and a client at UTC-12 may still be on yesterday's UTC date.
 */
export function isDeadlineAllowed(isoDate: string, now: Date = new Date()): boolean {
  const earliest = new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10);
  return isoDate >= earliest;
}

/** One project goal, as added in the form: trimmed, non-empty, at most 200 characters. */
export const orderGoalSchema = safeString()
  .trim()
  .min(1, { error: ORDER_ERRORS.goal })
  .max(ORDER_LIMITS.goal, { error: ORDER_ERRORS.goal });

const requiredText = (max: number) =>
  safeString({ error: ORDER_ERRORS.required })
    .trim()
    .min(1, { error: ORDER_ERRORS.required })
    .max(max, { error: ORDER_ERRORS.tooLong });

/** The order request (spec §3 order form data; servicePlan is one of the service's three tiers). */
export const orderInputSchema = z.object({
  serviceId: z.enum(SERVICE_IDS, { error: ORDER_ERRORS.service }),
  servicePlan: z.enum(TIER_IDS, { error: ORDER_ERRORS.plan }),
  projectName: requiredText(ORDER_LIMITS.projectName),
  projectDescription: safeString({ error: ORDER_ERRORS.required, multiline: true })
    .trim()
    .max(ORDER_LIMITS.projectDescription, { error: ORDER_ERRORS.tooLong })
    .default(""),
  projectDeadline: z.iso
    .date({ error: ORDER_ERRORS.deadline })
    .refine((d) => isDeadlineAllowed(d), { error: ORDER_ERRORS.deadlinePast })
    .nullable()
    .default(null),
  projectGoals: z.array(orderGoalSchema, { error: ORDER_ERRORS.goals }).max(ORDER_LIMITS.goals, {
    error: ORDER_ERRORS.goals,
  }),
  contactName: requiredText(ORDER_LIMITS.contactName),
  contactEmail: safeString({ error: ORDER_ERRORS.email })
    .trim()
    .max(ORDER_LIMITS.contactEmail, { error: ORDER_ERRORS.tooLong })
    .pipe(z.email({ error: ORDER_ERRORS.email })),
  contactPhone: safeString({ error: ORDER_ERRORS.phone })
    .trim()
    .max(ORDER_LIMITS.contactPhone, { error: ORDER_ERRORS.tooLong })
    .regex(/^$|^\+?[0-9 ()./-]{5,}$/, { error: ORDER_ERRORS.phone })
    .default(""),
});

export type OrderInput = z.output<typeof orderInputSchema>;
/** What the form holds and the client sends. */
export type OrderFormValues = z.input<typeof orderInputSchema>;

/** Step 1 of the wizard checks these fields before moving on. */
export const ORDER_STEP_FIELDS = [
  ["serviceId", "servicePlan"],
  [
    "projectName",
    "projectDescription",
    "projectDeadline",
    "projectGoals",
    "contactName",
    "contactEmail",
    "contactPhone",
  ],
] as const satisfies readonly (readonly (keyof OrderFormValues)[])[];

export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
